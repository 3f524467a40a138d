import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../connect';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-0018-'));
const db = connect({ databaseUrl: undefined, dataDir });

describe('migration 0018', () => {
  afterAll(async () => {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives projects saved before it their default details, and goes back down keeping them', async () => {
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    const before = names[names.indexOf('0018_projects') - 1] ?? '';
    const migrator = new Migrator({ db: db.kysely, provider: migrationProvider });
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const at = '2027-01-10T10:00:00.000Z';
    await db.kysely.insertInto('users').values({ id: 'u1', email: 'asha@example.in', display_name: 'Asha', password_hash: null, created_at: at, updated_at: at }).execute();
    await db.kysely
      .insertInto('playground_projects')
      .values({ id: 'p1', user_id: 'u1', name: 'Old card', files_json: '[]', file_count: 0, size_bytes: 0, created_at: at, updated_at: at })
      .execute();

    await migrateToLatest(db.kysely);
    const row = await db.kysely
      .selectFrom('playground_projects')
      .select(['description', 'category', 'status', 'technologies_json', 'progress', 'github_url', 'live_url', 'share_id'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ description: '', category: 'frontend', status: 'In Progress', technologies_json: '[]', progress: 0, github_url: null, live_url: null, share_id: null });

    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect(await db.kysely.selectFrom('playground_projects').select(['id', 'name']).execute()).toEqual([{ id: 'p1', name: 'Old card' }]);
  });
});
