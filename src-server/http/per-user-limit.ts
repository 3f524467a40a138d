import { AppError } from '../errors';

/**
 * A fixed-window count per user, kept in memory per process: more than `limit` calls within
 * `windowMs` are refused with 429 and `message`. Used where a call is cheap to refuse but costly to
 * serve (heartbeats, payment orders, tutor questions). Expired windows are swept once the map grows.
 */
export function createPerUserLimiter(limit: number, message: string, windowMs = 60_000) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (userId: string, nowMs: number): void => {
    if (windows.size > 10_000) for (const [key, w] of windows) if (nowMs - w.startedAt >= windowMs) windows.delete(key);
    const current = windows.get(userId);
    if (!current || nowMs - current.startedAt >= windowMs) {
      windows.set(userId, { startedAt: nowMs, count: 1 });
      return;
    }
    current.count += 1;
    if (current.count > limit) throw new AppError('RATE_LIMITED', message, 429);
  };
}
