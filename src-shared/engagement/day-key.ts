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

/**
 * How many of `instants` (ISO strings) fall on each of `days`, in a time zone; instants on other
 * days are left out. Formatting an instant in a zone costs microseconds, which an organiser's
 * dashboard paid ten thousand times a request; since 1972 every zone's offset, and every change of
 * it, has fallen on a quarter of an hour of UTC, so one quarter-hour has one local day and each is
 * formatted once.
 */
export function countByDay(instants: Iterable<string>, days: readonly string[], timeZone: string = defaultTimeZone): Map<string, number> {
  const counts = new Map(days.map((day) => [day, 0]));
  const dayOfQuarter = new Map<number, string>();
  for (const instant of instants) {
    const ms = Date.parse(instant);
    if (Number.isNaN(ms)) continue;
    const quarter = Math.floor(ms / 900_000);
    let day = dayOfQuarter.get(quarter);
    if (day === undefined) {
      day = dayKey(new Date(quarter * 900_000), timeZone);
      dayOfQuarter.set(quarter, day);
    }
    const count = counts.get(day);
    if (count !== undefined) counts.set(day, count + 1);
  }
  return counts;
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
