import type { AdminListQueryInput } from '@shared/api/hackathon-admin';

/**
 * Cache keys of the organiser dashboard, under one prefix the refresh button and every change
 * invalidate. Not persisted: an organiser's lists are live data and hold other people's details.
 */
export const adminKeys = {
  all: ['hackathon', 'admin'] as const,
  registrations: (query: AdminListQueryInput) => ['hackathon', 'admin', 'registrations', query] as const,
  registration: (id: string) => ['hackathon', 'admin', 'registration', id] as const,
  teamChanges: (id: string) => ['hackathon', 'admin', 'registration', id, 'team-changes'] as const,
  submissionSnapshot: (id: string) => ['hackathon', 'admin', 'submission', id, 'snapshot'] as const,
  stats: ['hackathon', 'admin', 'stats'] as const,
  outboxAll: ['hackathon', 'admin', 'outbox'] as const,
  outbox: (page: number) => ['hackathon', 'admin', 'outbox', page] as const,
  groupCount: (statuses: readonly string[]) => ['hackathon', 'admin', 'group-count', ...statuses] as const,
};
