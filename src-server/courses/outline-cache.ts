/**
 * Course outlines (course, modules, lesson titles, positions and quiz ids) change only when
 * content is edited, yet every reader request needs one; so each process keeps them, prepared,
 * for a few seconds; what a learner has done is not kept here (course-reply-cache.ts keeps a
 * reply only until a write touches it). A content edit shows in every
 * process within the time-to-live; the process that edits calls `clear()` to show it at once.
 * The time-to-live is an age on the monotonic clock, not a date, so a test clock leaves it alone.
 */
export function createOutlineCache<Outline>(load: (courseId: string) => Promise<Outline | undefined>, ttlMs = 5_000, now = () => performance.now()) {
  const entries = new Map<string, { outline: Outline; expires: number }>();
  return {
    async get(courseId: string): Promise<Outline | undefined> {
      const hit = entries.get(courseId);
      if (hit && hit.expires > now()) return hit.outline;
      const outline = await load(courseId);
      // Unknown ids are not remembered, so probing random ids cannot fill the memory.
      if (outline !== undefined) entries.set(courseId, { outline, expires: now() + ttlMs });
      return outline;
    },
    clear() {
      entries.clear();
    },
  };
}
