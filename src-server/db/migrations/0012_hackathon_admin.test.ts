import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../connect';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-0012-'));
const db = connect({ databaseUrl: undefined, dataDir });

describe('migration 0012', () => {
  afterAll(async () => {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('fills the search and filter columns of registrations written before it, and goes back down', async () => {
    const migrator = new Migrator({ db: db.kysely, provider: migrationProvider });
    expect((await migrator.migrateTo('0011_hackathon')).error).toBeUndefined();
    const at = '2027-01-10T10:00:00.000Z';
    await db.kysely.insertInto('users').values({ id: 'u1', email: 'arjun@example.in', display_name: 'Arjun', password_hash: null, created_at: at, updated_at: at }).execute();
    await db.kysely
      .insertInto('hackathon_events')
      .values({ id: 'code-yuddh-2027', name: 'Code Yuddh 2027', starts_at: at, ends_at: at, registration_deadline: at, data_json: '{}', updated_at: at })
      .execute();
    await db.kysely
      .insertInto('hackathon_registrations')
      .values({
        id: 'HK27-OLDROW22',
        event_id: 'code-yuddh-2027',
        user_id: 'u1',
        status: 'pending_payment',
        team_name: 'Byte Warriors',
        team_size: 2,
        problem_statement_id: 'PS01',
        personal_info_json: JSON.stringify({ full_name: 'Arjun Reddy', email: 'Arjun@Example.in', college: ' JNTU Hyderabad ', department: 'CSE', year: '3rd' }),
        team_info_json: JSON.stringify({ team_members: [{ name: 'Meera Iyer', email: 'MEERA@example.in' }] }),
        additional_info_json: '{}',
        amount_paise: 50_000,
        created_at: at,
        updated_at: at,
      })
      .execute();

    await migrateToLatest(db.kysely);
    const row = await db.kysely
      .selectFrom('hackathon_registrations')
      .select(['search_text', 'college', 'department', 'year', 'leader_name', 'leader_email'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      search_text: 'hk27-oldrow22\nbyte warriors\ncse\narjun reddy\narjun@example.in\nmeera iyer\nmeera@example.in',
      college: 'JNTU Hyderabad',
      department: 'CSE',
      year: '3rd',
      leader_name: 'Arjun Reddy',
      leader_email: 'arjun@example.in',
    });

    expect((await migrator.migrateTo('0011_hackathon')).error).toBeUndefined();
    expect(await db.kysely.selectFrom('hackathon_registrations').select('id').execute()).toEqual([{ id: 'HK27-OLDROW22' }]);
  });
});
