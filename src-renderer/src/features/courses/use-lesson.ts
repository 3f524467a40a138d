import { coursesRoutes } from '@shared/api/routes/courses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { courseContentRetryDelay, retryCourseContent } from './forbidden-retry';
import { courseKeys } from '@shared/courses/query-keys';

/** One lesson's body. Not asked for when the outline already says it is locked. */
export function useLesson(lessonId: string, enabled: boolean) {
  return useQuery({
    queryKey: courseKeys.lesson(lessonId),
    queryFn: ({ signal }) => api(coursesRoutes.lesson, { params: { lessonId }, signal }),
    enabled,
    retry: retryCourseContent,
    retryDelay: courseContentRetryDelay,
  });
}
