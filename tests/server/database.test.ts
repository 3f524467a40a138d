import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@server/auth/password';
import { listRoles, findUserByEmail } from '@server/users/queries';
import { createTestApp, createTestDatabase, type TestDatabase } from './support/test-app';

describe('migrations, seed and demo accounts', () => {
  let database: TestDatabase | undefined;
  afterAll(() => database?.drop());

  it('creates the demo accounts once and seeds without duplicating on a second start', async () => {
    database = await createTestDatabase();

    const first = await createTestApp({ DEMO_PASSWORD: 'first-start-pass' }, database);
    expect(first.demoAccounts?.emails).toEqual({ admin: 'admin@kodeshala.local', learner: 'learner@kodeshala.local' });
    expect(first.demoAccounts?.generated).toBe(false);
    const counts = async (t: typeof first) => ({
      plans: (await t.db.kysely.selectFrom('plans').select('key').execute()).length,
      courses: (await t.db.kysely.selectFrom('courses').select('id').execute()).length,
      modules: (await t.db.kysely.selectFrom('course_modules').select('id').execute()).length,
      lessons: (await t.db.kysely.selectFrom('lessons').select('id').execute()).length,
      events: (await t.db.kysely.selectFrom('hackathon_events').select('id').execute()).length,
      users: (await t.db.kysely.selectFrom('users').select('id').execute()).length,
    });
    const afterFirst = await counts(first);
    expect(afterFirst.plans).toBe(5);
    expect(afterFirst.courses).toBeGreaterThanOrEqual(8);
    expect(afterFirst.modules).toBeGreaterThanOrEqual(afterFirst.courses * 4);
    expect(afterFirst.lessons).toBeGreaterThanOrEqual(afterFirst.modules * 5);
    expect(afterFirst.events).toBe(1);
    expect(afterFirst.users).toBe(2);

    const admin = await findUserByEmail(first.db.kysely, 'admin@kodeshala.local');
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.password_hash ?? '', 'first-start-pass')).toBe(true);
    expect((await listRoles(first.db.kysely, admin?.id ?? '')).sort()).toEqual(['admin', 'learner']);
    const learner = await findUserByEmail(first.db.kysely, 'learner@kodeshala.local');
    expect(await listRoles(first.db.kysely, learner?.id ?? '')).toEqual(['learner']);
    await first.app.close();

    const second = await createTestApp({ DEMO_PASSWORD: 'another-password' }, database);
    expect(second.demoAccounts).toBeUndefined();
    expect(await counts(second)).toEqual(afterFirst);
    const stillAdmin = await findUserByEmail(second.db.kysely, 'admin@kodeshala.local');
    expect(await verifyPassword(stillAdmin?.password_hash ?? '', 'first-start-pass')).toBe(true);
    await second.app.close();
  });

  it('generates a random demo password when none is configured', async () => {
    const t = await createTestApp({ DEMO_PASSWORD: '' });
    try {
      expect(t.demoAccounts?.generated).toBe(true);
      expect(t.demoAccounts?.password).toMatch(/^[\w-]{16}$/);
    } finally {
      await t.close();
    }
  });
});
