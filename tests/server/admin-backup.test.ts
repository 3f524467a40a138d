import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupReply } from '@shared/admin/backup';
import { bearer, login, signUp } from './support/accounts';
import { createTestApp, testDialect, type TestApp } from './support/test-app';

describe('online backup by an admin', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer((await login(t, 'admin@kodeshala.local', 'demo-password-123')).accessToken);
  });
  afterAll(() => t.close());

  it.runIf(testDialect === 'sqlite')('copies the live SQLite database into DATA_DIR/backups, whole and readable, while the server serves', async () => {
    const learner = await signUp(t);
    const [res, during] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: admin }),
      t.app.inject({ method: 'GET', url: '/api/me', headers: learner.headers }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(during.statusCode).toBe(200);
    const backup = backupReply.parse(res.json());
    const file = path.join(t.database.env.DATA_DIR ?? '', 'backups', backup.file);
    expect(fs.statSync(file).size).toBe(backup.bytes);
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.endsWith('.partial'))).toEqual([]);
    const copy = new Database(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const row = copy.prepare('select email from users where id = ?').get(learner.id) as { email: string } | undefined;
      expect(row?.email).toBe(learner.email);
    } finally {
      copy.close();
    }
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: admin });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toBe('A backup was started a moment ago. Please wait a minute before starting another.');
  });

  it.runIf(testDialect === 'postgres')('points a PostgreSQL server to pg_dump', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('pg_dump');
  });
});
