import { playgroundRoutes } from '@shared/api/routes/playground';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/client';
import { playgroundKeys } from './query-keys';

/** Under the server's 2-minute window, so an open playground never drops out of the count. */
const refreshMs = 60_000;

/**
 * product.md §1.4: the learner is marked active on open (and every minute while the page is open) and
 * removed on leave; answers how many learners are coding now.
 */
export function usePresence(): number | undefined {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: playgroundKeys.presence,
    queryFn: async () => (await api(playgroundRoutes.markPresent)).active,
    refetchInterval: refreshMs,
    refetchIntervalInBackground: true,
    staleTime: refreshMs,
  });
  useEffect(
    () => () => {
      queryClient.removeQueries({ queryKey: playgroundKeys.presence });
      api(playgroundRoutes.markGone).catch(() => {
        // Leaving offline: the row ages out of the 2-minute window on its own.
      });
    },
    [queryClient],
  );
  return data;
}
