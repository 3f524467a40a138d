import type { RegistrationStatus } from '@shared/api/hackathon/registration';

/** How the overview shows a registration's status; pending_payment reads as pending (product.md §3.3). */
export const registrationStatusLooks: Record<RegistrationStatus, { label: string; color: string }> = {
  pending_payment: { label: 'Pending payment', color: 'yellow' },
  confirmed: { label: 'Confirmed', color: 'teal' },
  cancelled: { label: 'Cancelled', color: 'red' },
  refunded: { label: 'Refunded', color: 'gray' },
  waitlisted: { label: 'Waitlisted', color: 'blue' },
  rejected: { label: 'Not accepted', color: 'red' },
};
