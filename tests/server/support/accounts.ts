import type { SessionReply } from '@shared/api/auth';
import { sessionReply } from '@shared/api/auth';
import type { TestApp } from './test-app';

let counter = 0;
export const uniqueEmail = (prefix = 'learner') => `${prefix}-${Date.now()}-${++counter}@example.in`;
export const goodPassword = 'chai-and-code-42';

export function refreshCookieOf(res: { cookies: Array<{ name: string; value: string }> }): string | undefined {
  return res.cookies.find((c) => c.name === 'ks_refresh')?.value;
}

export async function register(t: TestApp, email = uniqueEmail(), password = goodPassword): Promise<SessionReply & { refresh: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...sessionReply.parse(res.json()), refresh: refreshCookieOf(res) ?? '' };
}

export async function login(t: TestApp, email: string, password: string): Promise<SessionReply & { refresh: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { ...sessionReply.parse(res.json()), refresh: refreshCookieOf(res) ?? '' };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let signUps = 0;
/**
 * A new learner signed up from an address of their own (198.18.0.0/15, set aside for tests), so a
 * suite that makes many accounts never meets the per-address sign-up limit.
 */
export async function signUp(t: TestApp, prefix = 'learner'): Promise<{ email: string; id: string; headers: Record<string, string> }> {
  const email = uniqueEmail(prefix);
  const n = ++signUps;
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: goodPassword }, remoteAddress: `198.${18 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const session = sessionReply.parse(res.json());
  return { email, id: session.user.uid, headers: bearer(session.accessToken) };
}
