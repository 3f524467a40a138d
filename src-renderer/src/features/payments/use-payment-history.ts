import { paymentHistoryReply } from '@shared/api/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { paymentKeys } from './query-keys';

export function usePaymentHistory() {
  return useQuery({
    queryKey: paymentKeys.history,
    queryFn: ({ signal }) => apiRequest('/api/payments', paymentHistoryReply, { signal }),
  });
}
