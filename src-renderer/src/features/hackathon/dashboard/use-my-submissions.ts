import { hackathonSubmissionRoutes } from '@shared/api/routes/hackathon-submissions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { persisted } from '../../../api/persisted-query';
import { dashboardKeys } from './query-keys';
import { useParticipantUid } from './use-participant-uid';

/** The caller's submissions (GET /api/hackathon/submissions), newest first. */
export function useMySubmissions() {
  const uid = useParticipantUid();
  return useQuery({
    queryKey: dashboardKeys.submissions(uid ?? 'signed-out'),
    queryFn: async ({ signal }) => (await api(hackathonSubmissionRoutes.mine, { signal })).data,
    enabled: uid !== null,
    ...persisted,
  });
}
