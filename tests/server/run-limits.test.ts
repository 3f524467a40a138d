import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserRunLimiter } from '@server/runner/rate-limit';
import { createTestApp, type TestApp } from './support/test-app';

describe('the per-learner run limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows a few runs at a time and a steady number a minute, each refusal in words', async () => {
    const limit = createUserRunLimiter(t.db.kysely, { inFlight: 2, perMinute: 3 });
    const releaseA = await limit('asha', 0);
    const releaseB = await limit('asha', 1);
    await expect(limit('asha', 2)).rejects.toThrow('You have reached the limit of programs running at once (2). Wait for one to finish, then run again.');
    await limit('ravi', 2);
    releaseA();
    releaseA();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await limit('asha', 3);
    releaseB();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(limit('asha', 4)).rejects.toThrow('You have reached the limit of programs run in one minute (3). Please wait a moment and run again.');
    // A minute after the first runs, there is room again.
    await expect(limit('asha', 60_002)).resolves.toBeTypeOf('function');
  });

  it('holds across processes: limiters sharing one database let in exactly the allowed number of racers', async () => {
    // Each limiter is what one server process builds; here four share the test database.
    const processes = Array.from({ length: 4 }, () => createUserRunLimiter(t.db.kysely, { inFlight: 3, perMinute: 100 }));
    const now = Date.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => processes[i % 4]!('kiran', now)));
    const admitted = outcomes.filter((o) => o.status === 'fulfilled').length;
    expect(admitted).toBe(3);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(String(outcome.reason)).toContain('You have reached the limit of programs running at once (3)');
    const running = await t.db.kysely.selectFrom('run_leases').select('id').where('user_id', '=', 'kiran').where('expires_at', '>', now).execute();
    expect(running).toHaveLength(3);
  });

  it('ends the lease of a run whose process died, once the lease runs out', async () => {
    const limit = createUserRunLimiter(t.db.kysely, { inFlight: 1, perMinute: 100 });
    await limit('meena', 0);
    await expect(limit('meena', 1_000)).rejects.toThrow('You have reached the limit of programs running at once (1). Wait for one to finish, then run again.');
    await expect(limit('meena', 5 * 60_000 + 1)).resolves.toBeTypeOf('function');
  });
});
