import type { SubmissionInput } from '@shared/api/hackathon-submissions';
import { hackathonSubmissionRoutes } from '@shared/api/routes/hackathon-submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { dashboardKeys } from './query-keys';
import { useParticipantUid } from './use-participant-uid';

/** Submit, change and delete the caller's projects; each refreshes the list (and the overview's count). */
export function useSubmissionMutations() {
  const uid = useParticipantUid() ?? 'signed-out';
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.submissions(uid) });

  const create = useMutation({
    mutationFn: async (body: SubmissionInput) => (await api(hackathonSubmissionRoutes.create, { body })).data,
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: async ({ submissionId, body }: { submissionId: string; body: SubmissionInput }) =>
      (await api(hackathonSubmissionRoutes.update, { params: { submissionId }, body })).data,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (submissionId: string) => api(hackathonSubmissionRoutes.remove, { params: { submissionId } }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
