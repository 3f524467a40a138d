import { describe, expect, it } from 'vitest';
import { isTimestamp, timestamp } from './timestamp';

describe('timestamp', () => {
  it('accepts the instants the server writes, with or without an offset', () => {
    for (const value of ['2026-01-31T09:30:00.000Z', '2026-01-31T09:30:00Z', '2026-01-31T02:00:00+05:30', '2024-02-29T00:00:00Z']) expect(isTimestamp(value), value).toBe(true);
  });

  it('refuses what is not a real instant, as a schema error rather than an exception', () => {
    for (const value of ['not-a-date', '', '2026-02-31T00:00:00.000Z', '2025-02-29T00:00:00Z', '2026-13-01T00:00:00Z', '2026-01-31', '1769851800000']) {
      expect(isTimestamp(value), value).toBe(false);
      expect(timestamp().safeParse(value).success, value).toBe(false);
    }
    expect(timestamp().safeParse('2026-01-31T09:30:00.000Z\u0000').success).toBe(false);
  });
});
