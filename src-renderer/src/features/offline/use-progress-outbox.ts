import { progressRoutes } from '@shared/api/routes/progress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { useAuth } from '../auth/auth-context';
import { storeProgress } from '../courses/use-progress-mutations';
import { markSent, readOutbox } from './progress-outbox';

/** While progress waits to be sent, try again this often too: the online event is not fired by every network change. */
const retryMs = 30_000;

let sending = false;

/** Sends the progress made offline (completions and the last visit of each course), oldest first, when the network returns. */
export function useProgressOutbox(): void {
  const uid = useAuth().user?.uid;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!uid) return;
    const send = async () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      try {
        for (const item of readOutbox(uid).sort((a, b) => a.at - b.at)) {
          try {
            const progress = await api(item.kind === 'visit' ? progressRoutes.visit : progressRoutes.complete, { params: { courseId: item.courseId }, body: { contentId: item.contentId } });
            markSent(uid, item);
            storeProgress(queryClient, item.courseId, progress);
          } catch (error) {
            // Still offline or the server is away: keep it for the next try.
            if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 401 || error.status === 429) return;
            // The server refuses this lesson for good (gone, or locked now): sending it again cannot help.
            markSent(uid, item);
          }
        }
      } finally {
        sending = false;
      }
    };
    void send();
    window.addEventListener('online', send);
    const timer = setInterval(() => {
      if (readOutbox(uid).length > 0) void send();
    }, retryMs);
    return () => {
      window.removeEventListener('online', send);
      clearInterval(timer);
    };
  }, [uid, queryClient]);
}
