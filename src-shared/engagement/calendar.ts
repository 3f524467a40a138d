import { engagementMessages } from './messages';
import { daysEnding } from './day-key';
import type { DailyMinutes } from './learning-time';

export const calendarRanges = [365, 90] as const;
export type CalendarRange = (typeof calendarRanges)[number];
export type ActivityLevel = 0 | 1 | 2 | 3 | 4;

/** product.md §1.9: 1–9 minutes level 1, 10+ level 2, 30+ level 3, 60+ level 4; nothing is level 0. */
export function activityLevel(minutes: number): ActivityLevel {
  if (minutes >= 60) return 4;
  if (minutes >= 30) return 3;
  if (minutes >= 10) return 2;
  if (minutes >= 1) return 1;
  return 0;
}

export interface CalendarDay {
  day: string;
  minutes: number;
  level: ActivityLevel;
}

/**
 * The one rule for an active day, shared by the streaks and the calendar so they never disagree: a
 * local day (the learner's zone, Asia/Kolkata by default) with at least a minute of learning or a
 * lesson completed.
 */
export function activeDaySet(daily: DailyMinutes, lessonDays: Iterable<string>): Set<string> {
  const days = new Set(Object.keys(daily).filter((day) => activityLevel(daily[day] ?? 0) > 0));
  for (const day of lessonDays) days.add(day);
  return days;
}

/** The calendar's cells, oldest first, ending today; an active day is never blank, even with under a minute. */
export function calendarDays(daily: DailyMinutes, today: string, range: CalendarRange, activeDays: ReadonlySet<string> = new Set()): CalendarDay[] {
  return daysEnding(today, range).map((day) => {
    const minutes = daily[day] ?? 0;
    const level = activityLevel(minutes);
    return { day, minutes, level: level === 0 && activeDays.has(day) ? 1 : level };
  });
}

const monthNames = [
  engagementMessages.jan,
  engagementMessages.feb,
  engagementMessages.mar,
  engagementMessages.apr,
  engagementMessages.may,
  engagementMessages.jun,
  engagementMessages.jul,
  engagementMessages.aug,
  engagementMessages.sep,
  engagementMessages.oct,
  engagementMessages.nov,
  engagementMessages.dec,
] as const;

/**
 * Month labels over the calendar's week columns (weeks start on Sunday, the first padded by `lead`
 * days): a label on the column holding a month's 1st, and on the first column when it has room.
 */
export function monthLabels(days: readonly string[], lead: number): Array<{ column: number; label: string }> {
  const labels: Array<{ column: number; label: string }> = [];
  days.forEach((day, i) => {
    const column = Math.floor((i + lead) / 7);
    if (day.endsWith('-01')) labels.push({ column, label: monthNames[Number(day.slice(5, 7)) - 1] ?? '' });
  });
  const first = days[0];
  // The partial first month gets a label only if its name would not run into the next one.
  if (first && (labels[0]?.column ?? Infinity) >= 3 && !first.endsWith('-01')) labels.unshift({ column: 0, label: monthNames[Number(first.slice(5, 7)) - 1] ?? '' });
  return labels;
}
