import { meStatsReply, type MeStats } from '@shared/api/engagement';
import { engagementRoutes } from '@shared/api/routes/engagement';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useAuth } from '../auth/auth-context';
import { engagementKeys } from './query-keys';

/** Spec 1 §9: dashboard data stays fresh for 30 minutes (this replaces the old `userCache`). */
export const statsStaleMs = 30 * 60 * 1000;

const storageKey = (uid: string) => `kodeshala:stats:${uid}`;

/** The last stats this browser saw, so a learner who is offline still sees their numbers. */
function lastSeen(uid: string): MeStats | undefined {
  try {
    const raw = localStorage.getItem(storageKey(uid));
    const parsed = raw ? meStatsReply.safeParse(JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The caller's dashboard and profile numbers (GET /api/me/stats). */
export function useMeStats() {
  const { user } = useAuth();
  const uid = user?.uid ?? 'anonymous';
  const query = useQuery<MeStats, Error, MeStats, ReturnType<typeof engagementKeys.stats>>({
    queryKey: engagementKeys.stats(uid),
    queryFn: async ({ signal }) => {
      const stats = await api(engagementRoutes.stats, { signal });
      try {
        localStorage.setItem(storageKey(uid), JSON.stringify(stats));
      } catch {
        // A full or disabled storage only loses the offline copy.
      }
      return stats;
    },
    enabled: user !== null,
    staleTime: statsStaleMs,
    placeholderData: () => lastSeen(uid),
  });
  // A failed refresh keeps the data already in the cache; a failed first load falls back to the
  // copy kept in this browser.
  const stats = query.data ?? (query.isError ? lastSeen(uid) : undefined);
  /** True when the server could not be reached: what is shown (if anything) is the last copy. */
  const offline = query.isError;
  return { stats, offline, isPending: query.isPending && !stats, isFetching: query.isFetching, error: query.error, refetch: query.refetch };
}
