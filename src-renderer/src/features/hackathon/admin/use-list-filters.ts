import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { listMatching } from './list-matching';
import { noFilters, type ListFilters } from './RegistrationFilters';

/** A search waits for the organiser to stop typing, so 10,000 rows are not searched per keystroke. */
const searchDelayMs = 300;

/**
 * The registrations list's search and filters, held by the dashboard rather than the tab: the
 * dashboard's Ctrl/⌘+E exports what the list shows, as the Export menu does.
 */
export function useListFilters() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ListFilters>(noFilters);
  const [debouncedSearch] = useDebouncedValue(search, searchDelayMs);
  return { search, setSearch, filters, setFilters, matching: listMatching(debouncedSearch, filters) };
}

export type ListFiltersState = ReturnType<typeof useListFilters>;
