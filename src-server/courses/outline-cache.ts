import type { CourseQueries } from './queries';

type Outline = {
  course: NonNullable<Awaited<ReturnType<CourseQueries['course']>>>;
  modules: Awaited<ReturnType<CourseQueries['modules']>>;
  lessons: Awaited<ReturnType<CourseQueries['lessons']>>;
};

/**
 * Course outlines (course, modules, lesson titles and positions) change only when content is
 * edited, yet every reader request needs one; so each process keeps them for a few seconds.
 * The learner's own state is never cached. A content edit shows in every process within the
 * time-to-live; the process that edits calls `clear()` to show it at once.
 */
export function createOutlineCache(queries: CourseQueries, ttlMs = 5_000, now = () => Date.now()) {
  const entries = new Map<string, { outline: Outline | undefined; expires: number }>();
  return {
    async get(courseId: string): Promise<Outline | undefined> {
      const hit = entries.get(courseId);
      if (hit && hit.expires > now()) return hit.outline;
      const [course, modules, lessons] = await Promise.all([queries.course(courseId), queries.modules(courseId), queries.lessons(courseId)]);
      const outline = course ? { course, modules, lessons } : undefined;
      // Unknown ids are not remembered, so probing random ids cannot fill the memory.
      if (outline) entries.set(courseId, { outline, expires: now() + ttlMs });
      return outline;
    },
    clear() {
      entries.clear();
    },
  };
}
export type OutlineCache = ReturnType<typeof createOutlineCache>;
