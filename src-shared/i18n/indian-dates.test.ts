import { describe, expect, it } from 'vitest';
import { appLanguages } from './languages';
import { longUtcDate, mediumDate, mediumIndiaDate, mediumDateTime, monthYear, shortTime, shortUtcDay } from './indian-dates';

const intl = (language: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(`${language}-IN`, options);

describe('Indian dates written out', () => {
  it('writes every month, hour and minute as Intl does in each interface language', () => {
    for (const language of appLanguages) {
      const date = intl(language, { dateStyle: 'medium' });
      const dateTime = intl(language, { dateStyle: 'medium', timeStyle: 'short' });
      const time = intl(language, { timeStyle: 'short' });
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 10, 28]) {
          const value = new Date(2026, month, day, (month * 2 + day) % 24, (month * 7 + day) % 60);
          expect(mediumDate(language, value)).toBe(date.format(value));
          expect(mediumDateTime(language, value)).toBe(dateTime.format(value));
        }
      }
      for (let hour = 0; hour < 24; hour++) {
        for (const minute of [0, 5, 30, 59]) {
          const value = new Date(2026, 0, 5, hour, minute);
          expect(shortTime(language, value)).toBe(time.format(value));
        }
      }
    }
  });

  it('writes a UTC calendar day with its month in full as Intl does', () => {
    for (const language of appLanguages) {
      const long = intl(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 10, 28]) {
          const value = new Date(Date.UTC(2026, month, day, month % 2 ? 23 : 0, 30));
          expect(longUtcDate(language, value)).toBe(long.format(value));
        }
      }
    }
  });

  it('writes a month with its year, and a UTC day without its year, as Intl does', () => {
    for (const language of appLanguages) {
      const month = intl(language, { month: 'long', year: 'numeric' });
      const day = intl(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
      for (let index = 0; index < 12; index++) {
        for (const date of [1, 9, 10, 28]) {
          const local = new Date(2026, index, date, (index * 2 + date) % 24);
          expect(monthYear(language, local)).toBe(month.format(local));
          const utc = new Date(Date.UTC(2026, index, date, index % 2 ? 23 : 0, 30));
          expect(shortUtcDay(language, utc)).toBe(day.format(utc));
        }
      }
    }
  });

  it('agrees with Intl on any instant between the years 1000 and 9999', () => {
    const formats = appLanguages.map((language) => ({
      language,
      date: intl(language, { dateStyle: 'medium' }),
      long: intl(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      dateTime: intl(language, { dateStyle: 'medium', timeStyle: 'short' }),
      month: intl(language, { month: 'long', year: 'numeric' }),
      day: intl(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    }));
    // A fixed spread of instants, the same on every run.
    const first = new Date(1000, 0, 1).getTime();
    const span = new Date(9999, 11, 31, 23, 59).getTime() - first;
    let seed = 12345;
    for (let run = 0; run < 2000; run++) {
      seed = (seed * 48271) % 2147483647;
      const value = new Date(first + Math.floor((seed / 2147483647) * span));
      for (const { language, date, long, dateTime, month, day } of formats) {
        expect(mediumDate(language, value)).toBe(date.format(value));
        expect(longUtcDate(language, value)).toBe(long.format(value));
        expect(mediumDateTime(language, value)).toBe(dateTime.format(value));
        expect(monthYear(language, value)).toBe(month.format(value));
        expect(shortUtcDay(language, value)).toBe(day.format(value));
      }
    }
  });

  it('writes the calendar day in India as Intl does in Asia/Kolkata, whatever the zone it runs in', () => {
    for (const language of appLanguages) {
      const inIndia = intl(language, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
      for (let month = 0; month < 12; month++) {
        // Either side of midnight in India (18:30 UTC), where the day differs from UTC's.
        for (const minutes of [0, 18 * 60 + 29, 18 * 60 + 30, 23 * 60 + 59]) {
          const value = new Date(Date.UTC(2026, month, month + 1) + minutes * 60_000);
          expect(mediumIndiaDate(language, value)).toBe(inIndia.format(value));
        }
      }
      const first = Date.UTC(1950, 0, 1);
      const span = Date.UTC(9999, 11, 31, 18, 0) - first;
      let seed = 777;
      for (let run = 0; run < 500; run++) {
        seed = (seed * 48271) % 2147483647;
        const value = new Date(first + Math.floor((seed / 2147483647) * span));
        expect(mediumIndiaDate(language, value)).toBe(inIndia.format(value));
      }
    }
    expect(mediumIndiaDate('en', new Date('2026-12-01T18:29:00Z'))).toBe('1 Dec 2026');
    expect(mediumIndiaDate('en', new Date('2026-12-01T18:30:00Z'))).toBe('2 Dec 2026');
    expect(mediumIndiaDate('en', new Date('1949-06-01T00:00:00Z'))).toBeUndefined();
    expect(mediumIndiaDate('en', new Date(Number.NaN))).toBeUndefined();
  });

  it('leaves an invalid date and far years to Intl', () => {
    expect(mediumDate('en', new Date(Number.NaN))).toBeUndefined();
    expect(shortTime('hi', new Date(Number.NaN))).toBeUndefined();
    expect(mediumDateTime('te', new Date(-62198755200000))).toBeUndefined();
    expect(mediumDate('en', new Date(10000, 0, 1))).toBeUndefined();
    expect(longUtcDate('hi', new Date(Number.NaN))).toBeUndefined();
    expect(monthYear('te', new Date(Number.NaN))).toBeUndefined();
    expect(shortUtcDay('en', new Date(Date.UTC(10000, 0, 1)))).toBeUndefined();
  });
});
