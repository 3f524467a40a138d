import { paymentConfigReply } from '@shared/api/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { paymentKeys } from './query-keys';

export function usePaymentConfig() {
  return useQuery({
    queryKey: paymentKeys.config,
    queryFn: ({ signal }) => apiRequest('/api/payments/config', paymentConfigReply, { signal }),
    staleTime: Infinity,
  });
}
