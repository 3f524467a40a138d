import type { QueryClient } from '@tanstack/react-query';
import { prerenderQueries, prerenderQueriesId } from '@shared/routing/prerendered';

/**
 * Puts the data a page was drawn with (src-server/http/prerender-with-data.ts) in the query cache, over
 * any saved copy, so that React's first render draws what the server drew and can take it over.
 */
export function takePrerenderQueries(queryClient: QueryClient, document: Document): void {
  const carried = document.getElementById(prerenderQueriesId)?.textContent;
  if (!carried) return;
  for (const { queryKey, data } of prerenderQueries.parse(JSON.parse(carried))) queryClient.setQueryData(queryKey, data);
}
