import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('a relative time', () => {
  it('names the largest whole unit before now', () => {
    expect(relativeTime(now, '2026-03-10T11:59:30.000Z')).toBe('just now');
    expect(relativeTime(now, '2026-03-10T11:15:00.000Z')).toBe('45 minutes ago');
    expect(relativeTime(now, '2026-03-10T09:00:00.000Z')).toBe('3 hours ago');
    expect(relativeTime(now, '2026-03-09T10:00:00.000Z')).toBe('yesterday');
    expect(relativeTime(now, '2026-03-01T12:00:00.000Z')).toBe('last week');
    expect(relativeTime(now, '2025-12-01T12:00:00.000Z')).toBe('3 months ago');
    expect(relativeTime(now, '2023-01-01T00:00:00.000Z')).toBe('3 years ago');
  });

  it('says how far ahead a later instant is', () => {
    expect(relativeTime(now, '2026-03-10T14:00:00.000Z')).toBe('in 2 hours');
  });

  it('is empty for a date it cannot read', () => {
    expect(relativeTime(now, 'not a date')).toBe('');
  });
});

describe('a relative time in another language', () => {
  it('uses that language’s words and the screen’s own for under a minute', () => {
    expect(relativeTime(now, '2026-03-10T09:00:00.000Z', 'hi')).toBe('3 घंटे पहले');
    expect(relativeTime(now, '2026-03-10T11:59:30.000Z', 'te', 'ఇప్పుడే')).toBe('ఇప్పుడే');
  });
});
