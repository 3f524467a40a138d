import { addDays, daysEnding } from './day-key';

/** Minutes per local day, as the server keeps them (product.md §1.3 userEngagement.dailyMinutes). */
export type DailyMinutes = Readonly<Record<string, number>>;

/** The most a day can hold: the server caps a day at 24 hours. */
export const maxMinutesPerDay = 24 * 60;

const sumOver = (daily: DailyMinutes, days: readonly string[]) => days.reduce((total, day) => total + (daily[day] ?? 0), 0);

/** product.md §1.9: the last 7 days (today included) divided by 7, to one decimal. */
export function weeklyAverage(daily: DailyMinutes, today: string): number {
  return Math.round((sumOver(daily, daysEnding(today, 7)) / 7) * 10) / 10;
}

/** product.md §1.9: the minutes of the last 30 days, today included. */
export function monthlyTotal(daily: DailyMinutes, today: string): number {
  return sumOver(daily, daysEnding(today, 30));
}

export function totalMinutes(daily: DailyMinutes): number {
  return Object.values(daily).reduce((total, minutes) => total + minutes, 0);
}

export { addDays };
