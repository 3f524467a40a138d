import { engagementRoutes } from '@shared/api/routes/engagement';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/client';
import { useAuth } from '../auth/auth-context';
import { engagementKeys } from './query-keys';

const minuteMs = 60_000;
const inputEvents = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'scroll', 'touchstart'] as const;

/**
 * Counts learning time: while the page is visible and the person touched the keyboard,
 * mouse or screen within the last minute, it sends one heartbeat a minute. The server adds a
 * minute to today in the learner's time zone, ignores a second heartbeat in the same minute and
 * caps a day at 24 hours. Use it on the lesson reader and the playground:
 * `useActivityHeartbeat('reader')`. Leaving the screen marks the dashboard and profile stats stale,
 * since the learner has probably completed lessons there.
 */
export function useActivityHeartbeat(source: 'reader' | 'playground', enabled = true): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const uid = user?.uid;
  const active = enabled && uid !== undefined;
  useEffect(() => {
    if (!uid) return;
    return () => void queryClient.invalidateQueries({ queryKey: engagementKeys.stats(uid) });
  }, [queryClient, uid]);
  useEffect(() => {
    if (!active) return;
    let lastInput = Date.now();
    const onInput = () => {
      lastInput = Date.now();
    };
    for (const name of inputEvents) window.addEventListener(name, onInput, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible' || Date.now() - lastInput > minuteMs) return;
      api(engagementRoutes.heartbeat, { body: { source } }).catch(() => {
        // A missed minute is not worth bothering the learner about.
      });
    }, minuteMs);
    return () => {
      window.clearInterval(timer);
      for (const name of inputEvents) window.removeEventListener(name, onInput, { capture: true });
    };
  }, [active, source]);
}
