import { planShortNames, plans } from '@shared/plans/plans';
import { describe, expect, it } from 'vitest';
import { serverTextOf, setAppLanguage } from '../../core/i18n';
import '../payments/plan-texts';

describe("the plan table's words", () => {
  it('arrive in Hindi and Telugu by their ids when the language is chosen, the same wherever a plan is shown', async () => {
    try {
      await setAppLanguage('hi');
      expect(serverTextOf('Yearly Plan')).toBe('साल का प्लान');
      expect(serverTextOf('One-Day Plan')).toBe('एक दिन का प्लान');
      await setAppLanguage('te');
      expect(serverTextOf('Save ₹389 against monthly')).toBe('నెల ప్లాన్ కంటే ₹389 ఆదా');
      // Every word of every plan, as GET /api/plans sends it in English only.
      const words = plans.flatMap((plan) => [plan.name, planShortNames[plan.key], plan.durationLabel, ...plan.features]);
      expect(words.filter((english) => serverTextOf(english) === english)).toEqual([]);
    } finally {
      await setAppLanguage('en');
    }
  });
});
