import type { RateLimitOptions } from '@fastify/rate-limit';
import { resumeMessageTable } from '@shared/resume/messages';
import { perUserLimit } from '../http/rate-limit';

/**
 * Improvements per user per minute, shared by every server process: each may be a paid model
 * call. A learner improving section by section needs a few a minute.
 */
export const improveRateLimit = (perMinute = 10): RateLimitOptions => perUserLimit(perMinute, resumeMessageTable.ref('aiTooFast'));

/** Generations per user per minute: one may improve the summary and several experiences. */
export const generateRateLimit = (perMinute = 4): RateLimitOptions => perUserLimit(perMinute, resumeMessageTable.ref('aiTooFast'));

/** Exports per user per minute: each PDF costs the server about 100 ms; a learner trying templates needs a few. */
export const exportRateLimit = (perMinute = 20): RateLimitOptions => perUserLimit(perMinute, resumeMessageTable.ref('exportTooFast'));
