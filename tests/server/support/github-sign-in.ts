import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Signs in through the GitHub peer as the server's OAuth flow does (start, the peer's authorize
 * redirect, the callback, a refresh) and answers the access token. `publicUrl` is the app's
 * PUBLIC_URL, which the peer redirects back to.
 */
export async function signInWithGithub(t: TestApp, publicUrl: string, returnTo: string): Promise<string> {
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/oauth/github/start?mode=redirect&returnTo=${encodeURIComponent(returnTo)}` });
  const binding = start.cookies.find((c) => c.name === 'ks_oauth')?.value ?? '';
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = String(authorize.headers.get('location')).slice(publicUrl.length);
  const callback = await t.app.inject({ method: 'GET', url: back, cookies: { ks_oauth: binding } });
  const refresh = callback.cookies.find((c) => c.name === 'ks_refresh')?.value ?? '';
  const session = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ks_refresh: refresh } });
  expect(session.statusCode, session.body).toBe(200);
  return session.json().accessToken as string;
}
