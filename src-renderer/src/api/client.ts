import type { SessionReply } from '@shared/api/auth';
import { errorReply } from '@shared/api/error-reply';
import { routePath, type Method, type RouteContract } from '@shared/api/route';
import { authRoutes } from '@shared/api/routes/auth';
import { defaultTimeoutMs, retryDelayMs, shouldRetry } from '@shared/http/retry';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { withRefreshLock } from './refresh-lock';
import { accessToken, accessTokenExpired, endSession, sessionSnapshot, startSession } from './session-token';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = errorReply.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.error.code, parsed.data.error, body, response.headers.get('retry-after') ?? undefined);
  return new ApiError(response.status, 'BAD_RESPONSE', `The server answered ${response.status}. Please try again.`);
}

interface Transfer {
  method: Method;
  headers: Record<string, string>;
  body?: string | FormData;
  /** null: no timeout, for a reply that streams for as long as it needs. */
  timeoutMs: number | null;
  signal?: AbortSignal;
}

/**
 * One request with the spec's retry rule: only 502, 503 and 504 are retried (3 tries, 1 s × attempt),
 * and each try gives up after its timeout. Answers the successful response; throws an ApiError
 * carrying the server's code and message for any other.
 */
async function exchange(path: string, transfer: Transfer, token: string | null): Promise<Response> {
  const { method, headers, body, timeoutMs, signal } = transfer;
  for (let attempt = 1; ; attempt++) {
    const timeout = timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs);
    const signals = [signal, timeout].filter((s): s is AbortSignal => s !== undefined);
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
        body,
        credentials: 'same-origin',
        signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
      });
    } catch (error) {
      if (timeout?.aborted) throw new ApiError(0, 'TIMEOUT', 'Request timeout. Please check your internet connection and try again.');
      if (signal?.aborted) throw error;
      throw new ApiError(0, 'NETWORK', 'Network error. Please check your internet connection.');
    }
    if (response.ok) return response;
    if (!shouldRetry(response.status, attempt)) throw await readError(response);
    await sleep(retryDelayMs(attempt));
  }
}

async function parseReply<S extends z.ZodType>(reply: S, response: Response): Promise<z.infer<S>> {
  const parsed = reply.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE', 'Received response in unexpected format.');
  return parsed.data;
}

/** One JSON call with a given token (or none). */
async function send<S extends z.ZodType>(path: string, reply: S, options: RequestOptions, token: string | null): Promise<z.infer<S>> {
  const { method = 'GET', body, timeoutMs = defaultTimeoutMs, signal, idempotencyKey } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  const response = await exchange(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), timeoutMs, signal }, token);
  return parseReply(reply, response);
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
      const session = await withRefreshLock(() => send(authRoutes.refresh.path, authRoutes.refresh.reply, { method: authRoutes.refresh.method, timeoutMs: options.timeoutMs }, null));
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

/**
 * Sign-in, refresh and sign-out answer 401 for a refused sign-in, not an ended token, so a call to
 * them never renews the session first or after; a signed-in route under /api/auth (changing the
 * password) renews like any other.
 */
const renewsSession = (contract: Pick<RouteContract, 'access' | 'path'>) => contract.access !== 'public' || !contract.path.startsWith('/api/auth/');

/** A token about to run out, or a session kept through an offline page load that has none yet. */
const needsRefresh = () => accessTokenExpired() || sessionSnapshot().offline;

/**
 * Makes a call as the signed-in user, whatever it sends and answers: the bearer token, a refresh
 * first when the token is about to run out, and after a 401 from a route that renews one refresh and
 * one more try; when the refresh fails too, the caller gets the original 401.
 */
async function asUser<T>(contract: RouteContract, call: (token: string | null) => Promise<T>): Promise<T> {
  const renews = renewsSession(contract);
  if (renews && needsRefresh()) await refreshSession().catch(() => null);
  const token = accessToken();
  try {
    return await call(token);
  } catch (error) {
    if (!renews || !token || !(error instanceof ApiError) || error.status !== 401) throw error;
    const session = await refreshSession().catch(() => null);
    if (!session) throw error;
    return call(session.accessToken);
  }
}

