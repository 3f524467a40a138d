import { recipientGroupStatuses, type RecipientGroup } from '@shared/api/hackathon-admin-mail';
import { hackathonAdminRoutes } from '@shared/api/routes/hackathon-admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adminKeys } from './query-keys';

/**
 * How many registrations a recipient group holds now, for the confirmation that names the count:
 * the list's own count of each status in the group (the same statuses the server writes to).
 */
export function useGroupCount(group: RecipientGroup, enabled: boolean) {
  const statuses = recipientGroupStatuses[group];
  return useQuery({
    queryKey: adminKeys.groupCount(statuses),
    enabled,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const totals = await Promise.all(statuses.map(async (status) => (await api(hackathonAdminRoutes.registrationIds, { query: { status }, signal })).data.total));
      return totals.reduce((sum, total) => sum + total, 0);
    },
  });
}
