import { hackathonRegistrationRoutes } from '@shared/api/routes/hackathon-registration';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { persisted } from '../../../api/persisted-query';
import { dashboardKeys } from './query-keys';
import { useParticipantUid } from './use-participant-uid';

/** The caller's registrations (GET /api/hackathon/registrations), newest first as the server sends them. */
export function useMyRegistrations() {
  const uid = useParticipantUid();
  return useQuery({
    queryKey: dashboardKeys.registrations(uid ?? 'signed-out'),
    queryFn: async ({ signal }) => (await api(hackathonRegistrationRoutes.myRegistrations, { signal })).data,
    enabled: uid !== null,
    ...persisted,
  });
}
