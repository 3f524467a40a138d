import { enqueueCompletion, enqueueVisit, withoutSent, withoutVisit, type QueuedCompletion, type QueuedProgress } from '@shared/offline/progress-outbox';
import { z } from 'zod';

/**
 * The outbox of progress made offline (lessons completed, the last lesson opened), per learner in
 * localStorage, so a reload or a closed tab keeps it until the network returns. Not a copy of
 * server data: these are writes not yet sent.
 */
const keyPrefix = 'kodeshala:progress-outbox:';
// Entries written before visits were queued have no kind: they are completions.
const stored = z.array(z.object({ kind: z.enum(['complete', 'visit']).default('complete'), courseId: z.string(), contentId: z.string(), at: z.number() }));

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readOutbox(uid: string): QueuedProgress[] {
  const raw = storage()?.getItem(keyPrefix + uid);
  if (!raw) return [];
  try {
    const parsed = stored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeOutbox(uid: string, queue: QueuedProgress[]): void {
  if (queue.length === 0) storage()?.removeItem(keyPrefix + uid);
  else storage()?.setItem(keyPrefix + uid, JSON.stringify(queue));
}

export function queueCompletion(uid: string, item: QueuedCompletion): void {
  writeOutbox(uid, enqueueCompletion(readOutbox(uid), item));
}

export function queueVisit(uid: string, item: QueuedCompletion): void {
  writeOutbox(uid, enqueueVisit(readOutbox(uid), item));
}

/** A visit the server recorded online: a queued older one for the course must not overwrite it when sent. */
export function dropQueuedVisit(uid: string, courseId: string): void {
  const queue = readOutbox(uid);
  if (queue.some((q) => q.kind === 'visit' && q.courseId === courseId)) writeOutbox(uid, withoutVisit(queue, courseId));
}

export function markSent(uid: string, sent: QueuedProgress): void {
  writeOutbox(uid, withoutSent(readOutbox(uid), sent));
}

/** Sign-out: nothing of a learner's stays behind in this browser. */
export function forgetOutboxes(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(keyPrefix)) store.removeItem(key);
}
