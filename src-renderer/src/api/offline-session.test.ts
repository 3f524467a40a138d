import { plansRoutes } from '@shared/api/routes/plans';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';
import { accessToken, endSession, keepSessionOffline, sessionSnapshot, startSession } from './session-token';
import { sampleMe } from './testing/me';

const user = sampleMe({ uid: 'u-offline', email: 'reader@example.com', displayName: 'Reader', roles: ['learner', 'organiser'], handle: 'reader' });
const later = () => new Date(Date.now() + 15 * 60_000).toISOString();
const plan = { key: 'monthly', name: 'Monthly', priceRupees: 299, amountPaise: 29900, currency: 'INR', durationLabel: '1 month', popular: true, features: [] };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** localStorage as the browser keeps it: strings by key. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('a session kept through a page load without a network', () => {
  let network: 'down' | 'up' | 'session-over' = 'down';
  const seen: string[] = [];
  const storage = memoryStorage();

  beforeEach(() => {
    vi.stubGlobal('localStorage', storage);
    // The plan answers from the service worker's copy when the network is down, with or without a token.
    vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
      const token = new Headers(init.headers).get('authorization') ?? '-';
      seen.push(`${init.method ?? 'GET'} ${path} ${token}`);
      if (path === '/api/auth/refresh') {
        if (network === 'down') throw new TypeError('Failed to fetch');
        if (network === 'session-over') return json(401, { error: { code: 'auth/session-expired', message: 'Your session has ended. Please sign in again.' } });
        return json(200, { accessToken: 'fresh', expiresAt: later(), user });
      }
      if (network === 'down' || token === 'Bearer fresh') return json(200, plan);
      return json(401, { error: { code: 'auth/session-expired', message: 'Your session has ended. Please sign in again.' } });
    });
    seen.length = 0;
    network = 'down';
    startSession({ accessToken: 'earlier', expiresAt: later(), user });
  });
  afterAll(() => {
    endSession(null);
    vi.unstubAllGlobals();
  });

  it('keeps the last signed-in user and roles, never a token, in storage', () => {
    expect(JSON.stringify([...Array(storage.length).keys()].map((i) => storage.getItem(storage.key(i) ?? '')))).not.toContain('earlier');
    expect(keepSessionOffline()).toBe(true);
    expect(sessionSnapshot()).toMatchObject({ status: 'signed-in', offline: true, user: { uid: user.uid, roles: ['learner', 'organiser'] } });
    expect(accessToken()).toBeNull();
  });

  it('reads offline without a token, then refreshes before the first call once the network is back', async () => {
    keepSessionOffline();
    expect((await api(plansRoutes.get, { params: { key: 'monthly' } })).key).toBe('monthly');
    expect(seen).toEqual(['POST /api/auth/refresh -', 'GET /api/plans/monthly -']);
    expect(sessionSnapshot().offline).toBe(true);

    network = 'up';
    seen.length = 0;
    expect((await api(plansRoutes.get, { params: { key: 'monthly' } })).key).toBe('monthly');
    expect(seen).toEqual(['POST /api/auth/refresh -', 'GET /api/plans/monthly Bearer fresh']);
    expect(sessionSnapshot()).toMatchObject({ status: 'signed-in', offline: false });
  });

  it('ends the session, and forgets its user, when the server says it is over', async () => {
    keepSessionOffline();
    network = 'session-over';
    await api(plansRoutes.get, { params: { key: 'monthly' } }).catch(() => undefined);
    expect(sessionSnapshot()).toMatchObject({ status: 'signed-out', reason: 'expired', offline: false });
    expect(keepSessionOffline()).toBe(false);
  });

  it('knows no user to keep after a sign-out', () => {
    endSession('signed-out');
    expect(keepSessionOffline()).toBe(false);
    expect(sessionSnapshot().status).toBe('signed-out');
  });
});
