import type { AdminListQueryInput } from '@shared/api/hackathon-admin';
import { hackathonAdminRoutes } from '@shared/api/routes/hackathon-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adminMessages } from './admin-messages';
import { toastFailure } from './admin-toast';
import { adminKeys } from './query-keys';

/** Organisers watch registrations arrive: their lists are fresh for 30 s, not the app's 15 min. */
const liveMs = 30_000;

/** product.md §3.8: a load that fails says so in a 3 s toast, and the screen shows its error state. */
async function loud<T>(load: Promise<T>, fallback: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) toastFailure(error, fallback);
    throw error;
  }
}

/** GET /api/hackathon/admin/stats: the Dashboard, Payments and Analytics tabs. */
export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    staleTime: liveMs,
    queryFn: async ({ signal }) => (await loud(api(hackathonAdminRoutes.stats, { signal }), adminMessages.fetchStats)).data,
  });
}

/**
 * One page of registrations, searched, filtered and paged by the server (product.md §3.9), so the
 * screen holds 20 rows whether the event has 50 registrations or 10,000. The previous page stays
 * on screen while the next one loads.
 */
export function useAdminRegistrations(query: AdminListQueryInput) {
  return useQuery({
    queryKey: adminKeys.registrations(query),
    staleTime: liveMs,
    queryFn: async ({ signal }) => (await loud(api(hackathonAdminRoutes.registrations, { query, signal }), adminMessages.fetchRegistrations)).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/hackathon/admin/:registrationId: the detail modal. */
export function useAdminRegistration(registrationId: string | null) {
  return useQuery({
    queryKey: adminKeys.registration(registrationId ?? ''),
    queryFn: async ({ signal }) =>
      (await loud(api(hackathonAdminRoutes.registration, { params: { registrationId: registrationId ?? '' }, signal }), adminMessages.fetchParticipants)).data,
    enabled: registrationId !== null,
  });
}

/**
 * GET /api/hackathon/admin/registrations/:registrationId/team-changes: the detail's team panel.
 * Quiet on failure: the panel shows its own error, the detail above stays usable.
 */
export function useAdminTeamChanges(registrationId: string) {
  return useQuery({
    queryKey: adminKeys.teamChanges(registrationId),
    staleTime: liveMs,
    queryFn: async ({ signal }) => (await api(hackathonAdminRoutes.teamChanges, { params: { registrationId }, signal })).data,
  });
}

/**
 * GET /api/hackathon/admin/submissions/:submissionId/snapshot: the workspace files a submission
 * kept, asked for when the organiser opens them. A hand-in never changes, so it stays fresh.
 */
export function useAdminSubmissionSnapshot(submissionId: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.submissionSnapshot(submissionId),
    staleTime: Infinity,
    enabled,
    queryFn: async ({ signal }) => (await api(hackathonAdminRoutes.submissionSnapshot, { params: { submissionId }, signal })).data,
  });
}
