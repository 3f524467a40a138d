/**
 * Progress made without a network waits in an outbox in the browser and is sent when it returns
 * (product.md §3.2.8, offline reading): lessons completed, and the lesson last opened in a course.
 * Completing is idempotent on the server, so the outbox keeps one completion per lesson and their
 * order does not matter. A visit only moves the course's "last visited lesson", so the latest one
 * per course is all that needs sending: a newer visit replaces the queued one (last write wins).
 */
export interface QueuedProgress {
  kind: 'complete' | 'visit';
  courseId: string;
  contentId: string;
  /** When the learner completed or opened it, epoch ms: the order of sending, and which visit is the latest. */
  at: number;
}

export type QueuedCompletion = Omit<QueuedProgress, 'kind'>;

export function enqueueCompletion(queue: readonly QueuedProgress[], item: QueuedCompletion): QueuedProgress[] {
  if (queue.some((queued) => queued.kind === 'complete' && queued.courseId === item.courseId && queued.contentId === item.contentId)) return [...queue];
  return [...queue, { kind: 'complete', ...item }];
}

/** Keeps only the latest visit of the course: an older one arriving late changes nothing. */
export function enqueueVisit(queue: readonly QueuedProgress[], item: QueuedCompletion): QueuedProgress[] {
  const queued = queue.find((q) => q.kind === 'visit' && q.courseId === item.courseId);
  if (queued && queued.at > item.at) return [...queue];
  return [...withoutVisit(queue, item.courseId), { kind: 'visit', ...item }];
}

/** A visit recorded online is newer than any queued for the course, which must not overwrite it later. */
export function withoutVisit(queue: readonly QueuedProgress[], courseId: string): QueuedProgress[] {
  return queue.filter((q) => q.kind !== 'visit' || q.courseId !== courseId);
}

/** Removes the entry sent, and only it: a visit queued while it was on its way stays. */
export function withoutSent(queue: readonly QueuedProgress[], sent: QueuedProgress): QueuedProgress[] {
  return queue.filter((q) => q.kind !== sent.kind || q.courseId !== sent.courseId || q.contentId !== sent.contentId || q.at !== sent.at);
}

/** Lesson ids of one course completed and not sent yet, to show them complete meanwhile. */
export function queuedLessonIds(queue: readonly QueuedProgress[], courseId: string): string[] {
  return queue.filter((queued) => queued.kind === 'complete' && queued.courseId === courseId).map((queued) => queued.contentId);
}
