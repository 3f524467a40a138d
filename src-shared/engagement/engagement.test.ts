import { describe, expect, it } from 'vitest';
import { abbreviate } from './abbreviate';
import { computeBadges, dailyQuoteIndex, isCourseComplete, linesOfCode } from './badges';
import { activeDaySet, activityLevel, calendarDays, monthLabels } from './calendar';
import { addDays, countByDay, dayKey, daysEnding, isDayKey, isTimeZone } from './day-key';
import { monthlyTotal, totalMinutes, weeklyAverage } from './learning-time';
import { currentStreak, longestStreak, streakLabel } from './streaks';

describe('day keys in a time zone', () => {
  it('puts 00:30 in Kolkata on the Kolkata day although UTC is still the day before', () => {
    const instant = new Date('2026-03-09T19:00:00Z'); // 00:30 on 10 March in Kolkata (UTC+5:30)
    expect(dayKey(instant, 'Asia/Kolkata')).toBe('2026-03-10');
    expect(dayKey(instant, 'UTC')).toBe('2026-03-09');
  });

  it('turns the day exactly at local midnight', () => {
    expect(dayKey(new Date('2026-03-09T18:29:59.999Z'))).toBe('2026-03-09');
    expect(dayKey(new Date('2026-03-09T18:30:00Z'))).toBe('2026-03-10');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysEnding('2026-01-02', 3)).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
  });

  it('knows real time zones and day keys', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isDayKey('2026-02-28')).toBe(true);
    expect(isDayKey('2026-02-30')).toBe(false);
    expect(isDayKey('20260230')).toBe(false);
    expect(isDayKey('2026-13-45')).toBe(false);
  });
});

describe('counting instants per day', () => {
  it('counts each instant on its local day, as dayKey places it, and leaves out other days', () => {
    const zones = ['Asia/Kolkata', 'Asia/Kathmandu', 'America/New_York', 'Australia/Lord_Howe', 'UTC'];
    const start = Date.parse('2026-03-05T00:00:00Z');
    // Every seven minutes for ten days, across New York's and Lord Howe's clock changes.
    const instants = Array.from({ length: 2060 }, (_, i) => new Date(start + i * 7 * 60_000).toISOString());
    for (const timeZone of zones) {
      const days = daysEnding('2026-03-12', 6);
      const expected = new Map(days.map((day) => [day, 0]));
      for (const instant of instants) {
        const day = dayKey(new Date(instant), timeZone);
        if (expected.has(day)) expected.set(day, (expected.get(day) ?? 0) + 1);
      }
      expect(countByDay(instants, days, timeZone)).toEqual(expected);
    }
  });

  it('places the instants around midnight in Kolkata on either side of it', () => {
    const counts = countByDay(['2026-03-09T18:29:59.999Z', '2026-03-09T18:30:00.000Z', 'not a time'], ['2026-03-09', '2026-03-10']);
    expect([...counts]).toEqual([
      ['2026-03-09', 1],
      ['2026-03-10', 1],
    ]);
  });
});

