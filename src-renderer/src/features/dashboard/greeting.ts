import type { MeStats } from '@shared/api/engagement';

/** A learner who has done nothing yet is welcomed, not welcomed back (a new account's first visit). */
export function dashboardGreeting(name: string, stats: Pick<MeStats, 'dashboard' | 'recentActivity' | 'activeDays'> | undefined): { title: string; subtitle: string } {
  const returning = stats !== undefined && (stats.dashboard.coursesStarted > 0 || stats.recentActivity.length > 0 || stats.activeDays.length > 0);
  return returning ? { title: `Welcome back, ${name}`, subtitle: 'Pick up where you left off.' } : { title: `Welcome, ${name}`, subtitle: 'Pick a course below to begin: the first three lessons of every module are free.' };
}
