import type { QueryClient } from '@tanstack/react-query';
import { drawnQueries, drawnQueriesId } from '@shared/routing/drawn-page';

/**
 * Puts the data a page was drawn with (src-server/http/drawn-with-data.ts) in the query cache, over
 * any saved copy, so that React's first render draws what the server drew and can take it over.
 */
export function takeDrawnQueries(queryClient: QueryClient, document: Document): void {
  const carried = document.getElementById(drawnQueriesId)?.textContent;
  if (!carried) return;
  for (const { queryKey, data } of drawnQueries.parse(JSON.parse(carried))) queryClient.setQueryData(queryKey, data);
}
