import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from './support/test-app';

// PostgreSQL only: SQLite has no server that could end a connection.
describe.runIf(testDialect === 'postgres')('PostgreSQL connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('keeps serving after the database server ends its idle connections', async () => {
    const before = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: '/api/plans' })));
    expect(before.map((res) => res.statusCode)).toEqual([200, 200, 200]);

    const databaseUrl = t.database.env.DATABASE_URL;
    if (!databaseUrl) throw new Error('the PostgreSQL test database has no URL');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(databaseUrl).pathname.slice(1)],
      );
      expect(ended.rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool hears of each ended connection on its socket; let those events arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const after = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(after.statusCode).toBe(200);
    expect(after.json<{ plans: unknown[] }>().plans).toHaveLength(5);
  });
});
