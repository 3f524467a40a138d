import { paymentsRoutes } from '@shared/api/routes/payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { paymentKeys } from './query-keys';

export function usePaymentConfig() {
  return useQuery({
    queryKey: paymentKeys.config,
    queryFn: ({ signal }) => api(paymentsRoutes.config, { signal }),
    staleTime: Infinity,
  });
}
