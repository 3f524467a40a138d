import { describe, expect, it } from 'vitest';
import { loadLanguage, textsIn } from '../../core/i18n';
import '../payments/plan-texts';

describe("the plan table's words", () => {
  it('arrive in Hindi and Telugu when the language is loaded, the same wherever a plan is shown', async () => {
    await Promise.all([loadLanguage('hi'), loadLanguage('te')]);
    expect(textsIn('hi', 'messages')('Yearly Plan')).toBe('साल का प्लान');
    expect(textsIn('hi', 'messages')('One-Day Plan')).toBe('एक दिन का प्लान');
    expect(textsIn('te', 'messages')('Save ₹389 against monthly')).toBe('నెల ప్లాన్ కంటే ₹389 ఆదా');
  });
});
