import { describe, expect, it } from 'vitest';
import { addDuration, extendSubscription, isActiveAt } from './extend';

const at = (iso: string) => new Date(iso);

describe('subscription durations', () => {
  it('adds days as exact 24-hour days', () => {
    expect(addDuration(at('2026-03-01T10:00:00Z'), { unit: 'day', count: 7 }).toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });

  it('adds calendar months, clamping to the last day of a shorter month', () => {
    expect(addDuration(at('2026-01-31T00:00:00Z'), { unit: 'month', count: 1 }).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addDuration(at('2028-01-31T00:00:00Z'), { unit: 'month', count: 1 }).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addDuration(at('2026-08-31T00:00:00Z'), { unit: 'month', count: 6 }).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  it('adds a year as twelve calendar months', () => {
    expect(addDuration(at('2028-02-29T00:00:00Z'), { unit: 'year', count: 1 }).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
});

describe('extendSubscription', () => {
  const now = at('2026-05-10T00:00:00Z');

  it('starts now when there is no subscription or it has expired', () => {
    expect(extendSubscription(now, null, { unit: 'day', count: 1 }).startsAt).toEqual(now);
    expect(extendSubscription(now, at('2026-05-01T00:00:00Z'), { unit: 'day', count: 1 }).startsAt).toEqual(now);
  });

  it('stacks on the remaining days of an active subscription', () => {
    const { startsAt, expiresAt } = extendSubscription(now, at('2026-05-20T00:00:00Z'), { unit: 'month', count: 1 });
    expect(startsAt.toISOString()).toBe('2026-05-20T00:00:00.000Z');
    expect(expiresAt.toISOString()).toBe('2026-06-20T00:00:00.000Z');
  });
});

describe('isActiveAt', () => {
  const sub = { status: 'active', startsAt: '2026-05-01T00:00:00Z', expiresAt: '2026-06-01T00:00:00Z' };
  it('is active from its start up to, not including, its expiry', () => {
    expect(isActiveAt(sub, at('2026-05-01T00:00:00Z'))).toBe(true);
    expect(isActiveAt(sub, at('2026-05-31T23:59:59Z'))).toBe(true);
    expect(isActiveAt(sub, at('2026-06-01T00:00:00Z'))).toBe(false);
    expect(isActiveAt(sub, at('2026-04-30T23:59:59Z'))).toBe(false);
  });
  it('is never active once cancelled', () => {
    expect(isActiveAt({ ...sub, status: 'cancelled' }, at('2026-05-15T00:00:00Z'))).toBe(false);
  });
});
