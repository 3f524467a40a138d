import { sessionReply, type SessionReply } from '@shared/api/auth';
import { errorReply } from '@shared/api/error-reply';
import { defaultTimeoutMs, retryDelayMs, shouldRetry } from '@shared/http/retry';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { withRefreshLock } from './refresh-lock';
import { accessToken, accessTokenExpired, endSession, sessionSnapshot, startSession } from './session-token';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readError(response: Response): Promise<ApiError> {
  const parsed = errorReply.safeParse(await response.json().catch(() => null));
  if (parsed.success) return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
  return new ApiError(response.status, 'BAD_RESPONSE', `The server answered ${response.status}. Please try again.`);
}

function headersFor(body: unknown, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * One call with the spec's retry rule: only 502, 503 and 504 are retried (3 tries, 1 s × attempt),
 * and the call gives up after the timeout (15 s by default).
 */
async function send<S extends z.ZodType>(path: string, reply: S, options: RequestOptions, token: string | null): Promise<z.infer<S>> {
  const { method = 'GET', body, timeoutMs = defaultTimeoutMs, signal } = options;
  for (let attempt = 1; ; attempt++) {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers: headersFor(body, token),
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (timeout.aborted) throw new ApiError(0, 'TIMEOUT', 'Request timeout. Please check your internet connection and try again.');
      if (signal?.aborted) throw error;
      throw new ApiError(0, 'NETWORK', 'Network error. Please check your internet connection.');
    }
    if (response.ok) {
      const parsed = reply.safeParse(await response.json());
      if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE', 'Received response in unexpected format.');
      return parsed.data;
    }
    if (!shouldRetry(response.status, attempt)) throw await readError(response);
    await sleep(retryDelayMs(attempt));
  }
}

let pendingRefresh: Promise<SessionReply | null> | null = null;

/**
 * Trades the refresh cookie for a new access token. One refresh at a time: the server rotates the
 * refresh token, so two parallel refreshes would present the same token twice. Answers null when
 * the server has no session (401); throws on any other failure, which says nothing about the session.
 */
export function refreshSession(options: { timeoutMs?: number } = {}): Promise<SessionReply | null> {
  pendingRefresh ??= (async () => {
    try {
      // Other tabs rotate the same cookie: take turns with them, then send whatever cookie is current.
      const session = await withRefreshLock(() => send('/api/auth/refresh', sessionReply, { method: 'POST', timeoutMs: options.timeoutMs }, null));
      startSession(session);
      return session;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      endSession(sessionSnapshot().status === 'signed-in' ? 'expired' : null);
      return null;
    } finally {
      pendingRefresh = null;
    }
  })();
  return pendingRefresh;
}

const isAuthRoute = (path: string) => path.startsWith('/api/auth/');

/**
 * Calls the platform API with the signed-in user's bearer token and parses the reply with its
 * shared contract. A 401 from a non-auth route means the access token ran out: refresh once and
 * retry; when the refresh fails too, the caller gets the original 401.
 */
export async function apiRequest<S extends z.ZodType>(path: string, reply: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  if (!isAuthRoute(path) && accessTokenExpired()) await refreshSession().catch(() => null);
  const token = accessToken();
  try {
    return await send(path, reply, options, token);
  } catch (error) {
    if (isAuthRoute(path) || !token || !(error instanceof ApiError) || error.status !== 401) throw error;
    const session = await refreshSession().catch(() => null);
    if (!session) throw error;
    return send(path, reply, options, session.accessToken);
  }
}
