import { searchQuery } from '@shared/api/courses';
import { coursesRoutes } from '@shared/api/routes/courses';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { courseKeys } from '@shared/courses/query-keys';

/** Waits for the learner to pause typing, so a word typed fast costs one request. */
export const searchDebounceMs = 300;

/** Catalogue search; asks the server only for a query the contract accepts (2 to 100 characters). */
export function useCourseSearch(text: string) {
  const [debounced] = useDebouncedValue(text.trim(), searchDebounceMs);
  const parsed = searchQuery.safeParse({ q: debounced });
  const q = parsed.success ? parsed.data.q : '';
  const query = useQuery({
    queryKey: courseKeys.search(q),
    queryFn: ({ signal }) => api(coursesRoutes.search, { query: { q }, signal }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { ...query, active: q !== '', settling: text.trim() !== debounced };
}
