import { coursesRoutes } from '@shared/api/routes/courses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { courseKeys } from '@shared/courses/query-keys';

/** The catalogue with the learner's progress and whether they are premium. */
export function useCourses() {
  return useQuery({
    queryKey: courseKeys.list(),
    queryFn: ({ signal }) => api(coursesRoutes.list, { signal }),
    // Progress changes as the learner reads; the catalogue should show it when they come back.
    staleTime: 0,
  });
}
