import type { RegistrationStatus } from '@shared/api/hackathon-registration';
import { hackathonAdminRoutes } from '@shared/api/routes/hackathon-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adminMessages } from './admin-messages';
import { toastFailure, toastSuccess } from './admin-toast';
import { adminTextsNow as t } from './admin-texts';
import { adminKeys } from './query-keys';

/** product.md §3.9: a bulk update may take up to 60 s. */
const bulkTimeoutMs = 60_000;

/**
 * PUT /api/hackathon/admin/status and /bulk-update. Every change refreshes the whole dashboard:
 * a status moves counts on the Dashboard, Payments and Analytics tabs as well as the row.
 */
export function useStatusMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });

  const update = useMutation({
    mutationFn: (body: { registration_id: string; status: RegistrationStatus; admin_notes?: string }) => api(hackathonAdminRoutes.updateStatus, { body }),
    onSuccess: () => {
      toastSuccess(t('statusUpdated'));
      return refresh();
    },
    onError: (error) => toastFailure(error, t('statusUpdateFailed')),
  });

  const bulk = useMutation({
    mutationFn: ({ ids, status }: { ids: readonly string[]; status: RegistrationStatus }) =>
      api(hackathonAdminRoutes.bulkUpdate, { body: { updates: ids.map((registration_id) => ({ registration_id, status })) }, timeoutMs: bulkTimeoutMs }),
    // The server words the count in English ('Registrations updated: 3'); the screen says it in the learner's language.
    onSuccess: (reply) => {
      toastSuccess(t('registrationsUpdated', { count: reply.data.count }));
      return refresh();
    },
    onError: (error) => toastFailure(error, adminMessages.bulkUpdate),
  });

  return { update, bulk };
}
