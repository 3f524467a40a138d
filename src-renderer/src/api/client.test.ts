import { profileRoutes } from '@shared/api/routes/profile';
import { paymentsRoutes } from '@shared/api/routes/payments';
import { authRoutes } from '@shared/api/routes/auth';
import { plansRoutes } from '@shared/api/routes/plans';
import { tutorRoutes } from '@shared/api/routes/tutor';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { api, download, openEventStream, upload } from './client';
import { startSession } from './session-token';
import { sampleMe } from './testing/me';

const user = sampleMe();
const later = () => new Date(Date.now() + 15 * 60_000).toISOString();
const plan = { key: 'monthly', name: 'Monthly', priceRupees: 299, amountPaise: 29900, currency: 'INR', durationLabel: '1 month', popular: true, features: [] };

/** Answers as the server does after an access token expired: it knows only the token its refresh route hands out. */
async function server(seen: string[], path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const method = init.method ?? 'GET';
  seen.push(`${method} ${path} ${headers.get('authorization') ?? '-'}`);
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (path === '/api/auth/refresh') return json(200, { accessToken: 'fresh', expiresAt: later(), user });
  if (path === '/api/auth/login') return json(401, { error: { code: 'auth/wrong-password', message: 'Incorrect password. Please try again.' } });
  if (headers.get('authorization') !== 'Bearer fresh') return json(401, { error: { code: 'auth/session-expired', message: 'Your session has ended. Please sign in again.' } });
  if (path === '/api/me/photo' && init.body instanceof FormData && init.body.has('photo')) return json(200, { ...user, photoURL: '/api/photos/new.webp' });
  if (path.endsWith('/receipt.pdf')) return new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
  if (path === '/api/chat' && headers.get('content-type') === 'application/json') return new Response('data: {"done":true}\n\n', { headers: { 'content-type': 'text/event-stream' } });
  if (path === '/api/plans/monthly') return json(200, plan);
  if (path === '/api/auth/password') return json(200, { accessToken: 'after-change', expiresAt: later(), user });
  if (path === '/api/plans/yearly') return json(409, { error: { code: 'CONFLICT', message: 'Changed elsewhere.' }, current: { key: 'yearly' } });
  if (path === '/api/plans/quarterly') {
    return new Response(JSON.stringify({ error: { code: 'CONFLICT', message: 'This change is still being saved; try again in a moment.' } }), {
      status: 409,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
    });
  }
  return json(404, { error: { code: 'NOT_FOUND', message: 'No such route.' } });
}

describe('the API client', () => {
  const seen: string[] = [];
  beforeAll(() => {
    vi.stubGlobal('fetch', (path: string, init?: RequestInit) => server(seen, path, init));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  beforeEach(() => {
    seen.length = 0;
    startSession({ accessToken: 'stale', expiresAt: later(), user });
  });

  const refreshedOnce = (method: string, path: string) =>
    expect(seen).toEqual([`${method} ${path} Bearer stale`, 'POST /api/auth/refresh -', `${method} ${path} Bearer fresh`]);

  it('builds the path from the params and parses the reply by the contract', async () => {
    const reply = await api(plansRoutes.get, { params: { key: 'monthly' } });
    expect(reply.amountPaise).toBe(29900);
    refreshedOnce('GET', '/api/plans/monthly');
  });

  it('renews the session for the signed-in route under /api/auth, changing the password', async () => {
    const reply = await api(authRoutes.changePassword, { body: { currentPassword: 'chai-and-code-42', newPassword: 'masala-dosa-7' } });
    expect(reply.accessToken).toBe('after-change');
    refreshedOnce('POST', '/api/auth/password');
  });

  it('never renews the session around a refused sign-in, whose 401 is not an ended token', async () => {
    const error: unknown = await api(authRoutes.login, { body: { email: 'learner@example.com', password: 'not-my-password' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'auth/wrong-password' });
    expect(seen).toEqual(['POST /api/auth/login Bearer stale']);
  });

  it('an error keeps the whole reply, for the replies that carry more than a message', async () => {
    const error: unknown = await api(plansRoutes.get, { params: { key: 'yearly' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Changed elsewhere.', body: { current: { key: 'yearly' } } });
    expect((error as ApiError).retryAfter).toBeUndefined();
  });

  it('an error keeps its Retry-After, by which a write still being applied is told from a conflict', async () => {
    const error: unknown = await api(plansRoutes.get, { params: { key: 'quarterly' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, retryAfter: '1' });
  });

  it('uploads form data with the session and tries once more after a 401', async () => {
    const form = new FormData();
    form.append('photo', new Blob(['png']), 'me.png');
    const me = await upload(profileRoutes.uploadPhoto, form);
    expect(me.photoURL).toBe('/api/photos/new.webp');
    refreshedOnce('POST', '/api/me/photo');
  });

  it('downloads a file with the session and tries once more after a 401', async () => {
    const id = '7b0f3c2e-1d4a-4b7e-9a51-0c6f2d8e9b13';
    const pdf = await download(paymentsRoutes.receipt, { params: { id } });
    expect(await pdf.text()).toBe('%PDF-1.4');
    refreshedOnce('GET', `/api/payments/${id}/receipt.pdf`);
  });

  it('opens the event stream with the session and tries once more after a 401', async () => {
    const response = await openEventStream(tutorRoutes.ask, { body: { message: 'What is a loop?' }, signal: new AbortController().signal });
    expect(await response.text()).toContain('"done":true');
    refreshedOnce('POST', '/api/chat');
  });
});