describe('streaks', () => {
  const today = '2026-05-10';
  it('counts a run that ends today', () => {
    expect(currentStreak(['2026-05-08', '2026-05-09', '2026-05-10'], today)).toBe(3);
  });
  it('keeps yesterday’s run before today’s first lesson', () => {
    expect(currentStreak(['2026-05-08', '2026-05-09'], today)).toBe(2);
  });
  it('is broken by a missed day', () => {
    expect(currentStreak(['2026-05-07', '2026-05-08'], today)).toBe(0);
    expect(currentStreak(['2026-05-06', '2026-05-08', '2026-05-09', '2026-05-10'], today)).toBe(3);
  });
  it('finds the longest run anywhere, ignoring duplicates and order', () => {
    const days = ['2026-01-05', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-02', '2026-05-10'];
    expect(longestStreak(days)).toBe(3);
    expect(longestStreak([])).toBe(0);
  });
  it('labels streaks with the spec’s words', () => {
    expect([0, 1, 2, 3, 6, 7, 29, 30, 100].map(streakLabel)).toEqual([
      'Start your streak!',
      'Building momentum',
      'Building momentum',
      'Getting consistent!',
      'Getting consistent!',
      'On fire!',
      'On fire!',
      'Legendary streak!',
      'Legendary streak!',
    ]);
  });
});

describe('learning time', () => {
  const daily = { '2026-05-10': 14, '2026-05-04': 7, '2026-05-03': 100, '2026-04-11': 9, '2026-04-10': 50 };
  it('averages the last 7 days over 7 and totals the last 30 days', () => {
    expect(weeklyAverage(daily, '2026-05-10')).toBe(3); // 14 + 7 over 7
    expect(monthlyTotal(daily, '2026-05-10')).toBe(130); // 11 April is the 30th day back; 10 April is out
    expect(totalMinutes(daily)).toBe(180);
  });
});

describe('the calendar', () => {
  it('levels minutes as the spec does', () => {
    expect([0, 1, 9, 10, 29, 30, 59, 60, 1440].map(activityLevel)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
  it('has 365 or 90 cells ending today', () => {
    const cells = calendarDays({ '2026-05-10': 45 }, '2026-05-10', 90);
    expect(cells).toHaveLength(90);
    expect(cells.at(-1)).toEqual({ day: '2026-05-10', minutes: 45, level: 3 });
    expect(calendarDays({}, '2026-05-10', 365)).toHaveLength(365);
  });

  it('shares one active-day rule with the streak: a minute of learning or a completed lesson', () => {
    const daily = { '2026-05-08': 0, '2026-05-09': 5, '2026-05-10': 0 };
    const active = activeDaySet(daily, ['2026-05-10']);
    expect([...active].sort()).toEqual(['2026-05-09', '2026-05-10']);
    expect(currentStreak(active, '2026-05-10')).toBe(2);
    const cells = calendarDays(daily, '2026-05-10', 90, active);
    const litDays = cells.filter((c) => c.level > 0).map((c) => c.day);
    expect(litDays).toEqual(['2026-05-09', '2026-05-10']);
  });

  it('labels the week column holding each month\'s first day', () => {
    // 2026-03-29 is a Sunday: no padding; 1 April falls in the first column after four weeks.
    const days = daysEnding('2026-05-10', 43);
    expect(days[0]).toBe('2026-03-29');
    expect(monthLabels(days, 0)).toEqual([
      { column: 0, label: 'Apr' },
      { column: 4, label: 'May' },
    ]);
    expect(monthLabels(daysEnding('2026-05-10', 90), new Date('2026-02-10T00:00:00Z').getUTCDay())[0]).toEqual({ column: 0, label: 'Feb' });
  });
});

describe('badges', () => {
  it('has the ten badges of product.md §1.9, locked with zero progress for a newcomer', () => {
    const badges = computeBadges({ coursesCompleted: 0, linesOfCode: 0, currentStreak: 0, totalMinutes: 0 });
    expect(badges).toHaveLength(10);
    expect(badges.every((b) => !b.unlocked && b.progress === 0)).toBe(true);
  });
  it('unlocks exactly at the goal and shows partial progress below it', () => {
    const badges = computeBadges({ coursesCompleted: 1, linesOfCode: 999, currentStreak: 3, totalMinutes: 1200 });
    const byId = Object.fromEntries(badges.map((b) => [b.id, b]));
    expect(byId['first-course']).toMatchObject({ unlocked: true, progress: 100 });
    expect(byId['three-courses']).toMatchObject({ unlocked: false, progress: 33 });
    expect(byId['code-1000']).toMatchObject({ unlocked: false, progress: 99 });
    expect(byId['streak-3']).toMatchObject({ unlocked: true });
    expect(byId['streak-7']).toMatchObject({ unlocked: false, progress: 42 });
    expect(byId['time-1200']).toMatchObject({ unlocked: true });
  });
  it('counts 50 lines per lesson and a course as complete only with its quiz', () => {
    expect(linesOfCode(20)).toBe(1000);
    expect(isCourseComplete(10, 10, false)).toBe(false);
    expect(isCourseComplete(10, 10, true)).toBe(true);
    expect(isCourseComplete(0, 0, true)).toBe(false);
  });
  it('picks the daily quote by day of month modulo 4', () => {
    expect([1, 4, 7, 31].map(dailyQuoteIndex)).toEqual([1, 0, 3, 3]);
  });
});

describe('abbreviations', () => {
  it('shortens thousands and millions with K and M', () => {
    expect([0, 999, 1000, 1500, 12_345, 999_949, 999_999, 2_000_000, 2_345_678].map(abbreviate)).toEqual([
      '0',
      '999',
      '1K',
      '1.5K',
      '12.3K',
      '999.9K',
      '1M',
      '2M',
      '2.3M',
    ]);
  });
});
