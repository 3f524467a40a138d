import type { RegistrationStatus, RegistrationSummary } from '@shared/api/hackathon-registration';
import { describe, expect, it } from 'vitest';
import { currentRegistration } from './current-registration';

const registration = (id: string, status: RegistrationStatus, createdAt: string, eventId = 'codeyudh-2027'): RegistrationSummary => ({
  registration_id: id,
  event_id: eventId,
  status,
  team_name: 'Byte Warriors',
  team_size: 1,
  amount_paise: 25000,
  problem_statement_id: 'PS01',
  personal_info: { full_name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210', college: 'JNTU', department: 'CSE', year: '3rd', roll_number: '' },
  team_members: [],
  paid_at: null,
  created_at: createdAt,
  members: [],
  expires_at: null,
  expired_at: null,
  refund_due: false,
});

describe('the registration the overview shows', () => {
  it('is none when the person has not registered for this event', () => {
    expect(currentRegistration([], 'codeyudh-2027')).toBeNull();
    expect(currentRegistration([registration('r1', 'confirmed', '2026-01-01T00:00:00Z', 'older-event')], 'codeyudh-2027')).toBeNull();
  });

  it('prefers a live registration to a cancelled or refunded one, even an older one', () => {
    const cancelled = registration('r2', 'cancelled', '2026-02-01T00:00:00Z');
    const pending = registration('r1', 'pending_payment', '2026-01-01T00:00:00Z');
    expect(currentRegistration([cancelled, pending], 'codeyudh-2027')?.registration_id).toBe('r1');
    const confirmed = registration('r3', 'confirmed', '2025-12-01T00:00:00Z');
    expect(currentRegistration([cancelled, pending, confirmed], 'codeyudh-2027')?.registration_id).toBe('r3');
  });

  it('takes the newest of equally live ones', () => {
    const first = registration('r1', 'cancelled', '2026-01-01T00:00:00Z');
    const second = registration('r2', 'cancelled', '2026-01-05T00:00:00Z');
    expect(currentRegistration([first, second], 'codeyudh-2027')?.registration_id).toBe('r2');
  });
});
