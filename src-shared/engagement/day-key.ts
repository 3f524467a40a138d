/**
 * Calendar days as `YYYY-MM-DD` keys in a person's own time zone. Learning minutes and streaks are
 * counted per local day (product.md §1.3 userEngagement.dailyMinutes), so a lesson at 00:30 in Kolkata
 * belongs to that day even though it is still the previous day in UTC.
 */
export const defaultTimeZone = 'Asia/Kolkata';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for an IANA zone name this runtime knows ("Asia/Kolkata", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/** The local day of an instant in a time zone. */
export function dayKey(instant: Date, timeZone: string = defaultTimeZone): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` after (or before, when negative) a day key. */
export function addDays(key: string, days: number): string {
  const date = new Date(`${key}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The `count` day keys ending with `lastDay`, oldest first. */
export function daysEnding(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(lastDay, i - count + 1));
}

export const isDayKey = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value;
