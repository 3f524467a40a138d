import { registrationStatuses } from '@shared/api/hackathon/registration';
import { statusLabel } from './registration-display';

/** The statuses an organiser may set (product.md §3.2.6 and §3.3), labelled as the table shows them. */
export const statusOptions = registrationStatuses.map((value) => ({ value, label: statusLabel(value) }));
