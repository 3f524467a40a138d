/**
 * The reader's course reply as last written for one learner in one course, kept while nothing it
 * was written from has changed: the learner's rows (told by the database as they are written), the
 * course outline (the outline cache hands out a new object when it reloads one), and the time
 * (a subscription that starts or ends makes lessons lock or open). Rereading and rewriting the same
 * reply was most of the course request's work (docs/benchmarks.md, the reader).
 *
 * Only where the database can say which learner a write touches, as SQLite does for the one
 * process that owns its file (`Db.watchUserRows`); elsewhere nothing is kept and every request
 * reads.
 */
export interface CourseReplyCache {
  /** The kept reply, if it was written from this outline and `nowMs` lies in the time it holds for. */
  get(userId: string, courseId: string, outline: object, nowMs: number): Buffer | undefined;
  /** Taken before the learner's rows are read: a write after it keeps the reply read from being kept. */
  stamp(): number;
  keep(stamp: number, userId: string, courseId: string, reply: KeptReply): void;
}

export interface KeptReply {
  outline: object;
  body: Buffer;
  /** The time it was written at, and the first time after that its locks may change. */
  fromMs: number;
  untilMs: number;
}

/** Kept replies' bytes in all; a course's reply is a few kilobytes, so a few thousand learners. */
export const courseReplyCacheBytes = 16 * 1024 * 1024;

const nothingKept: CourseReplyCache = { get: () => undefined, stamp: () => 0, keep: () => undefined };

export function createCourseReplyCache(
  watchUserRows: ((tables: readonly string[], listener: (userId: string) => void) => void) | undefined,
  limitBytes = courseReplyCacheBytes,
): CourseReplyCache {
  if (!watchUserRows) return nothingKept;
  const byLearner = new Map<string, Map<string, KeptReply>>();
  let bytes = 0;
  let writes = 0;
  const forget = (userId: string) => {
    const kept = byLearner.get(userId);
    if (!kept) return;
    for (const reply of kept.values()) bytes -= reply.body.length;
    byLearner.delete(userId);
  };
  // What a course reply is written from, besides the outline: progress, visits, quiz answers, plans.
  watchUserRows(['completed_lessons', 'quiz_answers', 'course_progress', 'subscriptions'], (userId) => {
    writes += 1;
    forget(userId);
  });
  return {
    get(userId, courseId, outline, nowMs) {
      const kept = byLearner.get(userId)?.get(courseId);
      return kept && kept.outline === outline && kept.fromMs <= nowMs && nowMs < kept.untilMs ? kept.body : undefined;
    },
    stamp: () => writes,
    keep(stamp, userId, courseId, reply) {
      if (stamp !== writes || reply.body.length > limitBytes) return;
      let kept = byLearner.get(userId);
      const replaced = kept?.get(courseId);
      if (replaced) bytes -= replaced.body.length;
      // The learners kept longest go first; a map iterates in the order its keys were added.
      for (const oldest of byLearner.keys()) {
        if (bytes + reply.body.length <= limitBytes) break;
        if (oldest !== userId) forget(oldest);
      }
      if (!kept) byLearner.set(userId, (kept = new Map()));
      kept.set(courseId, reply);
      bytes += reply.body.length;
    },
  };
}
