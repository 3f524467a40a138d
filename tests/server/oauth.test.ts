import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptToken } from '@server/auth/oauth/token-crypto';
import { startGithubPeer, type GithubPeer } from '../peers/github-peer';
import { startOidcPeer, type OidcPeer } from '../peers/oidc-peer';
import { bearer, register } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const publicUrl = 'http://localhost:3999';
const tokenKey = randomBytes(32).toString('hex');

/** Follows the provider's redirects with a cookie jar until the browser would come back to us. */
async function walkProvider(start: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 15; hop++) {
    if (url.startsWith(publicUrl)) return url.slice(publicUrl.length);
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}

describe('social sign-in against loopback protocol peers', () => {
  let google: OidcPeer;
  let github: GithubPeer;
  let t: TestApp;

  beforeAll(async () => {
    google = await startOidcPeer([`${publicUrl}/api/auth/oauth/google/callback`]);
    github = await startGithubPeer();
    t = await createTestApp({
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: process.env.DEBUG_OAUTH ? 'warn' : 'silent',
      TOKEN_ENCRYPTION_KEY: tokenKey,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
      GITHUB_CLIENT_ID: github.clientId,
      GITHUB_CLIENT_SECRET: github.clientSecret,
      GITHUB_AUTHORIZE_URL: `${github.baseUrl}/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${github.baseUrl}/login/oauth/access_token`,
      GITHUB_API_URL: github.baseUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await github.close();
  });

  async function signIn(provider: 'google' | 'github', mode: 'popup' | 'redirect', returnTo = '/profile') {
    const start = await t.app.inject({ method: 'GET', url: `/api/auth/oauth/${provider}/start?mode=${mode}&returnTo=${encodeURIComponent(returnTo)}` });
    expect(start.statusCode, start.body).toBe(302);
    const binding = start.cookies.find((c) => c.name === 'ks_oauth');
    expect(binding).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const authorizeUrl = new URL(String(start.headers.location));
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await walkProvider(authorizeUrl.toString());
    if (process.env.DEBUG_OAUTH) console.log('BACK', back);
    const callback = await t.app.inject({ method: 'GET', url: back, cookies: { ks_oauth: binding?.value ?? '' } });
    return { callback, back, binding: binding?.value ?? '' };
  }

  async function sessionOf(callback: { cookies: Array<{ name: string; value: string }> }) {
    const refresh = callback.cookies.find((c) => c.name === 'ks_refresh')?.value ?? '';
    return (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ks_refresh: refresh } })).json();
  }

  it('lists both providers as configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json().providers).toEqual([
      { id: 'google', name: 'Google', configured: true },
      { id: 'github', name: 'GitHub', configured: true },
    ]);
  });

  it('completes the Google (OpenID Connect) redirect flow and returns to the page asked for', async () => {
    google.nextAccount({ sub: 'g-100', email: 'asha.google@example.in', name: 'Asha Rao' });
    const { callback } = await signIn('google', 'redirect', '/courses/html-basics');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/courses/html-basics');
    const session = await sessionOf(callback);
    expect(session.user).toMatchObject({ email: 'asha.google@example.in', displayName: 'Asha Rao', providers: ['google'], emailVerified: true });
  });

  it('completes the GitHub popup flow, answers a page that messages the opener, and keeps the token encrypted', async () => {
    github.nextAccount({ id: 777, login: 'ravi-codes', name: 'Ravi', email: 'ravi.gh@example.in' });
    const { callback } = await signIn('github', 'popup');
    expect(callback.statusCode).toBe(200);
    expect(callback.headers['content-type']).toContain('text/html');
    expect(callback.headers['content-security-policy']).toContain("script-src 'self'");
    expect(callback.body).toContain('&quot;ok&quot;:true');
    expect(callback.body).toContain('/api/auth/oauth/result.js');
    const session = await sessionOf(callback);
    expect(session.user).toMatchObject({ email: 'ravi.gh@example.in', providers: ['github'] });

    const stored = await t.db.kysely.selectFrom('oauth_accounts').selectAll().where('provider', '=', 'github').where('provider_user_id', '=', '777').executeTakeFirstOrThrow();
    expect(stored.login).toBe('ravi-codes');
    expect(stored.access_token_encrypted).not.toContain('gho_');
    expect(decryptToken(stored.access_token_encrypted ?? '', tokenKey)).toBe(github.issuedTokens.at(-1));

    // Signing in again with the same GitHub account reaches the same user.
    const again = await signIn('github', 'redirect');
    expect((await sessionOf(again.callback)).user.uid).toBe(session.user.uid);
  });

  it('tells a person whose e-mail already has a password account to use that method', async () => {
    const existing = await register(t);
    github.nextAccount({ id: 888, login: 'dup', name: 'Dup', email: existing.user.email });
    const { callback } = await signIn('github', 'redirect');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toContain('oauthError=auth%2Faccount-exists-with-different-credential');
    expect(callback.cookies.find((c) => c.name === 'ks_refresh')).toBeUndefined();
    // In a popup the page reads the server's words: sign in as before, then connect GitHub.
    github.nextAccount({ id: 889, login: 'dup2', name: 'Dup', email: existing.user.email });
    const popup = await signIn('github', 'popup');
    expect(popup.callback.body).toContain('then connect GitHub from your profile');
  });

  /** Connects GitHub to a signed-in account the way the profile does: the link route, the provider, the callback. */
  async function connectGithub(accessToken: string, returnTo = '/profile') {
    const start = await t.app.inject({ method: 'POST', url: '/api/me/connections/github', headers: bearer(accessToken), payload: { returnTo } });
    expect(start.statusCode, start.body).toBe(200);
    const binding = start.cookies.find((c) => c.name === 'ks_oauth');
    expect(binding).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oauth' });
    const authorizeUrl = new URL(start.json<{ url: string }>().url);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await walkProvider(authorizeUrl.toString());
    return t.app.inject({ method: 'GET', url: back, cookies: { ks_oauth: binding?.value ?? '' } });
  }

  const me = async (accessToken: string) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(accessToken) })).json<{ uid: string; providers: string[] }>();

  it('connects GitHub to an account made with a password, whose e-mail GitHub does not share, without signing anyone in', async () => {
    const learner = await register(t);
    github.nextAccount({ id: 1201, login: 'priya-gh', name: 'Priya', email: 'priya.elsewhere@example.in' });
    const callback = await connectGithub(learner.accessToken, '/github');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/github?linked=github');
    expect(callback.cookies.find((c) => c.name === 'ks_refresh')).toBeUndefined();
    expect((await me(learner.accessToken)).providers.sort()).toEqual(['github', 'password']);
    const stored = await t.db.kysely.selectFrom('oauth_accounts').selectAll().where('provider_user_id', '=', '1201').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: learner.user.uid, login: 'priya-gh' });
    expect(decryptToken(stored.access_token_encrypted ?? '', tokenKey)).toBe(github.issuedTokens.at(-1));
    // The GitHub screen reaches the repositories through it.
    const status = await t.app.inject({ method: 'GET', url: '/api/playground/github', headers: bearer(learner.accessToken) });
    expect(status.json()).toMatchObject({ connected: true, login: 'priya-gh' });

    // Continue with GitHub now signs in to that same account, not a second one.
    github.nextAccount({ id: 1201, login: 'priya-gh', name: 'Priya', email: 'priya.elsewhere@example.in' });
    const again = await signIn('github', 'redirect');
    expect((await sessionOf(again.callback)).user.uid).toBe(learner.user.uid);
    expect(await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'priya.elsewhere@example.in').execute()).toEqual([]);
  });

  it('leaves a GitHub account connected to someone else where it is, and says so', async () => {
    const owner = await register(t);
    github.nextAccount({ id: 1301, login: 'taken', name: 'Taken', email: 'taken@example.in' });
    await connectGithub(owner.accessToken);
    const other = await register(t);
    github.nextAccount({ id: 1301, login: 'taken', name: 'Taken', email: 'taken@example.in' });
    const callback = await connectGithub(other.accessToken);
    expect(callback.headers.location).toBe('/profile?linkError=auth%2Fprovider-linked-elsewhere');
    expect((await me(other.accessToken)).providers).toEqual(['password']);
    const links = await t.db.kysely.selectFrom('oauth_accounts').select('user_id').where('provider_user_id', '=', '1301').execute();
    expect(links).toEqual([{ user_id: owner.user.uid }]);
  });

  it('disconnects GitHub from an account that has a password, and refuses when GitHub is its only way in', async () => {
    const learner = await register(t);
    github.nextAccount({ id: 1401, login: 'leaver', name: 'Leaver', email: 'leaver@example.in' });
    await connectGithub(learner.accessToken);
    const unlinked = await t.app.inject({ method: 'DELETE', url: '/api/me/connections/github', headers: bearer(learner.accessToken) });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json<{ providers: string[] }>().providers).toEqual(['password']);
    expect(await t.db.kysely.selectFrom('oauth_accounts').select('user_id').where('provider_user_id', '=', '1401').execute()).toEqual([]);

    github.nextAccount({ id: 1402, login: 'only-gh', name: 'Only', email: 'only.gh@example.in' });
    const session = await sessionOf((await signIn('github', 'redirect')).callback);
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/me/connections/github', headers: bearer(session.accessToken) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'auth/last-sign-in-method', message: 'GitHub is the only way you sign in to this account, so it cannot be disconnected.', messageId: 'auth.githubOnlySignIn' } });
    expect((await me(session.accessToken)).providers).toEqual(['github']);
  });

  it('connects only GitHub, and only for a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/me/connections/github', payload: {} })).statusCode).toBe(401);
    const learner = await register(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/me/connections/google', headers: bearer(learner.accessToken), payload: {} })).statusCode).toBe(400);
  });

  it('refuses a tampered state and a callback from another browser, changing nothing', async () => {
    const users = (await t.db.kysely.selectFrom('users').select('id').execute()).length;
    github.nextAccount({ id: 999, login: 'mallory', name: 'Mallory', email: 'mallory@example.in' });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/github/start?mode=redirect' });
    const binding = start.cookies.find((c) => c.name === 'ks_oauth')?.value ?? '';
    const back = await walkProvider(String(start.headers.location));
    const tampered = back.replace(/state=[^&]+/, 'state=forged-state');
    const forged = await t.app.inject({ method: 'GET', url: tampered, cookies: { ks_oauth: binding } });
    expect(forged.headers.location).toContain('oauthError=auth%2Finvalid-state');
    const otherBrowser = await t.app.inject({ method: 'GET', url: back, cookies: { ks_oauth: 'someone-else' } });
    expect(otherBrowser.headers.location).toContain('oauthError=auth%2Finvalid-state');
    // The state was spent by that attempt: the rightful browser cannot replay it either.
    const replay = await t.app.inject({ method: 'GET', url: back, cookies: { ks_oauth: binding } });
    expect(replay.headers.location).toContain('oauthError=auth%2Finvalid-state');
    expect((await t.db.kysely.selectFrom('users').select('id').execute()).length).toBe(users);
  });

  it('never sends the browser to another site after sign-in', async () => {
    google.nextAccount({ sub: 'g-200', email: 'open.redirect@example.in', name: 'Test' });
    const { callback } = await signIn('google', 'redirect', 'https://evil.example/steal');
    expect(callback.headers.location).toBe('/dashboard');
  });

  it('reports a declined consent as a cancelled sign-in', async () => {
    google.denyNext();
    const { callback } = await signIn('google', 'redirect');
    expect(callback.headers.location).toContain('oauthError=auth%2Fcancelled');
  });
});

describe('social sign-in when a provider is missing or unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: the provider cannot be reached.
    t = await createTestApp({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('says so instead of failing later, and names the provider in the timeout message', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json().providers).toContainEqual({ id: 'github', name: 'GitHub', configured: false });
    const github = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/github/start?mode=popup' });
    expect(github.body).toContain('auth/provider-not-configured');
    const google = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/google/start?mode=popup' });
    expect(google.statusCode).toBe(200);
    expect(google.body).toContain('auth/timeout');
    expect(google.body).toContain('Authentication timed out. Please try again.');
  });
});
