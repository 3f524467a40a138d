import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meReply } from '@shared/api/profile';
import { bearer, goodPassword, login, refreshCookieOf, register, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const secret = 'a-test-secret-that-is-long-enough-123';
const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-clock-')), 'now');
/** Sets the server's "now" (the test clock seam of config.ts); without the file it is the real time. */
const setNow = (ms: number) => fs.writeFileSync(clockFile, new Date(ms).toISOString());
beforeEach(() => fs.rmSync(clockFile, { force: true }));

describe('e-mail and password accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_SECRET: secret, ADMIN_EMAILS: 'boss@kodeshala.in', KODESHALA_TEST_CLOCK_FILE: clockFile });
  });
  afterAll(() => t.close());

  it('registers a new learner, sets an httpOnly refresh cookie and knows them on /api/me', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: `  ${email.toUpperCase()} `, password: goodPassword } });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'ks_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    // The page's only clue that a session exists, so a visitor's page load need not ask.
    const hint = res.cookies.find((c) => c.name === 'ks_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Strict', path: '/', maxAge: cookie?.maxAge });
    expect(hint?.httpOnly).toBeFalsy();
    const session = res.json();
    expect(session.user).toMatchObject({ email, roles: ['learner'], isNewUser: true, providers: ['password'], displayName: email.split('@')[0] });

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(meReply.parse(me.json()).email).toBe(email);
  });

  it('refuses a second account with the same e-mail', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'another-good-pass' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'auth/email-already-in-use', message: 'An account with this email already exists.', messageId: 'auth.emailInUse' });
  });

  it('refuses weak, short, huge and malformed input with the spec messages and writes nothing', async () => {
    const weak = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: 'password' } });
    expect(weak.json().error).toEqual({ code: 'auth/weak-password', message: 'Password is too weak. Please choose a stronger password.', messageId: 'auth.weakPassword' });
    const short = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: 'abc' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('Password must be at least 6 characters long');
    const badEmail = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'asha@nowhere', password: goodPassword } });
    expect(badEmail.json().error.message).toContain('Please enter a valid email address');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    const wrongShape = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ['a@b.in'], password: 5 } });
    expect(wrongShape.statusCode).toBe(400);
    const users = await t.db.kysely.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email)).not.toContain('asha@nowhere');
  });

  it('keeps names with SQL and HTML in them as plain text', async () => {
    const session = await register(t);
    const name = `Robert'); DROP TABLE users;-- <img src=x onerror=alert(1)>`;
    const res = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(session.accessToken), payload: { displayName: name } });
    expect(res.statusCode).toBe(200);
    expect(res.json().displayName).toBe(name);
    expect(await t.db.kysely.selectFrom('users').select('id').execute()).not.toHaveLength(0);
    const blank = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(session.accessToken), payload: { displayName: '   ' } });
    expect(blank.statusCode).toBe(400);
  });

  it('tells an unknown account from a wrong password with the spec messages', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not-my-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: 'auth/wrong-password', message: 'Incorrect password. Please try again.', messageId: 'auth.wrongPassword' });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('nobody'), password: 'whatever-123' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'auth/user-not-found', message: 'No account found with this email address.', messageId: 'auth.userNotFound' });
    const ok = await login(t, email, goodPassword);
    expect(ok.user.email).toBe(email);
  });

  it('rate-limits 20 wrong passwords in a row with the spec message, even for the right password then', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const statuses: number[] = [];
    let last: { code: string; message: string } | undefined;
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: `wrong-${i}-password` } });
      statuses.push(res.statusCode);
      last = res.json().error;
    }
    expect(statuses.slice(0, 9).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(last).toEqual({ code: 'auth/too-many-requests', message: 'Too many failed attempts. Please try again later.', messageId: 'auth.tooManyRequests' });
    const right = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: goodPassword } });
    expect(right.statusCode).toBe(429);
  });

  it('slows only the address that guessed: the learner still signs in from elsewhere, and the cool-down grows', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const from = (remoteAddress: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
    const stranger = '203.0.113.7';
    const start = Date.now();
    setNow(start);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await from(stranger, `wrong-${i}-password`)).statusCode);
    expect(statuses).toEqual([...Array<number>(9).fill(401), 429]);
    expect((await from(stranger, goodPassword)).statusCode).toBe(429);

    const learner = await from('198.51.100.20', goodPassword);
    expect(learner.statusCode, learner.body).toBe(200);
    expect(learner.json().user.email).toBe(email);
    const typo = await from('192.0.2.9', 'not-my-password');
    expect(typo.json().error.code).toBe('auth/wrong-password');

    // The first cool-down is a minute; the next miss after it costs two.
    setNow(start + 61_000);
    const again = await from(stranger, 'wrong-again-password');
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toEqual({ code: 'auth/too-many-requests', message: 'Too many failed attempts. Please try again later.', messageId: 'auth.tooManyRequests' });
    setNow(start + 61_000 + 90_000);
    expect((await from(stranger, goodPassword)).statusCode).toBe(429);
    setNow(start + 61_000 + 121_000);
    expect((await from(stranger, goodPassword)).statusCode).toBe(200);
  });

  it('grants ADMIN_EMAILS the admin role at sign-in', async () => {
    const session = await register(t, 'boss@kodeshala.in');
    expect(session.user.roles).toEqual(['admin', 'learner']);
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_SECRET: secret, KODESHALA_TEST_CLOCK_FILE: clockFile });
  });
  afterAll(() => t.close());

  const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ks_refresh: cookie } });

  it('rotates the refresh token, and an old one replayed after the grace window revokes the whole session', async () => {
    const session = await register(t);
    const start = Date.now();
    setNow(start);
    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookieOf(first);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(session.refresh);

    setNow(start + 11_000);
    const replay = await refresh(session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('auth/session-expired');
    // The thief's replay also ends the rightful holder's session.
    expect((await refresh(rotated ?? '')).statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same cookie at once: both get a session, and it goes on', async () => {
    const session = await register(t);
    const [a, b] = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().user.uid).toBe(session.user.uid);
    expect(b.json().user.uid).toBe(session.user.uid);
    // Whichever answer the browser kept last, its cookie refreshes again.
    for (const kept of [refreshCookieOf(a), refreshCookieOf(b)]) {
      const next = await refresh(kept ?? '');
      expect(next.statusCode, next.body).toBe(200);
    }
  });

  it('accepts a just-rotated token again within seconds, and refuses it afterwards', async () => {
    const session = await register(t);
    const start = Date.now();
    setNow(start);
    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    setNow(start + 5_000);
    const late = await refresh(session.refresh);
    expect(late.statusCode, late.body).toBe(200);
    const kept = refreshCookieOf(late);
    expect(kept).toBeDefined();
    expect(kept).not.toBe(refreshCookieOf(first));

    setNow(start + 20_000);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    // That replay revoked the family: the tokens handed out in the window end too.
    expect((await refresh(kept ?? '')).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(first) ?? '')).statusCode).toBe(401);
  });

  it('refuses a just-rotated token within the grace window once the session is signed out', async () => {
    const session = await register(t);
    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { ks_refresh: refreshCookieOf(first) ?? '' } });
    const again = await refresh(session.refresh);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('auth/session-expired');
  });

  it('signs out on the server: the refresh cookie no longer works', async () => {
    const session = await register(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { ks_refresh: session.refresh } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'ks_signed_in')).toMatchObject({ value: '', path: '/' });
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it("dates a new account and its sign-out by the app's clock", async () => {
    const instant = '2030-05-06T07:08:09.000Z';
    setNow(Date.parse(instant));
    const session = await register(t);
    const user = await t.db.kysely.selectFrom('users').select(['created_at', 'updated_at']).where('id', '=', session.user.uid).executeTakeFirstOrThrow();
    expect(user).toEqual({ created_at: instant, updated_at: instant });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { ks_refresh: session.refresh } })).statusCode).toBe(200);
    const tokens = await t.db.kysely.selectFrom('refresh_tokens').select('revoked_at').where('user_id', '=', session.user.uid).execute();
    expect(tokens.map((row) => row.revoked_at)).toEqual([instant]);
  });

  it('answers 401 without a cookie, with a made-up one, and for forged or expired tokens', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    expect((await refresh('made-up')).statusCode).toBe(401);
    const session = await register(t);
    const forged = await new SignJWT({ roles: ['admin'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.uid)
      .setIssuer('kodeshala')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('someone-elses-secret-that-is-long-enough'));
    const expired = await new SignJWT({ roles: ['learner'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.uid)
      .setIssuer('kodeshala')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    for (const token of [forged, expired, 'not.a.token', `${session.accessToken}x`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(res.statusCode, token).toBe(401);
    }
  });
});

describe('per-address limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stops a 21st registration from one address within 15 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail('burst'), password: 'chai-and-code-42' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
