import { listCoursesReply } from '@shared/api/courses';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { courseKeys } from './query-keys';

/** The catalogue with the learner's progress and whether they are premium. */
export function useCourses() {
  return useQuery({
    queryKey: courseKeys.list(),
    queryFn: ({ signal }) => apiRequest('/api/courses', listCoursesReply, { signal }),
    // Progress changes as the learner reads; the catalogue should show it when they come back.
    staleTime: 0,
  });
}
