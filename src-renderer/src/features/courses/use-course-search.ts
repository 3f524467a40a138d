import { searchQuery, searchReply } from '@shared/api/courses';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { courseKeys } from './query-keys';

/** Waits for the learner to pause typing, so a word typed fast costs one request. */
export const searchDebounceMs = 300;

/** Catalogue search; asks the server only for a query the contract accepts (2 to 100 characters). */
export function useCourseSearch(text: string) {
  const [debounced] = useDebouncedValue(text.trim(), searchDebounceMs);
  const parsed = searchQuery.safeParse({ q: debounced });
  const q = parsed.success ? parsed.data.q : '';
  const query = useQuery({
    queryKey: courseKeys.search(q),
    queryFn: ({ signal }) => apiRequest(`/api/search?${new URLSearchParams({ q }).toString()}`, searchReply, { signal }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { ...query, active: q !== '', settling: text.trim() !== debounced };
}
