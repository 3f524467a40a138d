import { describe, expect, it } from 'vitest';
import { rupees, shortRegistrationId, statusLabel, teamLabel } from './registration-display';

describe('registration display', () => {
  it('shows the last 8 characters of a long id and a short id whole', () => {
    expect(shortRegistrationId('reg_2025_abcdef12345678')).toBe('12345678');
    expect(shortRegistrationId('abc')).toBe('abc');
  });

  it('shows pending_payment as pending and other statuses as they are', () => {
    expect(statusLabel('pending_payment')).toBe('pending');
    expect(statusLabel('waitlisted')).toBe('waitlisted');
  });

  it('adds the member count only to a team above one person', () => {
    expect(teamLabel('Solo', 1)).toBe('Solo');
    expect(teamLabel('Coders', 3)).toBe('Coders (3)');
  });

  it('writes paise as rupees with Indian grouping', () => {
    expect(rupees(25_000)).toBe('₹250');
    expect(rupees(12_345_600)).toBe('₹1,23,456');
  });
});
