import { useQuery } from '@tanstack/react-query';
import { providersRequest } from './auth-api';

/** Which social sign-ins this server has set up. */
export function useAuthProviders() {
  return useQuery({ queryKey: ['auth', 'providers'], queryFn: ({ signal }) => providersRequest(signal), staleTime: Infinity });
}
