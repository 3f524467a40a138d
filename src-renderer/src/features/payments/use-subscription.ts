import { subscriptionsRoutes } from '@shared/api/routes/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useAuth } from '../auth/auth-context';
import { paymentKeys } from './query-keys';

/**
 * product.md §1.3 "Subscription state", from the server (expiry applied there at read time). Checked
 * again every few minutes so a plan that ends while the app is open stops showing as active.
 */
export function useSubscription() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...paymentKeys.subscription, user?.uid ?? 'signed-out'],
    queryFn: ({ signal }) => api(subscriptionsRoutes.current, { signal }),
    enabled: user !== null,
    staleTime: 5 * 60 * 1000,
    refetchInterval: 5 * 60 * 1000,
  });
}
