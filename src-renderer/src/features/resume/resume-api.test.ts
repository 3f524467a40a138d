import { emptyResume } from '@shared/resume/resume';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { endSession, startSession } from '../../api/session-token';
import { saveFailure, saveOnExit } from './resume-api';
import { sampleMe } from '../../api/testing/me';

const user = sampleMe();

describe('saveOnExit', () => {
  afterEach(() => {
    endSession(null);
    vi.unstubAllGlobals();
  });

  it('sends the last save as a keepalive request with its Idempotency-Key', () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    startSession({ accessToken: 'token-1', expiresAt: new Date(Date.now() + 60_000).toISOString(), user });
    const resume = { ...emptyResume(), firstName: 'Asha' };
    saveOnExit(resume, 't1', 'exit-key-0001');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/resume');
    expect(init?.keepalive).toBe(true);
    const headers = new Headers(init?.headers);
    expect(headers.get('idempotency-key')).toBe('exit-key-0001');
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(init?.body))).toEqual({ resume, baseUpdatedAt: 't1' });
  });

  it('sends nothing without a session', () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    saveOnExit({ ...emptyResume(), firstName: 'Asha' }, null, 'exit-key-0002');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('saveFailure', () => {
  it('a 409 with the stored copy is a conflict carrying that copy', () => {
    const current = { ...emptyResume(), firstName: 'Asha', updatedAt: '2026-01-02T03:04:05.000Z' };
    const error = new ApiError(409, 'CONFLICT', 'changed elsewhere', { error: { code: 'CONFLICT', message: 'changed elsewhere' }, current });
    expect(saveFailure(error)).toEqual({ kind: 'conflict', current });
  });

  it('no answer, a timeout or a server error is worth retrying', () => {
    expect(saveFailure(new ApiError(0, 'NETWORK', 'Network error.'))).toEqual({ kind: 'offline' });
    expect(saveFailure(new ApiError(0, 'TIMEOUT', 'Request timeout.'))).toEqual({ kind: 'offline' });
    expect(saveFailure(new ApiError(503, 'INTERNAL', 'down'))).toEqual({ kind: 'offline' });
    expect(saveFailure(new ApiError(429, 'RATE_LIMITED', 'Too many requests'))).toEqual({ kind: 'offline' });
    // The same save sent again while the server still applies its first copy.
    expect(saveFailure(new ApiError(409, 'CONFLICT', 'This change is still being saved; try again in a moment.', undefined, '1'))).toEqual({ kind: 'offline' });
    expect(saveFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
  });

  it('a 409 without the stored copy and without Retry-After is shown in the server’s words', () => {
    expect(saveFailure(new ApiError(409, 'CONFLICT', 'Changed elsewhere.'))).toEqual({ kind: 'refused', message: 'Changed elsewhere.' });
  });

  it('a refusal is shown in the server’s words and not retried', () => {
    expect(saveFailure(new ApiError(400, 'VALIDATION', 'Invalid resume.email: Invalid email format'))).toEqual({ kind: 'refused', message: 'Invalid resume.email: Invalid email format' });
    expect(saveFailure(new ApiError(401, 'UNAUTHENTICATED', 'Please login to save resume'))).toEqual({ kind: 'refused', message: 'Please login to save resume' });
  });
});
