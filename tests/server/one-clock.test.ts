import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getCourseReply } from '@shared/api/courses';
import { subscriptionReply } from '@shared/api/subscriptions';
import { grantSubscription } from '@server/subscriptions/premium';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { createFixtureResources, fixtureCourseId } from './support/course-fixture';
import { createTestApp, type TestApp } from './support/test-app';

/** The server's one clock (src-server/clock.ts) reaches the features that read the time. */

let t: TestApp;
const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-one-clock-')), 'now');
const setNow = (instant: Date) => fs.writeFileSync(clockFile, instant.toISOString());
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ KODESHALA_TEST_CLOCK_FILE: clockFile }, undefined, createFixtureResources());
});
afterAll(() => t.close());
beforeEach(() => fs.rmSync(clockFile, { force: true }));

describe('the server’s clock', () => {
  it('expires a subscription when the clock passes its end', async () => {
    const learner = await signUp(t, 'clock-sub');
    const granted = new Date();
    await grantSubscription(t.db.kysely, learner.id, 'monthly', 'test', granted);
    const state = async () => subscriptionReply.parse((await t.app.inject({ method: 'GET', url: '/api/subscription', headers: learner.headers })).json()).status;
    expect(await state()).toBe('active');
    setNow(new Date(granted.getTime() + 60 * dayMs));
    expect(await state()).toBe('expired');
  });

  it('locks and opens a course’s lessons in the reader as the learner’s subscriptions end and start', async () => {
    const learner = await signUp(t, 'clock-reader');
    const start = new Date('2031-06-01T10:00:00.000Z');
    const at = (days: number) => new Date(start.getTime() + days * dayMs);
    setNow(start);
    const first = await grantSubscription(t.db.kysely, learner.id, 'monthly', 'test', start);
    const ends = new Date(first.expires_at);
    // A second plan that starts a week after the first ends.
    const second = { ...first, id: `${first.id}-later`, starts_at: new Date(ends.getTime() + 7 * dayMs).toISOString(), expires_at: new Date(ends.getTime() + 37 * dayMs).toISOString() };
    await t.db.kysely.insertInto('subscriptions').values(second).execute();
    const premium = async () => getCourseReply.parse((await t.app.inject({ method: 'GET', url: `/api/courses/${fixtureCourseId}`, headers: learner.headers })).json()).premium;
    expect(await premium()).toBe(true);
    setNow(new Date(ends.getTime() + dayMs));
    expect(await premium()).toBe(false);
    setNow(new Date(ends.getTime() + 8 * dayMs));
    expect(await premium()).toBe(true);
    setNow(new Date(ends.getTime() + 38 * dayMs));
    expect(await premium()).toBe(false);
    setNow(at(1));
    expect(await premium()).toBe(true);
  });

  it('stamps a completed lesson with the clock’s time', async () => {
    const learner = await signUp(t, 'clock-lesson');
    const now = new Date('2031-05-01T10:00:00.000Z');
    setNow(now);
    const res = await t.app.inject({ method: 'POST', url: `/api/progress/${fixtureCourseId}/complete`, headers: learner.headers, payload: { contentId: 'fx-m1-l1' } });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.kysely.selectFrom('completed_lessons').select('completed_at').where('user_id', '=', learner.id).executeTakeFirstOrThrow();
    expect(row.completed_at).toBe(now.toISOString());
  });
});
