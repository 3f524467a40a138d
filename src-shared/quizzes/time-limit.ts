/**
 * Answers sent this long after the time limit still count: the browser submits when its timer
 * reaches zero, and the request needs a moment to arrive. Anything later is refused.
 */
export const submitGraceMs = 5_000;

/** When an attempt started at `startedAt` runs out. */
export function attemptDeadline(startedAt: Date, timeLimitMinutes: number): Date {
  return new Date(startedAt.getTime() + timeLimitMinutes * 60_000);
}

/** Whether answers arriving at `now` are in time for an attempt that runs out at `deadline`. */
export function isInTime(now: Date, deadline: Date): boolean {
  return now.getTime() <= deadline.getTime() + submitGraceMs;
}

/** What the timer shows: whole minutes and seconds left, never below zero. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
