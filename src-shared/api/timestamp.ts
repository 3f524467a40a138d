import { z } from 'zod';
import { httpMessages } from '../http/messages';
import { wellFormedText } from './text';

/** Whether a string is an ISO-8601 instant that names a real day and time. */
export function isTimestamp(value: string): boolean {
  if (!z.iso.datetime({ offset: true }).safeParse(value).success) return false;
  // The format allows 31 days in every month; the calendar does not.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/**
 * An instant a request carries (a server stamp sent back, as the resume's `baseUpdatedAt`). A
 * malformed one is a 400 that names the field, never a date the server cannot read; every request
 * field that the server reads as a date uses this one schema.
 */
export const timestamp = () => z.string().max(40).check(wellFormedText).refine(isTimestamp, httpMessages.timestamp);

/**
 * A new `updatedAt` always after the base, even within one millisecond, so that a base names one
 * version of a stored document (a resume, a playground project).
 */
export const stampAfter = (base: string | null, now = Date.now()): string => new Date(Math.max(now, base ? Date.parse(base) + 1 : 0)).toISOString();
