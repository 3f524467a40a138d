import type { MeStats } from '@shared/api/engagement';
import { engagementRoutes } from '@shared/api/routes/engagement';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { persisted } from '../../api/persisted-query';
import { useAuth } from '../auth/auth-context';
import { engagementKeys } from './query-keys';

/** product.md §1.9: dashboard data stays fresh for 30 minutes (this replaces the old `userCache`). */
export const statsStaleMs = 30 * 60 * 1000;

/** The caller's dashboard and profile numbers (GET /api/me/stats), kept offline per user. */
export function useMeStats() {
  const { user } = useAuth();
  const uid = user?.uid ?? 'anonymous';
  const query = useQuery<MeStats, Error, MeStats, ReturnType<typeof engagementKeys.stats>>({
    queryKey: engagementKeys.stats(uid),
    queryFn: ({ signal }) => api(engagementRoutes.stats, { signal }),
    enabled: user !== null,
    staleTime: statsStaleMs,
    ...persisted,
  });
  // A failed refresh keeps the data already in the cache, which after a reload is this browser's
  // saved copy.
  const stats = query.data;
  /** True when the server could not be reached: what is shown (if anything) is the last copy. */
  const offline = query.isError;
  return { stats, offline, isPending: query.isPending, isFetching: query.isFetching, error: query.error, refetch: query.refetch };
}
