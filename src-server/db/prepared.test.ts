import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from './connect';
import { migrateToLatest } from './migrate';
import { prepareQuery } from './prepared';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-prepared-'));
const db = connect({ databaseUrl: undefined, dataDir });

describe('prepareQuery', () => {
  afterAll(async () => {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the compiled query with each call’s own arguments', async () => {
    await migrateToLatest(db.kysely);
    const now = new Date().toISOString();
    for (const id of ['a', 'b']) {
      await db.kysely
        .insertInto('courses')
        .values({ id, title: `Course ${id}`, description: '-', category: 'Frontend', thumbnail: '-', sort_order: 1, updated_at: now })
        .execute();
    }
    const byIdAndCategory = prepareQuery(db, ['id', 'category'], (k, args) =>
      k.selectFrom('courses').select(['id', 'title']).where('id', '=', args.id).where('category', '=', args.category),
    );
    expect(await byIdAndCategory({ id: 'b', category: 'Frontend' })).toEqual([{ id: 'b', title: 'Course b' }]);
    expect(await byIdAndCategory({ id: 'a', category: 'Frontend' })).toEqual([{ id: 'a', title: 'Course a' }]);
    expect(await byIdAndCategory({ id: 'a', category: 'Backend' })).toEqual([]);
  });

  it('waits for an open transaction instead of reading its uncommitted rows', async () => {
    const byId = prepareQuery(db, ['id'], (k, args) => k.selectFrom('courses').select('id').where('id', '=', args.id));
    let committed = false;
    let releaseTransaction = () => {};
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('courses')
        .values({ id: 'c', title: 'Course c', description: '-', category: 'Frontend', thumbnail: '-', sort_order: 1, updated_at: new Date().toISOString() })
        .execute();
      await held;
      committed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = byId({ id: 'c' }).then((rows) => ({ rows, committed }));
    releaseTransaction();
    await transaction;
    expect(await read).toEqual({ rows: [{ id: 'c' }], committed: true });
  });

  it('names each row property after its column, an alias with quotes included', async () => {
    const byId = prepareQuery(db, ['id'], (k, args) =>
      k.selectFrom('courses').select(['id', 'sort_order', sql<string>`title`.as('the "title"')]).where('id', '=', args.id),
    );
    expect(await byId({ id: 'a' })).toEqual([{ id: 'a', sort_order: 1, 'the "title"': 'Course a' }]);
    expect(Object.keys((await byId({ id: 'a' }))[0] ?? {})).toEqual(['id', 'sort_order', 'the "title"']);
  });

  it('refuses a query that does not use one of its arguments', () => {
    expect(() => prepareQuery(db, ['id', 'unused'], (k, args) => k.selectFrom('courses').selectAll().where('id', '=', args.id))).toThrow(
      'every argument',
    );
  });
});
