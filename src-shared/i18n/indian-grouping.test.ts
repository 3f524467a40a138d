import { describe, expect, it } from 'vitest';
import { groupIndian, wholeRupees } from './indian-grouping';

const locales = ['en-IN', 'hi-IN', 'te-IN'];

describe('Indian grouping written out', () => {
  it('writes whole numbers as Intl does in each interface language, at every grouping edge', () => {
    const edges = Array.from({ length: 16 }, (_, power) => 10 ** power).flatMap((p) => [p - 1, p, p + 1, 3 * p + 7]);
    // A fixed spread of other values, the same on every run.
    let seed = 12345;
    const spread = Array.from({ length: 500 }, () => (seed = (seed * 48271) % 2147483647) * 4093);
    for (const value of [...edges, ...spread, Number.MAX_SAFE_INTEGER].flatMap((v) => [v, -v])) {
      for (const locale of locales) {
        expect(groupIndian(value)).toBe(new Intl.NumberFormat(locale).format(value));
        expect(wholeRupees(value)).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(value));
      }
    }
  });

  it('groups lakhs and crores', () => {
    expect(groupIndian(0)).toBe('0');
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(1000)).toBe('1,000');
    expect(groupIndian(100000)).toBe('1,00,000');
    expect(groupIndian(-12345678)).toBe('-1,23,45,678');
    expect(wholeRupees(99)).toBe('₹99');
    expect(wholeRupees(125000)).toBe('₹1,25,000');
  });

  it('leaves fractions and unsafe numbers to Intl', () => {
    expect(groupIndian(1.5)).toBeUndefined();
    expect(groupIndian(Number.MAX_SAFE_INTEGER + 2)).toBeUndefined();
    expect(groupIndian(Number.NaN)).toBeUndefined();
    expect(wholeRupees(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});
