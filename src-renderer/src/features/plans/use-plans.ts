import type { ListPlansReply } from '@shared/api/plans';
import { plansRoutes } from '@shared/api/routes/plans';
import { plans } from '@shared/plans/plans';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { persisted } from '../../api/persisted-query';

// The shared plan table is what the server seeds from, so it is the right thing to show at once
// (and offline) while the server's copy loads.
const fromSharedTable: ListPlansReply = {
  plans: plans.map((plan) => ({
    key: plan.key,
    name: plan.name,
    priceRupees: plan.priceRupees,
    amountPaise: plan.amountPaise,
    currency: 'INR',
    durationLabel: plan.durationLabel,
    popular: plan.popular,
    features: [...plan.features],
  })),
};

export function usePlans() {
  return useQuery({
    queryKey: ['plans'],
    queryFn: ({ signal }) => api(plansRoutes.list, { signal }),
    initialData: fromSharedTable,
    initialDataUpdatedAt: 0,
    ...persisted,
  });
}
