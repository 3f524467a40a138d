import rateLimit from '@fastify/rate-limit';
import { authMessages } from '@shared/auth/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Per-address limits for the sign-in routes of one scope; each route sets its own `rateLimit`.
 * The cool-down per address and account lives in failures.ts, in the database, so it holds across processes.
 */
export async function registerAuthRateLimit(scope: FastifyInstance): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('auth/too-many-requests', authMessages.tooManyRequests, 429),
  });
}
