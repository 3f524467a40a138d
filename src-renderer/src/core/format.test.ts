import { describe, expect, it } from 'vitest';
import { formatsFor } from './format';

describe('formatsFor', () => {
  it('groups in lakhs and crores and prints rupees in every language', () => {
    for (const language of ['en', 'hi', 'te'] as const) {
      const formats = formatsFor(language);
      expect(formats.number(123456789)).toBe('12,34,56,789');
      expect(formats.rupees(149900)).toBe('₹1,49,900');
      expect(formats.paise(9900)).toBe('₹99.00');
    }
  });

  it('names the month in the learner’s language, day first', () => {
    const at = Date.UTC(2026, 10, 27, 12);
    expect(formatsFor('en').date(at)).toBe('27 Nov 2026');
    expect(formatsFor('hi').date(at)).toMatch(/^27 नव/);
    expect(formatsFor('te').date(at)).toMatch(/^27 నవ/);
  });
});
