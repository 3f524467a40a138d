import { describe, expect, it } from 'vitest';
import { claimedAmountMatches, formatPaise, subscriptionAmount } from './amount';
import { canTryAgain, maxFailedAttempts } from './attempts';
import { daysLeft, showsUpgradeWarning } from './days-left';
import { checkoutSignedText, isHexSignature } from './signature';

describe('amounts come from the plan table', () => {
  it('prices every plan in paise and INR', () => {
    expect(subscriptionAmount('one-day')).toMatchObject({ plan: 'one-day', amountPaise: 1000, currency: 'INR' });
    expect(subscriptionAmount('monthly')?.amountPaise).toBe(9900);
    expect(subscriptionAmount('yearly')?.amountPaise).toBe(79900);
  });

  it('knows no price for an unknown plan', () => {
    expect(subscriptionAmount('lifetime')).toBeUndefined();
    expect(subscriptionAmount('__proto__')).toBeUndefined();
  });

  it('accepts a missing claimed amount but not a different one', () => {
    expect(claimedAmountMatches(undefined, 9900)).toBe(true);
    expect(claimedAmountMatches(9900, 9900)).toBe(true);
    expect(claimedAmountMatches(100, 9900)).toBe(false);
  });

  it('formats paise as rupees', () => {
    expect(formatPaise(9900)).toBe('₹99.00');
    expect(formatPaise(123456)).toBe('₹1,234.56');
  });
});

describe('signatures', () => {
  it('signs order id and payment id joined by a bar', () => {
    expect(checkoutSignedText('order_A', 'pay_B')).toBe('order_A|pay_B');
  });

  it('accepts only 64 hex characters', () => {
    expect(isHexSignature('a'.repeat(64))).toBe(true);
    expect(isHexSignature('A'.repeat(64))).toBe(false);
    expect(isHexSignature('a'.repeat(63))).toBe(false);
  });
});

describe('attempts', () => {
  it('offers Try Again only while fewer than 3 attempts failed', () => {
    expect(maxFailedAttempts).toBe(3);
    expect([0, 1, 2, 3, 4].map(canTryAgain)).toEqual([true, true, true, false, false]);
  });
});

describe('days left', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  it('rounds part of a day up', () => {
    expect(daysLeft(now, new Date('2026-01-11T00:00:00Z'))).toBe(1);
    expect(daysLeft(now, new Date('2026-01-11T12:00:00Z'))).toBe(1);
    expect(daysLeft(now, new Date('2026-01-11T12:00:01Z'))).toBe(2);
    expect(daysLeft(now, new Date('2026-01-01T00:00:00Z'))).toBe(0);
  });

  it('warns at 7 or fewer days, not at 8 or once expired', () => {
    expect(showsUpgradeWarning(7)).toBe(true);
    expect(showsUpgradeWarning(1)).toBe(true);
    expect(showsUpgradeWarning(8)).toBe(false);
    expect(showsUpgradeWarning(0)).toBe(false);
  });
});
