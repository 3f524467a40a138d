import { createPerUserLimiter } from '../http/per-user-limit';

/**
 * Orders cost a call to the gateway: at most 10 a minute per learner, far above what a person
 * clicking Pay and Try Again needs. Kept in memory per process; the gateway limits the rest.
 */
export const createOrderLimiter = (limit = 10, windowMs = 60_000) =>
  createPerUserLimiter(limit, 'Too many payment attempts in a minute. Please wait a moment and try again.', windowMs);
