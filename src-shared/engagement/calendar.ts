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

/** The calendar's cells, oldest first, ending today. */
export function calendarDays(daily: DailyMinutes, today: string, range: CalendarRange): CalendarDay[] {
  return daysEnding(today, range).map((day) => {
    const minutes = daily[day] ?? 0;
    return { day, minutes, level: activityLevel(minutes) };
  });
}
