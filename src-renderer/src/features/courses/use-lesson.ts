import { getLessonReply } from '@shared/api/courses';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { courseContentRetryDelay, retryCourseContent } from './forbidden-retry';
import { courseKeys } from './query-keys';

/** One lesson's body. Not asked for when the outline already says it is locked. */
export function useLesson(lessonId: string, enabled: boolean) {
  return useQuery({
    queryKey: courseKeys.lesson(lessonId),
    queryFn: ({ signal }) => apiRequest(`/api/lessons/${encodeURIComponent(lessonId)}`, getLessonReply, { signal }),
    enabled,
    retry: retryCourseContent,
    retryDelay: courseContentRetryDelay,
  });
}
