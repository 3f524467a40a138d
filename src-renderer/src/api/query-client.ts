import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15 * 60 * 1000,
      // The API client already retries gateway errors; a second layer of retries would only delay the error state.
      retry: (failureCount, error) => error instanceof ApiError && error.code === 'NETWORK' && failureCount < 1,
      refetchOnWindowFocus: false,
    },
  },
});
