import { randomBytes } from 'node:crypto';
import { sessionReply } from '@shared/api/auth';
import { registerErrorHandler } from '@server/http/error-handler';
import { registerRateLimit } from '@server/http/rate-limit';
import { countRateLimitHit, databaseRateLimitStore, sweepRateLimitHits } from '@server/http/rate-limit-store';
import { httpMessages } from '@shared/http/messages';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, goodPassword, uniqueEmail } from './support/accounts';
import { createTestApp, createTestDatabase, testDialect, type TestApp, type TestDatabase } from './support/test-app';

let address = 0;
async function learner(app: TestApp) {
  const res = await app.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: goodPassword }, remoteAddress: `203.0.113.${++address}` });
  return bearer(sessionReply.parse(res.json()).accessToken);
}

/** The three per-learner limits: the route, a body it accepts, how many a minute and what a 429 says. */
const limits = [
  { name: 'heartbeats', url: '/api/engagement/heartbeat', payload: {}, max: 6, message: 'Too many activity updates. Learning time is counted once a minute; please slow down.', messageId: 'engagement.tooManyBeats' },
  { name: 'payment orders', url: '/api/payments/create-order', payload: { payment_type: 'subscription', plan: 'monthly' }, max: 10, message: 'Too many payment attempts in a minute. Please wait a moment and try again.', messageId: 'payments.tooManyOrders' },
  { name: 'tutor questions', url: '/api/chat', payload: { message: 'What is a variable?' }, max: 10, message: 'You are sending messages too quickly. Please wait a minute, then ask again.', messageId: 'tutor.tooFast' },
] as const;

const send = (app: TestApp, url: string, headers: Record<string, string>, payload: object) => app.app.inject({ method: 'POST', url, headers, payload });

describe('per-learner limits through HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses the 11th payment order in a minute with 429, counting neither malformed orders nor other learners', async () => {
    const headers = await learner(t);
    const malformed = await send(t, '/api/payments/create-order', headers, { payment_type: 'subscription', plan: '' });
    expect(malformed.statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await send(t, '/api/payments/create-order', headers, limits[1].payload)).statusCode);
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await send(t, '/api/payments/create-order', headers, limits[1].payload);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: limits[1].message, messageId: limits[1].messageId } });
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect((await send(t, '/api/payments/create-order', await learner(t), limits[1].payload)).statusCode).toBe(200);
  });

  it('refuses the 121st call to a playground route in a minute', async () => {
    const headers = await learner(t);
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) statuses.push((await t.app.inject({ method: 'GET', url: '/api/playground/projects', headers })).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await t.app.inject({ method: 'GET', url: '/api/playground/projects', headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many requests from the playground. Please wait a minute and try again.', messageId: 'playground.tooManyRequests' } });
  });

  it('answers a limit that says nothing of its own with the general message by id, not the plugin’s English', async () => {
    const app = Fastify();
    registerErrorHandler(app, 1024);
    await registerRateLimit(app, databaseRateLimitStore(t.db.kysely, app.log));
    // A key of its own, so runs sharing the database never count against each other.
    const key = `plain limit ${randomBytes(4).toString('hex')}`;
    app.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000, keyGenerator: () => key } } }, async () => ({ ok: true }));
    try {
      expect((await app.inject({ method: 'GET', url: '/limited' })).statusCode).toBe(200);
      const refused = await app.inject({ method: 'GET', url: '/limited' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: httpMessages.tooManyRequests, messageId: 'http.tooManyRequests' } });
    } finally {
      await app.close();
    }
  });

  it('counts each route apart: a learner who used up the heartbeats can still ask the tutor', async () => {
    const headers = await learner(t);
    for (let i = 0; i < 7; i += 1) await send(t, limits[0].url, headers, limits[0].payload);
    expect((await send(t, limits[0].url, headers, limits[0].payload)).statusCode).toBe(429);
    expect((await send(t, limits[2].url, headers, limits[2].payload)).statusCode).toBe(200);
  });

  it('starts a new window once the old one has ended, and sweeps only ended windows', async () => {
    const db = t.db.kysely;
    const key = `test ${randomBytes(4).toString('hex')}`;
    const start = 1_800_000_000_000;
    expect(await countRateLimitHit(db, key, 60_000, start)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countRateLimitHit(db, key, 60_000, start + 59_999)).toEqual({ current: 2, ttl: 1 });
    expect(await countRateLimitHit(db, key, 60_000, start + 60_000)).toEqual({ current: 1, ttl: 60_000 });

    await countRateLimitHit(db, `${key} other`, 60_000, start + 100_000);
    await sweepRateLimitHits(db, start + 120_001);
    const left = await db.selectFrom('rate_limit_hits').select('key').where('key', 'like', `${key}%`).execute();
    expect(left.map((row) => row.key)).toEqual([`${key} other`]);
  });
});

// SQLite is held by one server process at a time, so only PostgreSQL can have two servers on one database.
describe.skipIf(testDialect !== 'postgres')('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // One signing secret, as for several processes behind a load balancer: a token from one is good at the other.
    const env = { AUTH_SECRET: randomBytes(32).toString('hex') };
    first = await createTestApp(env, database);
    second = await createTestApp(env, database);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it.each(limits)('share one limit on $name: calls split across both reach it once', async ({ url, payload, max, message, messageId }) => {
    const headers = await learner(first);
    for (let i = 0; i < max; i += 1) {
      const res = await send(i % 2 === 0 ? first : second, url, headers, payload);
      expect(res.statusCode, `call ${i + 1} of ${max}`).toBe(200);
    }
    for (const app of [first, second]) {
      const refused = await send(app, url, headers, payload);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message, ...(messageId ? { messageId } : {}) } });
    }
  });
});
