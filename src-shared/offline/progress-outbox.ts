import { routePath } from '../api/route';
import { progressRoutes } from '../api/routes/progress';
import { entityOf, queueRuleOf, routeKey, type Queued } from './outbox';

/**
 * Progress made without a network waits in the browser's outbox and is sent when it returns
 * (product.md §3.2.8, offline reading): lessons completed, and the lesson last opened in a course.
 * The one outbox (`outbox.ts`) folds them by the progress routes' rules: completing is counted
 * once on the server, so one completion per lesson waits; a visit only moves the course's "last
 * visited lesson", so only the latest per course waits (last write wins).
 */
export interface ProgressWrite {
  kind: 'complete' | 'visit';
  courseId: string;
  contentId: string;
}

export type QueuedProgress = Queued<ProgressWrite>;

export const progressRouteOf = (kind: ProgressWrite['kind']) => (kind === 'visit' ? progressRoutes.visit : progressRoutes.complete);

/** The routes the browser's outbox queues: each must say `queue` in its contract (tests/server/offline-rules.test.ts). */
export const browserQueuedRoutes = [progressRouteOf('visit'), progressRouteOf('complete')];

/** The outbox's names of a progress write: its route, entity and address. */
export function progressWriteNames(write: ProgressWrite): { route: string; entity: string; params: { courseId: string }; body: { contentId: string }; address: string } {
  const contract = progressRouteOf(write.kind);
  const params = { courseId: write.courseId };
  const body = { contentId: write.contentId };
  const address = routePath(contract, params);
  const rule = queueRuleOf(contract);
  return { route: routeKey(contract), entity: rule ? entityOf(rule, params, body, address) : address, params, body, address };
}

/**
 * An entry the browser kept before the one outbox ({ kind, courseId, contentId, at }), as the
 * outbox keeps it now, so progress made offline before an update is still sent after it.
 */
export function fromEarlierEntry(entry: ProgressWrite & { at: number }, owner: string, id: string, key: string): QueuedProgress {
  const { kind, courseId, contentId, at } = entry;
  const payload = { kind, courseId, contentId };
  const { route, entity } = progressWriteNames(payload);
  return { id, key, owner, route, entity, at, attempts: 0, notBefore: 0, payload };
}

/** Lesson ids of one course completed and not sent yet, to show them complete meanwhile. */
export function queuedLessonIds(queue: readonly QueuedProgress[], courseId: string): string[] {
  return queue.filter((queued) => queued.payload.kind === 'complete' && queued.payload.courseId === courseId).map((queued) => queued.payload.contentId);
}
