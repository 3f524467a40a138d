import { sessionReply } from '@shared/api/auth';
import { sessionVersionFreshMs } from '@server/auth/session-versions';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { bearer, login, refreshCookieOf, register } from './support/accounts';
import { createTestApp, createTestDatabase, testDialect, type TestApp, type TestDatabase } from './support/test-app';

/**
 * Ending a session takes effect at once, on every server process: sign-out and a role taken away
 * raise the user's session version, which every access token carries and every signed-in request
 * and WebSocket checks. On PostgreSQL two apps on one database play two server processes; SQLite
 * has one server per database, so there the second is the first again, and another process's
 * sign-out is played by raising the version in the database.
 */
describe('a session ended', () => {
  let database: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { AUTH_SECRET: 'a-shared-secret-for-two-processes-0001' };
    one = await createTestApp(env, database);
    two = testDialect === 'postgres' ? await createTestApp(env, database) : one;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await one?.close();
    if (two !== one) await two?.close();
    await database?.drop();
  });

  const me = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  const logout = (t: TestApp, refresh: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { ks_refresh: refresh } });
  const refresh = async (t: TestApp, cookie: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ks_refresh: cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return { ...sessionReply.parse(res.json()), refresh: refreshCookieOf(res) ?? '' };
  };

  it('refuses the access token at sign-out on the process that signed out, and on another once its second is up', async () => {
    const session = await register(one);
    expect((await me(one, session.accessToken)).statusCode).toBe(200);
    expect((await me(two, session.accessToken)).statusCode).toBe(200);
    expect((await logout(one, session.refresh)).statusCode).toBe(200);
    const here = await me(one, session.accessToken);
    expect(here.statusCode).toBe(401);
    expect(here.json()).toMatchObject({ error: { code: 'auth/session-expired' } });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + sessionVersionFreshMs + 100 });
    expect((await me(two, session.accessToken)).statusCode).toBe(401);
  });

  it('refuses a token within a second of its sessions being ended by another process, through the database', async () => {
    const session = await register(one);
    expect((await me(one, session.accessToken)).statusCode).toBe(200);
    await one.db.kysely
      .updateTable('users')
      .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
      .where('id', '=', session.user.uid)
      .execute();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + sessionVersionFreshMs + 100 });
    expect((await me(one, session.accessToken)).statusCode).toBe(401);
  });

  it('lets another device of the same learner renew its access with its own refresh cookie', async () => {
    const phone = await register(one);
    const laptop = await login(one, phone.user.email, 'chai-and-code-42');
    await logout(one, phone.refresh);
    expect((await me(one, laptop.accessToken)).statusCode).toBe(401);
    const renewed = await refresh(two, laptop.refresh);
    expect((await me(one, renewed.accessToken)).statusCode).toBe(200);
    expect((await me(two, renewed.accessToken)).statusCode).toBe(200);
    const phoneAgain = await one.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ks_refresh: phone.refresh } });
    expect(phoneAgain.statusCode).toBe(401);
  });

  it('refuses a token that carries a role an admin has taken away, and the next one is signed without it', async () => {
    const admin = await login(one, 'admin@kodeshala.local', 'demo-password-123');
    const organiser = await register(one);
    const grant = await one.app.inject({ method: 'PUT', url: `/api/admin/users/${organiser.user.uid}/roles/organiser`, headers: bearer(admin.accessToken) });
    expect(grant.statusCode, grant.body).toBe(200);
    const withRole = await refresh(one, organiser.refresh);
    const registrations = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: '/api/hackathon/admin/registrations', headers: bearer(token) });
    expect((await registrations(one, withRole.accessToken)).statusCode).toBe(200);
    const removed = await two.app.inject({ method: 'DELETE', url: `/api/admin/users/${organiser.user.uid}/roles/organiser`, headers: bearer(admin.accessToken) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await registrations(two, withRole.accessToken)).statusCode).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + sessionVersionFreshMs + 100 });
    expect((await registrations(one, withRole.accessToken)).statusCode).toBe(401);
    const without = await refresh(one, withRole.refresh);
    expect(without.user.roles).not.toContain('organiser');
    expect((await registrations(one, without.accessToken)).statusCode).toBe(403);
    expect((await me(one, admin.accessToken)).statusCode).toBe(200);
  });

  it('refuses to start a code run over the WebSocket with the token of a session ended', async () => {
    const session = await register(one);
    await logout(one, session.refresh);
    const url = await one.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/v2/piston/connect`);
    const first = new Promise<unknown>((resolve, reject) => {
      socket.once('message', (raw: WebSocket.RawData) => resolve(JSON.parse(String(raw))));
      socket.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'init', token: session.accessToken, language: 'python', version: '*', files: [{ name: 'main.py', content: 'print(1)' }] }));
    expect(await first).toEqual({ type: 'error', message: 'Your session has ended. Please sign in again.', messageId: 'auth.sessionExpired' });
    socket.close();
  });
});
