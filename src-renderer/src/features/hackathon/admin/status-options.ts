import { registrationStatuses } from '@shared/api/hackathon-registration';
import { statusKeys, useAdminTexts } from './admin-texts';

/** The statuses an organiser may set (product.md §3.2.6 and §3.3), labelled as the table shows them. */
export function useStatusOptions() {
  const t = useAdminTexts();
  return registrationStatuses.map((value) => ({ value, label: t(statusKeys[value]) }));
}
