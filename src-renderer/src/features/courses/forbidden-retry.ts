import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';

/** product.md §2.4: a 403 on the content API is tried twice more, 1 s apart, before the learner is signed out. */
export const forbiddenRetries = 2;
export const forbiddenRetryDelayMs = 1_000;

export const isPremiumRequired = (error: unknown): boolean => error instanceof ApiError && error.code === 'PREMIUM_REQUIRED';

/** A 403 that is not the premium lock: the session is no longer trusted. */
export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403 && !isPremiumRequired(error);

/**
 * Query retry rule for course content: forbidden answers as product.md §2.4 says; one retry of an
 * unreachable server as everywhere else (the API client already retries 502-504). The premium lock is
 * an answer, not a failure, so it is never retried.
 */
export function retryCourseContent(failureCount: number, error: unknown): boolean {
  if (isForbidden(error)) return failureCount < forbiddenRetries;
  return error instanceof ApiError && error.code === 'NETWORK' && failureCount < 1 && onlineManager.isOnline();
}

export const courseContentRetryDelay = (_attempt: number, error: unknown): number => (isForbidden(error) ? forbiddenRetryDelayMs : 1_000);
