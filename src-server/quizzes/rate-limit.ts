import type { RateLimitOptions } from '@fastify/rate-limit';
import { quizMessageTable } from '@shared/quizzes/messages';
import { perUserLimit } from '../http/rate-limit';

/** Attempts started per user per minute: each is a stored row, and a learner needs one every few minutes. */
export const startRateLimit = (perMinute = 20): RateLimitOptions => perUserLimit(perMinute, quizMessageTable.ref('startTooFast'));
