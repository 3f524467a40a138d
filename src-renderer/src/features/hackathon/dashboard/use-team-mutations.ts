import type { Team } from '@shared/api/hackathon-teams';
import { hackathonTeamRoutes } from '@shared/api/routes/hackathon-teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { dashboardKeys } from './query-keys';
import { useParticipantUid } from './use-participant-uid';

/**
 * Create, join, edit and leave (POST/PATCH /api/hackathon/team…). Each puts the team the server
 * answers straight into the cache, then refreshes the rest of the participant's data, whose
 * registration status follows the team's leader.
 */
export function useTeamMutations() {
  const uid = useParticipantUid() ?? 'signed-out';
  const queryClient = useQueryClient();
  const settle = (team: Team | null) => {
    queryClient.setQueryData(dashboardKeys.team(uid), team);
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all(uid) });
    // Joining a registered team by code accepts the invitation it answers.
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.invitations(uid) });
  };

  const create = useMutation({
    mutationFn: async (body: { name: string; description: string }) => (await api(hackathonTeamRoutes.create, { body })).data,
    onSuccess: settle,
  });
  const join = useMutation({
    mutationFn: async (code: string) => (await api(hackathonTeamRoutes.join, { body: { code } })).data,
    onSuccess: settle,
  });
  const update = useMutation({
    mutationFn: async ({ teamId, name, description }: { teamId: string; name: string; description: string }) =>
      (await api(hackathonTeamRoutes.update, { params: { teamId }, body: { name, description } })).data,
    onSuccess: settle,
  });
  const leave = useMutation({
    mutationFn: () => api(hackathonTeamRoutes.leave),
    onSuccess: () => settle(null),
  });
  return { create, join, update, leave };
}
