import type { RateLimitOptions } from '@fastify/rate-limit';
import { tutorMessageTable } from '@shared/tutor/messages';
import { perUserLimit } from '../http/rate-limit';

/**
 * Questions per user per minute, shared by every server process. Every answer costs retrieval or a
 * paid model call, and a beginner never needs more than a few a minute.
 */
export const chatRateLimit = (perMinute = 10): RateLimitOptions => perUserLimit(perMinute, tutorMessageTable.ref('tooFast'));
