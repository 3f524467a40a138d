/**
 * Lessons completed without a network wait in an outbox in the browser and are sent when it returns
 * (product.md §3.2.8, offline reading). Completing is idempotent on the server, so the outbox keeps
 * one entry per lesson and the order does not matter.
 */
export interface QueuedCompletion {
  courseId: string;
  contentId: string;
  /** When the learner completed it, epoch ms: kept for the order of sending only. */
  at: number;
}

export function enqueueCompletion(queue: readonly QueuedCompletion[], item: QueuedCompletion): QueuedCompletion[] {
  if (queue.some((queued) => queued.courseId === item.courseId && queued.contentId === item.contentId)) return [...queue];
  return [...queue, item];
}

export function withoutCompletion(queue: readonly QueuedCompletion[], sent: Pick<QueuedCompletion, 'courseId' | 'contentId'>): QueuedCompletion[] {
  return queue.filter((queued) => queued.courseId !== sent.courseId || queued.contentId !== sent.contentId);
}

/** Lesson ids of one course still waiting to be sent, to show them complete meanwhile. */
export function queuedLessonIds(queue: readonly QueuedCompletion[], courseId: string): string[] {
  return queue.filter((queued) => queued.courseId === courseId).map((queued) => queued.contentId);
}
