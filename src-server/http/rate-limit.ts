import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { httpMessageTable } from '@shared/http/messages';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import { AppError } from '../errors';
import { requireUser } from './access';

/**
 * The one registration of `@fastify/rate-limit` for the whole app. Nothing is limited unless its
 * route sets `config.rateLimit`; every limit counts in `store` (the database), so several server
 * processes share it. Register it before the routes: it adds its hook as each route is declared.
 * A limit that says nothing of its own answers with our general message by id, never the plugin's
 * English ('Rate limit exceeded, retry in 1 minute').
 */
export async function registerRateLimit(app: FastifyInstance, store: FastifyRateLimitStoreCtor): Promise<void> {
  await app.register(rateLimit, { global: false, store, errorResponseBuilder: () => new AppError('RATE_LIMITED', httpMessageTable.ref('tooManyRequests'), 429) });
}

/**
 * A route's limit per signed-in user (a classroom shares one address): more than `max` calls in
 * `timeWindow` ms answer 429 `RATE_LIMITED` with `message`. Counted once the access check and the
 * body's validation have passed, so a refused or malformed request does not use up the allowance.
 */
export const perUserLimit = (max: number, message: IdentifiedMessage, timeWindow = 60_000): RateLimitOptions => ({
  max,
  timeWindow,
  hook: 'preHandler',
  keyGenerator: (request) => requireUser(request).userId,
  errorResponseBuilder: () => new AppError('RATE_LIMITED', message, 429),
});
