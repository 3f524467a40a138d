import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

// TanStack assumes a network at start and learns otherwise only from an `offline` event, which a
// page loaded offline never gets: without this it would not know to refetch when the network returns.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15 * 60 * 1000,
      // Offline, a query still asks once: the service worker may answer it from what it kept (a
      // lesson, the catalogue). Held back instead, it would show its skeleton until the network returned.
      networkMode: 'offlineFirst',
      // The API client already retries gateway errors; a second layer of retries would only delay
      // the error state. Offline a retry would wait for the network, so the error shows at once and
      // the query asks again when the network returns.
      retry: (failureCount, error) => error instanceof ApiError && error.code === 'NETWORK' && failureCount < 1 && onlineManager.isOnline(),
      refetchOnWindowFocus: false,
    },
    // A change made offline is tried at once: a lesson completion then waits in its outbox and any
    // other change says the network is down, where a held-back one would spin until it returned.
    mutations: { networkMode: 'offlineFirst' },
  },
});
