import { coursesRoutes } from '@shared/api/routes/courses';
import { courseKeys } from '@shared/courses/query-keys';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/client';

/** sessionStorage: the learner whose catalogue this tab has already handed to the worker. */
const keptForKey = 'kodeshala:catalogue-kept-for';

/**
 * Fetches the signed-in learner's catalogue once per tab while the service worker controls the
 * page, so the worker keeps a copy and the catalogue shows offline even if it was never opened.
 */
export function useKeepCatalogue(uid: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!uid || !workers) return;
    const keep = () => {
      if (!workers.controller || !onlineManager.isOnline() || sessionStorage.getItem(keptForKey) === uid) return;
      sessionStorage.setItem(keptForKey, uid);
      queryClient.fetchQuery({ queryKey: courseKeys.list(), queryFn: ({ signal }) => api(coursesRoutes.list, { signal }), staleTime: 0 }).catch(() => sessionStorage.removeItem(keptForKey));
    };
    keep();
    workers.addEventListener('controllerchange', keep);
    return () => workers.removeEventListener('controllerchange', keep);
  }, [uid, queryClient]);
}
