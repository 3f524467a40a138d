import { enqueueCompletion, withoutCompletion, type QueuedCompletion } from '@shared/offline/progress-outbox';
import { z } from 'zod';

/**
 * The outbox of lessons completed offline, per learner in localStorage, so a reload or a closed tab
 * keeps them until the network returns. Not a copy of server data: these are writes not yet sent.
 */
const keyPrefix = 'kodeshala:progress-outbox:';
const stored = z.array(z.object({ courseId: z.string(), contentId: z.string(), at: z.number() }));

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readOutbox(uid: string): QueuedCompletion[] {
  const raw = storage()?.getItem(keyPrefix + uid);
  if (!raw) return [];
  try {
    const parsed = stored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeOutbox(uid: string, queue: QueuedCompletion[]): void {
  if (queue.length === 0) storage()?.removeItem(keyPrefix + uid);
  else storage()?.setItem(keyPrefix + uid, JSON.stringify(queue));
}

export function queueCompletion(uid: string, item: QueuedCompletion): void {
  writeOutbox(uid, enqueueCompletion(readOutbox(uid), item));
}

export function markSent(uid: string, sent: Pick<QueuedCompletion, 'courseId' | 'contentId'>): void {
  writeOutbox(uid, withoutCompletion(readOutbox(uid), sent));
}

/** Sign-out: nothing of a learner's stays behind in this browser. */
export function forgetOutboxes(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(keyPrefix)) store.removeItem(key);
}
