import type { PlanDuration } from '../plans/plans';

/** Adds calendar months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addDuration(from: Date, duration: PlanDuration): Date {
  if (duration.unit === 'day') return new Date(from.getTime() + duration.count * 86_400_000);
  return addMonths(from, duration.unit === 'year' ? duration.count * 12 : duration.count);
}

/**
 * A purchase runs from the later of now and the current expiry, so buying a month with ten days
 * left gives ten days plus a month.
 */
export function extendSubscription(now: Date, currentExpiry: Date | null, duration: PlanDuration): { startsAt: Date; expiresAt: Date } {
  const startsAt = currentExpiry && currentExpiry > now ? currentExpiry : now;
  return { startsAt, expiresAt: addDuration(startsAt, duration) };
}

/** Active means granted, not cancelled, started and not yet expired at `now`. */
export function isActiveAt(subscription: { status: string; startsAt: string; expiresAt: string }, now: Date): boolean {
  return subscription.status === 'active' && new Date(subscription.startsAt) <= now && now < new Date(subscription.expiresAt);
}
