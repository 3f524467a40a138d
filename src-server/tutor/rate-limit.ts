import { AppError } from '../errors';

export const chatRateLimitMessage = 'You are sending messages too quickly. Please wait a minute, then ask again.';

/**
 * Questions per user per minute, per process. Every answer costs retrieval or a paid model call,
 * and a beginner never needs more than a few a minute.
 */
export function createChatLimiter(limit = 10, windowMs = 60_000) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (userId: string, nowMs: number): void => {
    if (windows.size > 10_000) for (const [key, w] of windows) if (nowMs - w.startedAt >= windowMs) windows.delete(key);
    const current = windows.get(userId);
    if (!current || nowMs - current.startedAt >= windowMs) {
      windows.set(userId, { startedAt: nowMs, count: 1 });
      return;
    }
    current.count += 1;
    if (current.count > limit) throw new AppError('RATE_LIMITED', chatRateLimitMessage, 429);
  };
}
