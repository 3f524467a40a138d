import { perUserLimit } from '../http/rate-limit';

/**
 * Orders cost a call to the gateway: at most 10 a minute per learner, far above what a person
 * clicking Pay and Try Again needs. Shared by every server process; the gateway limits the rest.
 */
export const orderRateLimit = perUserLimit(10, 'Too many payment attempts in a minute. Please wait a moment and try again.');
