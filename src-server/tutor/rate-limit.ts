import type { RateLimitOptions } from '@fastify/rate-limit';
import { perUserLimit } from '../http/rate-limit';

export const chatRateLimitMessage = 'You are sending messages too quickly. Please wait a minute, then ask again.';

/**
 * Questions per user per minute, shared by every server process. Every answer costs retrieval or a
 * paid model call, and a beginner never needs more than a few a minute.
 */
export const chatRateLimit = (perMinute = 10): RateLimitOptions => perUserLimit(perMinute, chatRateLimitMessage);
