import { engagementMessages } from './messages';
import { addDays } from './day-key';

/**
 * Streaks of product.md §1.4 "Profile streaks": the current streak counts consecutive active days ending
 * today or yesterday (a learner who has not studied yet today keeps yesterday's streak); the
 * longest streak is the longest run of consecutive active days.
 */
export function currentStreak(activeDays: Iterable<string>, today: string): number {
  const days = new Set(activeDays);
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export function longestStreak(activeDays: Iterable<string>): number {
  const days = new Set(activeDays);
  let longest = 0;
  for (const day of days) {
    // Count only from the first day of each run, so the work stays linear.
    if (days.has(addDays(day, -1))) continue;
    let length = 1;
    while (days.has(addDays(day, length))) length += 1;
    longest = Math.max(longest, length);
  }
  return longest;
}

/** The label under a streak, product.md §1.4. */
export function streakLabel(days: number): string {
  if (days <= 0) return engagementMessages.streakStart;
  if (days < 3) return engagementMessages.streakBuilding;
  if (days < 7) return engagementMessages.streakConsistent;
  if (days < 30) return engagementMessages.streakOnFire;
  return engagementMessages.streakLegendary;
}
