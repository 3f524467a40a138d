import { AppError } from '../errors';

export interface UserRunLimits {
  /** Programs one user may have running or waiting at the same time. */
  inFlight: number;
  /** Programs one user may start per minute. */
  perMinute: number;
}

export const defaultUserRunLimits: UserRunLimits = { inFlight: 4, perMinute: 60 };

/**
 * A per-process guard so one learner (or one runaway script) cannot take every run slot: a few
 * programs at a time and a steady number per minute. Returns the release for the in-flight count.
 * Per process on purpose, unlike the shared HTTP limits: the slots it shares out are this
 * process's own (one run per core), and an interactive run is only known to be the learner's once
 * its WebSocket's first message proves who they are.
 */
export function createUserRunLimiter(limits: UserRunLimits = defaultUserRunLimits) {
  const active = new Map<string, number>();
  const starts = new Map<string, number[]>();

  return (userId: string, now = Date.now()): (() => void) => {
    const recent = (starts.get(userId) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= limits.perMinute) {
      throw new AppError('RATE_LIMITED', `You have run ${limits.perMinute} programs in the last minute. Please wait a moment and run again.`, 429);
    }
    const running = active.get(userId) ?? 0;
    if (running >= limits.inFlight) {
      throw new AppError('RATE_LIMITED', `You already have ${limits.inFlight} programs running. Wait for one to finish, then run again.`, 429);
    }
    recent.push(now);
    starts.set(userId, recent);
    active.set(userId, running + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (active.get(userId) ?? 1) - 1;
      if (left <= 0) active.delete(userId);
      else active.set(userId, left);
    };
  };
}

export type UserRunLimiter = ReturnType<typeof createUserRunLimiter>;
