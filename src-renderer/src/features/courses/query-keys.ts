/** One place for the course feature's cache keys, so mutations update what the pages read. */
export const courseKeys = {
  all: ['courses'] as const,
  list: () => ['courses', 'list'] as const,
  course: (courseId: string) => ['courses', 'course', courseId] as const,
  lesson: (lessonId: string) => ['courses', 'lesson', lessonId] as const,
  search: (query: string) => ['courses', 'search', query] as const,
};
