import type { AdminIdsQueryInput } from '@shared/api/hackathon-admin';
import { registrationStatuses } from '@shared/api/hackathon-registration';
import type { ListFilters } from './RegistrationFilters';

const filterValue = (value: string) => (value === 'all' ? undefined : value);
const statusFilter = (value: string) => registrationStatuses.find((status) => status === value);
const typeFilter = (value: string) => (value === 'individual' || value === 'team' ? value : undefined);

/**
 * The registrations the list shows, as the server's query: what its page, "Select all filtered",
 * the Export menu and the Ctrl/⌘+E shortcut all read, so they always mean the same rows.
 */
export function listMatching(search: string, filters: ListFilters): AdminIdsQueryInput {
  return {
    search: search.trim() || undefined,
    status: statusFilter(filters.status),
    type: typeFilter(filters.type),
    college: filterValue(filters.college),
    department: filterValue(filters.department),
    payment: filters.refundDue ? 'refund_due' : undefined,
  };
}
