import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../../core/format';
import { adminTextsNow, statusKeys } from './admin-texts';
import { money, shortRegistrationId, teamLabel } from './registration-display';

describe('registration display', () => {
  it('shows the last 8 characters of a long id and a short id whole', () => {
    expect(shortRegistrationId('reg_2025_abcdef12345678')).toBe('12345678');
    expect(shortRegistrationId('abc')).toBe('abc');
  });

  it('shows each status as words, not its stored value', () => {
    expect(adminTextsNow(statusKeys.pending_payment)).toBe('Pending payment');
    expect(adminTextsNow(statusKeys.waitlisted)).toBe('Waitlisted');
  });

  it('adds the member count only to a team above one person', () => {
    expect(teamLabel('Solo', 1)).toBe('Solo');
    expect(teamLabel('Coders', 3)).toBe('Coders (3)');
  });

  it('writes paise as rupees with Indian grouping', () => {
    const english = formatsFor('en');
    expect(money(english, 25_000)).toBe('₹250');
    expect(money(english, 12_345_600)).toBe('₹1,23,456');
    expect(money(english, 12_345)).toBe('₹123.45');
  });
});
