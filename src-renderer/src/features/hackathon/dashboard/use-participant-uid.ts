import { useAuth } from '../../auth/auth-context';

/** The signed-in participant's id for the cache keys; the shell shows the dashboard only to a signed-in user. */
export function useParticipantUid(): string | null {
  return useAuth().user?.uid ?? null;
}
