import { AppError } from '../errors';

/**
 * Orders cost a call to the gateway: at most 10 a minute per learner, far above what a person
 * clicking Pay and Try Again needs. Kept in memory per process; the gateway limits the rest.
 */
export function createOrderLimiter(limit = 10, windowMs = 60_000) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (userId: string, nowMs: number): void => {
    if (windows.size > 10_000) for (const [key, w] of windows) if (nowMs - w.startedAt >= windowMs) windows.delete(key);
    const current = windows.get(userId);
    if (!current || nowMs - current.startedAt >= windowMs) {
      windows.set(userId, { startedAt: nowMs, count: 1 });
      return;
    }
    current.count += 1;
    if (current.count > limit) throw new AppError('RATE_LIMITED', 'Too many payment attempts in a minute. Please wait a moment and try again.', 429);
  };
}
