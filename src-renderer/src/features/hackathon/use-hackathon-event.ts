import { hackathonEventRoutes } from '@shared/api/routes/hackathon';
import { hackathonEventQueryKey } from '@shared/hackathon/event';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { persisted } from '../../api/persisted-query';

/**
 * The current event with its content (GET /api/hackathon), for the landing, the wizard and the
 * dashboard. The event is the same for everyone, so its last good copy is kept for offline use.
 */
export function useHackathonEvent() {
  return useQuery({
    queryKey: hackathonEventQueryKey,
    queryFn: ({ signal }) => api(hackathonEventRoutes.event, { signal }),
    staleTime: 5 * 60 * 1000,
    ...persisted,
  });
}
