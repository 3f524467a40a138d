import { hackathonAdminMailRoutes } from '@shared/api/routes/hackathon-admin-mail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adminKeys } from './query-keys';

/** GET /api/hackathon/admin/outbox: the hackathon's mail, newest first, 50 a page, with each one's delivery state. */
export function useOutbox(page: number) {
  return useQuery({
    queryKey: adminKeys.outbox(page),
    staleTime: 15_000,
    queryFn: async ({ signal }) => (await api(hackathonAdminMailRoutes.outbox, { query: { page: String(page) }, signal })).data,
    placeholderData: keepPreviousData,
  });
}
