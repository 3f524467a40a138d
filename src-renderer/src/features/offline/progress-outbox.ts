import { listStore, Outbox, triedAgainLater, type Backoff } from '@shared/offline/outbox';
import { fromEarlierEntry, progressRouteOf, progressWriteNames, type ProgressWrite, type QueuedProgress } from '@shared/offline/progress-outbox';
import { z } from 'zod';

/**
 * The browser's outbox of progress made offline (lessons completed, the last lesson opened): the
 * one outbox (`@shared/offline/outbox`) over localStorage, per learner, so a reload or a closed tab
 * keeps it until the network returns. Not a copy of server data: these are writes not yet sent.
 */
const keyPrefix = 'kodeshala:progress-outbox:';

/** After a try that met no answer: 30 s, doubling to 5 minutes (the network coming back tries at once). */
export const progressRetry: Backoff = { firstMs: 30_000, maxMs: 5 * 60_000 };

const write = z.object({ kind: z.enum(['complete', 'visit']), courseId: z.string(), contentId: z.string() });
const queued = z.object({ id: z.string(), key: z.string(), owner: z.string(), route: z.string(), entity: z.string(), at: z.number(), attempts: z.number(), notBefore: z.number(), payload: write });
// Entries written before the one outbox; those written before visits were queued have no kind: they are completions.
const earlier = z.object({ kind: z.enum(['complete', 'visit']).default('complete'), courseId: z.string(), contentId: z.string(), at: z.number() });
const stored = z.array(z.union([queued, earlier]));

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A new id and Idempotency-Key: crypto.randomUUID needs a secure origin, getRandomValues does not. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function readOutbox(uid: string): QueuedProgress[] {
  const raw = storage()?.getItem(keyPrefix + uid);
  if (!raw) return [];
  try {
    const parsed = stored.safeParse(JSON.parse(raw));
    if (!parsed.success) return [];
    // An earlier entry's id is its place, stable until the list is written again in today's form.
    return parsed.data.map((entry, index) => ('id' in entry ? entry : fromEarlierEntry(entry, uid, `earlier-${entry.at}-${index}`, `earlier-${entry.at}-${index}`)));
  } catch {
    return [];
  }
}

function writeOutbox(uid: string, queue: QueuedProgress[]): void {
  if (queue.length === 0) storage()?.removeItem(keyPrefix + uid);
  else storage()?.setItem(keyPrefix + uid, JSON.stringify(queue));
}

const outboxOf = (uid: string) => new Outbox<ProgressWrite>(listStore(() => readOutbox(uid), (queue) => writeOutbox(uid, queue)));

async function queue(uid: string, payload: ProgressWrite, at: number): Promise<void> {
  const { params, body, address } = progressWriteNames(payload);
  const key = newKey();
  await outboxOf(uid).enqueue(progressRouteOf(payload.kind), { id: key, key, owner: uid, params, body, address, at, payload });
}

export const queueCompletion = (uid: string, item: { courseId: string; contentId: string; at: number }) =>
  queue(uid, { kind: 'complete', courseId: item.courseId, contentId: item.contentId }, item.at);

export const queueVisit = (uid: string, item: { courseId: string; contentId: string; at: number }) => queue(uid, { kind: 'visit', courseId: item.courseId, contentId: item.contentId }, item.at);

/** A visit the server recorded online: a queued older one for the course must not overwrite it when sent. */
export function dropQueuedVisit(uid: string, courseId: string): Promise<void> {
  const { params, body, address } = progressWriteNames({ kind: 'visit', courseId, contentId: '' });
  return outboxOf(uid).forget(progressRouteOf('visit'), uid, params, body, address);
}

/** Removes the entry sent, and only it: a visit queued while it was on its way stays. */
export function markSent(uid: string, sent: QueuedProgress): void {
  writeOutbox(
    uid,
    readOutbox(uid).filter((entry) => entry.id !== sent.id),
  );
}

/** A try that met no answer: the entry waits before the next (unless the network comes back). */
export function markTried(uid: string, tried: QueuedProgress, now: number): void {
  writeOutbox(
    uid,
    readOutbox(uid).map((entry) => (entry.id === tried.id ? triedAgainLater(entry, now, progressRetry) : entry)),
  );
}

/** Sign-out: nothing of a learner's stays behind in this browser. */
export function forgetOutboxes(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(keyPrefix)) store.removeItem(key);
}
