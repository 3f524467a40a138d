import type { AdminIdsQueryInput } from '@shared/api/hackathon-admin';
import { hackathonAdminRoutes } from '@shared/api/routes/hackathon-admin';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adminMessages } from './admin-messages';
import { toastFailure, toastWarning } from './admin-toast';
import { adminTextsNow as t } from './admin-texts';

/**
 * "Select all filtered" (product.md §3.2.6): the server answers every matching id, up to what one
 * bulk update takes, so the selection covers rows on pages the screen has never loaded. When more
 * match, the organiser is told the selection stopped short rather than acting on fewer unknowingly.
 */
export function useSelectFiltered(onSelected: (ids: readonly string[]) => void) {
  return useMutation({
    mutationFn: async (query: AdminIdsQueryInput) => (await api(hackathonAdminRoutes.registrationIds, { query })).data,
    onSuccess: ({ ids, total, limit }) => {
      onSelected(ids);
      if (total > ids.length) {
        toastWarning(t('selectedFirst', { count: ids.length, total, limit }));
      }
    },
    onError: (error) => toastFailure(error, adminMessages.fetchRegistrations),
  });
}
