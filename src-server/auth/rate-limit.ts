import type { RateLimitOptions } from '@fastify/rate-limit';
import { authMessageTable } from '@shared/auth/messages';
import { AppError } from '../errors';

/**
 * A sign-in route's limit per address, counted as the request arrives (before its body is read),
 * in the store every server process shares. The cool-down per address and account lives in
 * failures.ts, in the database.
 */
export const perAddressLimit = (max: number, timeWindow: string): RateLimitOptions => ({
  max,
  timeWindow,
  errorResponseBuilder: () => new AppError('auth/too-many-requests', authMessageTable.ref('tooManyRequests'), 429),
});
