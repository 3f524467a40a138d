import type { ReplaceMemberInput } from '@shared/api/hackathon-invitations';
import { hackathonTeamRoutes } from '@shared/api/routes/hackathon-teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { persisted } from '../../../api/persisted-query';
import { dashboardKeys } from './query-keys';
import { useParticipantUid } from './use-participant-uid';

/** The open invitations to the signed-in learner's address (GET /api/hackathon/invitations). */
export function useMyInvitations() {
  const uid = useParticipantUid();
  return useQuery({
    queryKey: dashboardKeys.invitations(uid ?? 'signed-out'),
    queryFn: async ({ signal }) => (await api(hackathonTeamRoutes.invitations, { signal })).data,
    enabled: uid !== null,
    ...persisted,
  });
}

/**
 * Answering an invitation and the leader's changes to the team (product.md §3.4 "Members and
 * invitations"). Each refreshes all the participant's data: who is in the team, the members'
 * states and the invitations change together.
 */
export function useMembershipMutations() {
  const uid = useParticipantUid() ?? 'signed-out';
  const queryClient = useQueryClient();
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all(uid) });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.invitations(uid) });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.registrations(uid) });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.team(uid) });
  };
  const accept = useMutation({
    mutationFn: (invitationId: string) => api(hackathonTeamRoutes.acceptInvitation, { params: { invitationId } }),
    onSuccess: settle,
  });
  const decline = useMutation({
    mutationFn: (invitationId: string) => api(hackathonTeamRoutes.declineInvitation, { params: { invitationId } }),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (ids: { registrationId: string; invitationId: string }) => api(hackathonTeamRoutes.removeMember, { params: ids }),
    onSuccess: settle,
  });
  const replace = useMutation({
    mutationFn: ({ member, ...ids }: { registrationId: string; invitationId: string; member: ReplaceMemberInput }) =>
      api(hackathonTeamRoutes.replaceMember, { params: ids, body: member }),
    onSuccess: settle,
  });
  const newCode = useMutation({
    mutationFn: (registrationId: string) => api(hackathonTeamRoutes.regenerateCode, { params: { registrationId } }),
    onSuccess: settle,
  });
  return { accept, decline, remove, replace, newCode };
}
