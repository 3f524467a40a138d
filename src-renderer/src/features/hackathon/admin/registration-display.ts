import type { RegistrationStatus } from '@shared/api/hackathon-registration';
import type { Formats } from '../../../core/format';

/** product.md §3.2.6: the table shows the last 8 characters of a registration id. */
export function shortRegistrationId(id: string): string {
  return id.length <= 8 ? id : id.slice(-8);
}

export const statusColors: Record<RegistrationStatus, string> = {
  pending_payment: 'yellow',
  confirmed: 'teal',
  cancelled: 'gray',
  refunded: 'grape',
  waitlisted: 'blue',
  rejected: 'red',
};

/** product.md §3.3: the payment statuses an organiser sees. */
export type PaymentDisplay = 'pending' | 'completed' | 'failed';

export const paymentColors: Record<PaymentDisplay, string> = { pending: 'yellow', completed: 'teal', failed: 'red' };

/** Team column: the name, plus the member count only for a real team (product.md §3.2.6). */
export function teamLabel(teamName: string, teamSize: number): string {
  return teamSize > 1 ? `${teamName} (${teamSize})` : teamName;
}

/** Rupees from paise in the learner's formats: whole rupees without decimals, paise when there are some. */
export function money(formats: Formats, paise: number): string {
  return paise % 100 === 0 ? formats.rupees(paise / 100) : formats.paise(paise);
}
