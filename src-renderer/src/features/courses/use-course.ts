import { coursesRoutes } from '@shared/api/routes/courses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { courseContentRetryDelay, retryCourseContent } from './forbidden-retry';
import { courseKeys } from './query-keys';

/** The reader's one request: the course, its outline with lesson locks, premium and progress. */
export function useCourse(courseId: string) {
  return useQuery({
    queryKey: courseKeys.course(courseId),
    queryFn: ({ signal }) => api(coursesRoutes.get, { params: { courseId }, signal }),
    // Progress must be fresh when the learner comes back (Welcome Back reads it).
    staleTime: 0,
    retry: retryCourseContent,
    retryDelay: courseContentRetryDelay,
  });
}
