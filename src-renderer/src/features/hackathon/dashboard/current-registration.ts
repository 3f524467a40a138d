import type { RegistrationStatus, RegistrationSummary } from '@shared/api/hackathon-registration';

/** A live registration outranks an ended one, so a person who cancelled and registered again sees the new one. */
const rank: Record<RegistrationStatus, number> = { confirmed: 0, pending_payment: 1, waitlisted: 2, refunded: 3, rejected: 4, cancelled: 5 };

/** The registration the overview shows for this event: the most alive one, the newest among equals; null when none. */
export function currentRegistration(registrations: readonly RegistrationSummary[], eventId: string): RegistrationSummary | null {
  const forEvent = registrations.filter((registration) => registration.event_id === eventId);
  forEvent.sort((a, b) => rank[a.status] - rank[b.status] || b.created_at.localeCompare(a.created_at));
  return forEvent[0] ?? null;
}
