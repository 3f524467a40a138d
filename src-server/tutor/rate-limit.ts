import { createPerUserLimiter } from '../http/per-user-limit';

export const chatRateLimitMessage = 'You are sending messages too quickly. Please wait a minute, then ask again.';

/**
 * Questions per user per minute, per process. Every answer costs retrieval or a paid model call,
 * and a beginner never needs more than a few a minute.
 */
export const createChatLimiter = (limit = 10, windowMs = 60_000) => createPerUserLimiter(limit, chatRateLimitMessage, windowMs);
