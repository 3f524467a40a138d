import { registrationKeys } from '../registration/query-keys';

/**
 * Cache keys of the participant's own hackathon data. Each carries the user id, as per-user
 * offline copies must (api/persisted-query.ts); `all` is what a team or submission change refreshes.
 */
export const dashboardKeys = {
  all: (uid: string) => [...registrationKeys.registrations, uid] as const,
  registrations: (uid: string) => ['hackathon', 'participant', uid, 'registrations'] as const,
  team: (uid: string) => ['hackathon', 'participant', uid, 'team'] as const,
  submissions: (uid: string) => ['hackathon', 'participant', uid, 'submissions'] as const,
  invitations: (uid: string) => ['hackathon', 'participant', uid, 'invitations'] as const,
};
