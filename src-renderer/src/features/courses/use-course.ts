import { coursesRoutes } from '@shared/api/routes/courses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { courseContentRetryDelay, retryCourseContent } from './forbidden-retry';
import { courseKeys } from '@shared/courses/query-keys';
import { withQueuedLessons } from '../progress/use-progress-mutations';

/** The reader's one request: the course, its outline with lesson locks, premium and progress. */
export function useCourse(courseId: string) {
  return useQuery({
    queryKey: courseKeys.course(courseId),
    // Lessons completed offline show complete until the server has them, even in a copy read offline.
    queryFn: async ({ signal }) => {
      const course = await api(coursesRoutes.get, { params: { courseId }, signal });
      return { ...course, progress: withQueuedLessons(course.progress) };
    },
    // Progress must be fresh when the learner comes back (Welcome Back reads it).
    staleTime: 0,
    retry: retryCourseContent,
    retryDelay: courseContentRetryDelay,
  });
}
