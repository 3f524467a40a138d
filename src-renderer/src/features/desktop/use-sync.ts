import { syncRoutes } from '@shared/api/routes/sync';
import type { ConflictChoice } from '@shared/api/sync';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { isDesktop } from '../../platform/platform';

/** How often the desktop shell asks its embedded server whether the platform server answers. */
const checkEveryMs = 10_000;

/** Online or offline since when, and writes waiting: the desktop's own server answers it. */
export function useSyncStatus() {
  return useQuery({ queryKey: ['sync', 'status'], queryFn: () => api(syncRoutes.status), enabled: isDesktop(), refetchInterval: checkEveryMs, retry: false });
}

/** Edits made offline whose platform copy changed meanwhile; a signed-in learner's own. */
export function useSyncConflicts(enabled: boolean) {
  return useQuery({ queryKey: ['sync', 'conflicts'], queryFn: () => api(syncRoutes.conflicts), enabled, refetchInterval: checkEveryMs, retry: false });
}

export function useResolveConflict() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ conflictId, keep }: { conflictId: string; keep: ConflictChoice }) => api(syncRoutes.resolve, { params: { conflictId }, body: { keep } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['sync'] }),
  });
}