/**
 * The access token for a connection that carries it itself (the runner's WebSocket sends it in
 * its first message), refreshed first when it is about to run out.
 */
export async function freshAccessToken(): Promise<string | null> {
  if (needsRefresh()) await refreshSession().catch(() => null);
  return accessToken();
}

/** A part of the call the contract declares is required (unless its schema accepts undefined); one it does not is refused. */
type Part<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

export type CallInput<C extends RouteContract> = Part<'params', C['params']> &
  Part<'query', C['query']> &
  Part<'body', C['body']> & {
    timeoutMs?: number;
    signal?: AbortSignal;
    /** Sent as the Idempotency-Key of a write the server must apply once however often it is sent (an outbox's). */
    idempotencyKey?: string;
  };

/** The input may be left out when the contract needs nothing. */
type CallArgs<C extends RouteContract> = object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

type JsonRoute = RouteContract & { kind?: 'json'; reply: z.ZodType };
type UploadRoute = RouteContract & { kind: 'upload'; reply: z.ZodType };
type DownloadRoute = RouteContract & { kind: 'download' };
type EventStreamRoute = RouteContract & { kind: 'event-stream' };

// The parts are typed by the contract's schemas at the call; here they are only read.
const pathOf = (contract: RouteContract, input: { params?: unknown; query?: unknown } | undefined) =>
  routePath(contract, input?.params as object | undefined, input?.query as object | undefined);

/**
 * Calls a JSON route of the table (`src-shared/api/routes`) as the signed-in user: the path from
 * its params, the body typed by its body schema and the reply parsed by its reply schema.
 */
export function api<C extends JsonRoute>(contract: C, ...[input]: CallArgs<C>): Promise<z.infer<C['reply']>> {
  const path = pathOf(contract, input);
  const options: RequestOptions = { method: contract.method, body: input?.body, timeoutMs: input?.timeoutMs, signal: input?.signal, idempotencyKey: input?.idempotencyKey };
  return asUser(contract, (token) => send<C['reply']>(path, contract.reply, options, token));
}

/** Sends form data (files) to an upload route; no timeout, as a large file on a slow line takes its time. */
export function upload<C extends UploadRoute>(contract: C, form: FormData, ...[input]: CallArgs<C>): Promise<z.infer<C['reply']>> {
  const path = pathOf(contract, input);
  const transfer: Transfer = { method: contract.method, headers: { accept: 'application/json' }, body: form, timeoutMs: null, signal: input?.signal };
  return asUser(contract, async (token) => parseReply<C['reply']>(contract.reply, await exchange(path, transfer, token)));
}

/** Fetches the file a download route answers; a route with a body (a certificate's registration) sends it as JSON. */
export function download<C extends DownloadRoute>(contract: C, ...[input]: CallArgs<C>): Promise<Blob> {
  const path = pathOf(contract, input);
  const body = input?.body === undefined ? undefined : JSON.stringify(input.body);
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  const transfer: Transfer = { method: contract.method, headers, body, timeoutMs: input?.timeoutMs ?? defaultTimeoutMs, signal: input?.signal };
  return asUser(contract, async (token) => (await exchange(path, transfer, token)).blob());
}

/** Opens an event-stream route and answers its response once the server has accepted the call; no timeout. */
export function openEventStream<C extends EventStreamRoute>(contract: C, ...[input]: CallArgs<C>): Promise<Response> {
  const path = pathOf(contract, input);
  const body = input?.body === undefined ? undefined : JSON.stringify(input.body);
  const headers = { accept: 'text/event-stream', ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  return asUser(contract, (token) => exchange(path, { method: contract.method, headers, body, timeoutMs: null, signal: input?.signal }, token));
}
