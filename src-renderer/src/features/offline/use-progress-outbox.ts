import { classifyReply, dueInOrder } from '@shared/offline/outbox';
import { progressRouteOf } from '@shared/offline/progress-outbox';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { useAuth } from '../auth/auth-context';
import { storeProgress } from '../progress/use-progress-mutations';
import { markSent, markTried, readOutbox } from './progress-outbox';

/** While progress waits to be sent, look this often for entries due again: the online event is not fired by every network change. */
const retryMs = 30_000;

let sending = false;

/**
 * Sends the progress made offline (completions and the last visit of each course), oldest first,
 * each with its own Idempotency-Key: at once when the page opens or the network returns, and
 * otherwise each entry when its wait after a failed try is over.
 */
export function useProgressOutbox(): void {
  const uid = useAuth().user?.uid;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!uid) return;
    const send = async (now: number) => {
      if (sending || !navigator.onLine) return;
      sending = true;
      try {
        for (const item of dueInOrder(readOutbox(uid), now)) {
          const { kind, courseId, contentId } = item.payload;
          try {
            const progress = await api(progressRouteOf(kind), { params: { courseId }, body: { contentId }, idempotencyKey: item.key });
            markSent(uid, item);
            storeProgress(queryClient, courseId, progress);
          } catch (error) {
            // No answer at all (still offline, or not our error) is worth a later try, as a busy server is.
            const outcome = error instanceof ApiError ? classifyReply(error.status, error.retryAfter !== undefined) : classifyReply(0);
            if (outcome === 'retry') {
              markTried(uid, item, Date.now());
              return;
            }
            // Signed out meanwhile: it waits for the learner's next session.
            if (outcome === 'sign-in') return;
            // The server refuses this lesson for good (gone, or locked now): sending it again cannot help.
            markSent(uid, item);
          }
        }
      } finally {
        sending = false;
      }
    };
    const sendAll = () => void send(Number.POSITIVE_INFINITY);
    sendAll();
    window.addEventListener('online', sendAll);
    const timer = setInterval(() => {
      if (readOutbox(uid).length > 0) void send(Date.now());
    }, retryMs);
    return () => {
      window.removeEventListener('online', sendAll);
      clearInterval(timer);
    };
  }, [uid, queryClient]);
}
