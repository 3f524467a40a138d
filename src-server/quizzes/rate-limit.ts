import type { RateLimitOptions } from '@fastify/rate-limit';
import { perUserLimit } from '../http/rate-limit';

export const startRateLimitMessage = 'You are starting quizzes too quickly. Please wait a minute, then try again.';

/** Attempts started per user per minute: each is a stored row, and a learner needs one every few minutes. */
export const startRateLimit = (perMinute = 20): RateLimitOptions => perUserLimit(perMinute, startRateLimitMessage);
