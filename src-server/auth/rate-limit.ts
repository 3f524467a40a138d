import type { RateLimitOptions } from '@fastify/rate-limit';
import { authMessages } from '@shared/auth/messages';
import { AppError } from '../errors';

/**
 * A sign-in route's limit per address, counted as the request arrives (before its body is read),
 * in the store every server process shares. The per-account limit lives in failures.ts.
 */
export const perAddressLimit = (max: number, timeWindow: string): RateLimitOptions => ({
  max,
  timeWindow,
  errorResponseBuilder: () => new AppError('auth/too-many-requests', authMessages.tooManyRequests, 429),
});
