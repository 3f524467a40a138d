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
