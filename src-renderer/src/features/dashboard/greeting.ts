import type { MeStats } from '@shared/api/engagement';

/** A learner who has done nothing yet is welcomed, not welcomed back (a new account's first visit). */
export function isReturningLearner(stats: Pick<MeStats, 'dashboard' | 'recentActivity' | 'activeDays'> | undefined): boolean {
  return stats !== undefined && (stats.dashboard.coursesStarted > 0 || stats.recentActivity.length > 0 || stats.activeDays.length > 0);
}
