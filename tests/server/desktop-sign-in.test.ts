import { createHash, randomBytes } from 'node:crypto';
import { desktopCodeReply } from '@shared/api/desktop-sign-in';
import { authMessages } from '@shared/auth/messages';
import { sessionReply } from '@shared/api/auth';
import { meReply } from '@shared/api/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, refreshCookieOf, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the desktop app keeps (the verifier) and sends through the browser (the challenge). */
function pkce() {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

let address = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `198.51.100.${++address % 250}` });

async function codeFor(headers: Record<string, string>, challenge: string) {
  const res = await post('/api/desktop-sign-in/code', { challenge }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return desktopCodeReply.parse(res.json()).code;
}

describe('signing the desktop app in through the browser', () => {
  it('trades the code and the verifier for a session of the browser’s account, once', async () => {
    const learner = await signUp(t, 'desktop');
    const { verifier, challenge } = pkce();
    const code = await codeFor(learner.headers, challenge);

    const traded = await post('/api/auth/desktop/token', { code, verifier });
    expect(traded.statusCode, traded.body).toBe(200);
    const session = sessionReply.parse(traded.json());
    expect(session.user.email).toBe(learner.email);
    expect(refreshCookieOf(traded)).toBeTruthy();
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.accessToken) });
    expect(meReply.parse(me.json()).uid).toBe(learner.id);

    const again = await post('/api/auth/desktop/token', { code, verifier });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(authMessages.desktopLinkExpired);
  });

  it('refuses a code with another verifier, and the code is then used up for the right one too', async () => {
    const learner = await signUp(t, 'desktop');
    const { verifier, challenge } = pkce();
    const code = await codeFor(learner.headers, challenge);
    const wrong = await post('/api/auth/desktop/token', { code, verifier: pkce().verifier });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(authMessages.desktopLinkExpired);
    expect((await post('/api/auth/desktop/token', { code, verifier })).statusCode).toBe(400);
  });

  it('lets one of many racing trades of a code win', async () => {
    const learner = await signUp(t, 'desktop');
    const { verifier, challenge } = pkce();
    const code = await codeFor(learner.headers, challenge);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/api/auth/desktop/token', { code, verifier })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
  });

  it('refuses a code past its five minutes', async () => {
    const learner = await signUp(t, 'desktop');
    const { verifier, challenge } = pkce();
    const code = await codeFor(learner.headers, challenge);
    const codeHash = createHash('sha256').update(code).digest('hex');
    await t.db.kysely.updateTable('desktop_sign_in_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('code_hash', '=', codeHash).execute();
    expect((await post('/api/auth/desktop/token', { code, verifier })).statusCode).toBe(400);
  });

  it('keeps only a hash of the code, and asks a signed-in caller with a well-formed challenge', async () => {
    const learner = await signUp(t, 'desktop');
    const { challenge } = pkce();
    const code = await codeFor(learner.headers, challenge);
    const rows = await t.db.kysely.selectFrom('desktop_sign_in_codes').select('code_hash').where('user_id', '=', learner.id).execute();
    expect(rows.map((row) => row.code_hash)).not.toContain(code);
    expect((await post('/api/desktop-sign-in/code', { challenge })).statusCode).toBe(401);
    const bad = await post('/api/desktop-sign-in/code', { challenge: 'too-short' }, learner.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(authMessages.desktopNotFromApp);
    const malformed = await post('/api/auth/desktop/token', { code: 'x', verifier: 'y' });
    expect(malformed.statusCode).toBe(400);
  });
});
