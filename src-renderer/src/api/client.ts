import { errorReply } from '@shared/api/error-reply';
import { defaultTimeoutMs, retryDelayMs, shouldRetry } from '@shared/http/retry';
import type { z } from 'zod';
import { ApiError } from './api-error';

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

/**
 * Calls the platform API and parses the reply with its shared contract. Retries only on 502, 503
 * and 504 (3 tries, 1 s × attempt) and gives up after the timeout (15 s by default).
 */
export async function apiRequest<S extends z.ZodType>(path: string, reply: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  const { method = 'GET', body, timeoutMs = defaultTimeoutMs, signal } = options;
  for (let attempt = 1; ; attempt++) {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
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
