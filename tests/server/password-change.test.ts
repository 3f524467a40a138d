import { sessionReply } from '@shared/api/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, goodPassword, login, refreshCookieOf, register, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const newPassword = 'masala-dosa-and-loops-7';

/**
 * Changing the password from the profile (product.md §1.6): only with the current password, and it
 * signs out every other session of the account while the caller carries on.
 */
describe('changing the password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://kodeshala.test' });
  });
  afterAll(() => t.close());

  const change = (token: string, body: Record<string, unknown>, refresh?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password', headers: bearer(token), payload: body, ...(refresh ? { cookies: { ks_refresh: refresh } } : {}) });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ks_refresh: cookie } });
  const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const outboxOf = (to: string) => t.db.kysely.selectFrom('mail_outbox').select(['kind', 'subject', 'text_body']).where('to_address', '=', to).execute();

  it('refuses a wrong current password with a 400 and changes nothing', async () => {
    const email = uniqueEmail();
    const laptop = await register(t, email);
    const phone = await login(t, email, goodPassword);
    const res = await change(laptop.accessToken, { currentPassword: 'not-my-password', newPassword }, laptop.refresh);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'auth/wrong-password', message: 'Your current password is not correct. Your password was not changed.', messageId: 'auth.currentPasswordWrong' });
    expect((await signIn(email, goodPassword)).statusCode).toBe(200);
    expect((await signIn(email, newPassword)).statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
    expect((await me(phone.accessToken)).statusCode).toBe(200);
    expect((await refresh(phone.refresh)).statusCode).toBe(200);
    expect(await outboxOf(email)).toEqual([]);
  });

  it('takes the new password, refuses the old one, ends every other session and keeps the caller signed in', async () => {
    const email = uniqueEmail();
    const laptop = await register(t, email);
    const phone = await login(t, email, goodPassword);
    const res = await change(laptop.accessToken, { currentPassword: goodPassword, newPassword }, laptop.refresh);
    expect(res.statusCode, res.body).toBe(200);
    const session = sessionReply.parse(res.json());
    expect(session.user.email).toBe(email);
    const cookie = refreshCookieOf(res);
    expect(cookie).toBeTruthy();
    expect(cookie).not.toBe(laptop.refresh);

    // The caller: the access token it was given works, and so does its new refresh cookie.
    expect((await me(session.accessToken)).statusCode).toBe(200);
    const renewed = await refresh(cookie ?? '');
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await me(sessionReply.parse(renewed.json()).accessToken)).statusCode).toBe(200);

    // Every other session, and the tokens the caller held before, are over.
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    const phoneRefresh = await refresh(phone.refresh);
    expect(phoneRefresh.statusCode).toBe(401);
    expect(phoneRefresh.json().error.code).toBe('auth/session-expired');
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(401);

    expect((await signIn(email, goodPassword)).statusCode).toBe(401);
    expect((await signIn(email, newPassword)).statusCode).toBe(200);

    const mails = await outboxOf(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'password_changed', subject: 'Your Kodeshala password was changed' });
    expect(mails[0]?.text_body).toContain(email);
    expect(mails[0]?.text_body).toContain('http://kodeshala.test/profile');
    expect(mails[0]?.text_body).not.toContain(newPassword);
  });

  it('keeps the caller signed in when it sent no refresh cookie, with a session of its own', async () => {
    const email = uniqueEmail();
    const session = await register(t, email);
    const res = await change(session.accessToken, { currentPassword: goodPassword, newPassword });
    expect(res.statusCode, res.body).toBe(200);
    expect((await refresh(refreshCookieOf(res) ?? '')).statusCode).toBe(200);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('checks the new password with the registration rule and refuses the current one again, beside the field', async () => {
    const email = uniqueEmail('asha');
    const session = await register(t, email);
    const short = await change(session.accessToken, { currentPassword: goodPassword, newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    // The field and the rule's reason travel beside the English, so the page translates both.
    expect(short.json().error).toEqual({
      code: 'VALIDATION',
      message: 'Invalid newPassword: Password must be at least 6 characters long',
      messageId: 'http.invalidField',
      messageValues: { where: 'newPassword', reason: 'Password must be at least 6 characters long' },
    });
    const same = await change(session.accessToken, { currentPassword: goodPassword, newPassword: goodPassword });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toMatchObject({ code: 'VALIDATION', message: 'Invalid newPassword: Choose a new password that is different from your current one' });
    const empty = await change(session.accessToken, { currentPassword: '', newPassword });
    expect(empty.json().error).toMatchObject({ code: 'VALIDATION', message: 'Invalid currentPassword: Enter your current password' });
    const weak = await change(session.accessToken, { currentPassword: goodPassword, newPassword: email.split('@')[0] });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toEqual({ code: 'auth/weak-password', message: 'Password is too weak. Please choose a stronger password.', messageId: 'auth.weakPassword' });
    expect((await signIn(email, goodPassword)).statusCode).toBe(200);
  });

  it('says an account that signs in with Google or GitHub has no password to change', async () => {
    const session = await register(t);
    // What an account made through a provider looks like: no password of its own.
    await t.db.kysely.updateTable('users').set({ password_hash: null }).where('id', '=', session.user.uid).execute();
    const res = await change(session.accessToken, { currentPassword: goodPassword, newPassword });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'CONFLICT', message: 'This account signs in with Google or GitHub and has no password to change.', messageId: 'auth.noPasswordToChange' });
    expect((await me(session.accessToken)).statusCode).toBe(200);
  });

  it('slows down guesses of the current password on the account, from any address', async () => {
    const email = uniqueEmail();
    const session = await register(t, email);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: bearer(session.accessToken),
        payload: { currentPassword: `guess-${i}-password`, newPassword },
        remoteAddress: `203.0.113.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(9).fill(400), 429, 429]);
    const right = await change(session.accessToken, { currentPassword: goodPassword, newPassword });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toEqual({ code: 'auth/too-many-requests', message: 'Too many failed attempts. Please try again later.', messageId: 'auth.tooManyRequests' });
    expect((await signIn(email, goodPassword)).statusCode).toBe(200);
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password', payload: { currentPassword: goodPassword, newPassword } });
    expect(res.statusCode).toBe(401);
  });
});
