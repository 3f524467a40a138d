/**
 * The course feature's cache keys, one place for the pages that read them, the mutations that
 * update them, and the server, which draws a learner's catalogue with its data under the same key.
 */
export const courseKeys = {
  all: ['courses'] as const,
  list: () => ['courses', 'list'] as const,
  course: (courseId: string) => ['courses', 'course', courseId] as const,
  lesson: (lessonId: string) => ['courses', 'lesson', lessonId] as const,
  search: (query: string) => ['courses', 'search', query] as const,
};
