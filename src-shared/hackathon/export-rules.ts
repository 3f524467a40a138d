import type { PaymentStatus } from '../api/hackathon-admin';
import type { ExportFormat, ExportType } from '../api/hackathon-admin-export';
import type { RegistrationStatus } from '../api/hackathon-registration';
import { dayKey, defaultTimeZone } from '../engagement/day-key';

const extensions: Record<ExportFormat, string> = { csv: 'csv', excel: 'xlsx', pdf: 'pdf' };

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * product.md §3.7: a file named for the event's registrations with the date and the matching
 * extension, e.g. `code-yuddh-2027-registrations-detailed-2027-02-10.csv`. The date is the
 * organisers' day in India, not UTC's, so an export at 01:00 in Hyderabad carries that day.
 */
export function exportFileName(eventId: string, type: ExportType, format: ExportFormat, at: Date): string {
  return `${eventId}-registrations-${type}-${dayKey(at, defaultTimeZone)}.${extensions[format]}`;
}

/**
 * The registration ids of a `selected` export: split on commas, trimmed, blanks and repeats
 * dropped, in the order given.
 */
export function selectedIds(ids: string | undefined): string[] {
  if (!ids) return [];
  return [...new Set(ids.split(',').map((id) => id.trim()).filter((id) => id.length > 0))];
}

/** product.md §3.7: a status reads as words in an export, as the organiser's table shows it in English. */
export const registrationStatusLabels: Record<RegistrationStatus, string> = {
  pending_payment: 'Pending payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  waitlisted: 'Waitlisted',
  rejected: 'Rejected',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = { completed: 'Paid', pending: 'Not paid', failed: 'Failed' };
