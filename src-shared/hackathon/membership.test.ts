import { describe, expect, it } from 'vitest';
import { canReplace, hasLapsed, holdsSeat, invitationStates, memberState, takesAddress, unpaidExpiry } from './membership';

describe('team membership rules', () => {
  it('shows a declared member as paid once the fee is in, and keeps the answers that end a seat', () => {
    expect(memberState('invited', false)).toBe('invited');
    expect(memberState('accepted', false)).toBe('accepted');
    expect(memberState('invited', true)).toBe('paid');
    expect(memberState('accepted', true)).toBe('paid');
    expect(memberState('declined', true)).toBe('declined');
    expect(memberState('removed', false)).toBe('removed');
  });

  it('takes an address only once accepted or paid for, never by a bare invitation', () => {
    expect(takesAddress('invited', false)).toBe(false);
    expect(takesAddress('invited', true)).toBe(true);
    expect(takesAddress('accepted', false)).toBe(true);
    expect(takesAddress('declined', true)).toBe(false);
    expect(takesAddress('expired', false)).toBe(false);
  });

  it('lets only an ended seat be replaced, and only an open one be held', () => {
    expect(invitationStates.map((state) => [canReplace(state), holdsSeat(state)])).toEqual([
      [false, true],
      [false, true],
      [true, false],
      [true, false],
      [true, false],
    ]);
  });

  it('lapses an unpaid registration after the hold, to the millisecond', () => {
    const expiry = unpaidExpiry(new Date('2027-01-01T00:00:00.000Z'), 72);
    expect(expiry.toISOString()).toBe('2027-01-04T00:00:00.000Z');
    expect(hasLapsed(expiry.toISOString(), new Date('2027-01-03T23:59:59.999Z'))).toBe(false);
    expect(hasLapsed(expiry.toISOString(), expiry)).toBe(true);
    expect(hasLapsed(null, expiry)).toBe(false);
  });
});
