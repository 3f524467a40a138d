import { hackathonTeamRoutes } from '@shared/api/routes/hackathon-teams';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { persisted } from '../../../api/persisted-query';
import { dashboardKeys } from './query-keys';
import { useParticipantUid } from './use-participant-uid';

/** The caller's team (GET /api/hackathon/team), null when they are in none. */
export function useMyTeam() {
  const uid = useParticipantUid();
  return useQuery({
    queryKey: dashboardKeys.team(uid ?? 'signed-out'),
    queryFn: async ({ signal }) => (await api(hackathonTeamRoutes.myTeam, { signal })).data,
    enabled: uid !== null,
    ...persisted,
  });
}
