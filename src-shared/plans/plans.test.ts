import { describe, expect, it } from 'vitest';
import { findPlan, nextPlan, plans } from './plans';

describe('plans', () => {
  it('lists the five plans of the spec with their rupee and paise prices', () => {
    expect(plans.map((p) => [p.key, p.priceRupees, p.amountPaise])).toEqual([
      ['one-day', 10, 1000],
      ['weekly', 49, 4900],
      ['monthly', 99, 9900],
      ['six-month', 449, 44900],
      ['yearly', 799, 79900],
    ]);
  });

  it('charges exactly one hundred paise per rupee', () => {
    for (const plan of plans) expect(plan.amountPaise).toBe(plan.priceRupees * 100);
  });

  it('marks only the monthly plan as popular', () => {
    expect(plans.filter((p) => p.popular).map((p) => p.key)).toEqual(['monthly']);
  });

  it('follows the upgrade path and stops at yearly', () => {
    expect(nextPlan('one-day')?.key).toBe('weekly');
    expect(nextPlan('six-month')?.key).toBe('yearly');
    expect(nextPlan('yearly')).toBeUndefined();
  });

  it('finds nothing for an unknown plan key', () => {
    expect(findPlan('lifetime')).toBeUndefined();
  });
});
