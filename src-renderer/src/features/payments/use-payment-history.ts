import { paymentsRoutes } from '@shared/api/routes/payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { paymentKeys } from './query-keys';

export function usePaymentHistory() {
  return useQuery({
    queryKey: paymentKeys.history,
    queryFn: ({ signal }) => api(paymentsRoutes.history, { signal }),
  });
}
