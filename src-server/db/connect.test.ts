import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { connect, DatabaseInUseError, type Db } from './connect';

describe('connect (SQLite)', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-connect-'));
    dirs.push(dir);
    return dir;
  };
  const dataDir = freshDir();
  const open: Db[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.close()));
  });
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('tells a watcher the user of every row written in a watched table, by any statement, rolled back or not', async () => {
    const db = connect({ databaseUrl: undefined, dataDir: freshDir() });
    open.push(db);
    await sql`create table marks (user_id text, score integer)`.execute(db.kysely);
    await sql`create table other (user_id text)`.execute(db.kysely);
    const told: string[] = [];
    db.watchUserRows?.(['marks'], (userId) => told.push(userId));
    await sql`insert into marks values ('asha', 1), ('ravi', 2)`.execute(db.kysely);
    await sql`update marks set user_id = 'meera' where user_id = 'ravi'`.execute(db.kysely);
    await sql`delete from marks where user_id = 'asha'`.execute(db.kysely);
    await sql`insert into other values ('unwatched')`.execute(db.kysely);
    await db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`insert into marks values ('kiran', 3)`.execute(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(told).toEqual(['asha', 'ravi', 'ravi', 'meera', 'asha', 'kiran']);
  });

  it('refuses a second connection to a data directory in use, with a message naming the way out', async () => {
    const first = connect({ databaseUrl: undefined, dataDir });
    open.push(first);
    await sql`create table notes (body text)`.execute(first.kysely);
    await sql`insert into notes values ('kept')`.execute(first.kysely);

    let refused: unknown;
    try {
      open.push(connect({ databaseUrl: undefined, dataDir, busyTimeoutMs: 50 }));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as Error).message).toContain(path.join(dataDir, 'kodeshala.sqlite'));
    expect((refused as Error).message).toMatch(/another Kodeshala server.*DATA_DIR/);

    await (open.pop() as Db).close();
    const second = connect({ databaseUrl: undefined, dataDir, busyTimeoutMs: 50 });
    open.push(second);
    const { rows } = await sql<{ body: string }>`select body from notes`.execute(second.kysely);
    expect(rows).toEqual([{ body: 'kept' }]);
  });

  it('keeps the write-ahead log index in memory, so reads need no shared-memory file', async () => {
    const ownDir = freshDir();
    const db = connect({ databaseUrl: undefined, dataDir: ownDir });
    open.push(db);
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.kysely);
    expect(rows).toEqual([{ journal_mode: 'wal' }]);
    await sql`create table t (x integer)`.execute(db.kysely);
    expect(db.readNow?.('select count(*) as n from t', [])).toEqual([{ n: 0 }]);
    expect(fs.existsSync(path.join(ownDir, 'kodeshala.sqlite-wal'))).toBe(true);
    expect(fs.existsSync(path.join(ownDir, 'kodeshala.sqlite-shm'))).toBe(false);
  });
});
