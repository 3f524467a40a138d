import { heartbeatReply } from '@shared/api/engagement';
import { useEffect } from 'react';
import { apiRequest } from '../../api/client';
import { useAuth } from '../auth/auth-context';

const minuteMs = 60_000;
const inputEvents = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'scroll', 'touchstart'] as const;

/**
 * Counts learning time (issue 7): while the page is visible and the person touched the keyboard,
 * mouse or screen within the last minute, it sends one heartbeat a minute. The server adds a
 * minute to today in the learner's time zone, ignores a second heartbeat in the same minute and
 * caps a day at 24 hours. Use it on the lesson reader and the playground:
 * `useActivityHeartbeat('reader')`.
 */
export function useActivityHeartbeat(source: 'reader' | 'playground', enabled = true): void {
  const { user } = useAuth();
  const active = enabled && user !== null;
  useEffect(() => {
    if (!active) return;
    let lastInput = Date.now();
    const onInput = () => {
      lastInput = Date.now();
    };
    for (const name of inputEvents) window.addEventListener(name, onInput, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible' || Date.now() - lastInput > minuteMs) return;
      apiRequest('/api/engagement/heartbeat', heartbeatReply, { method: 'POST', body: { source } }).catch(() => {
        // A missed minute is not worth bothering the learner about.
      });
    }, minuteMs);
    return () => {
      window.clearInterval(timer);
      for (const name of inputEvents) window.removeEventListener(name, onInput, { capture: true });
    };
  }, [active, source]);
}
