import type { AdminStats } from '@shared/api/hackathon-admin';
import { formatsFor } from '../../../core/format';
import type { AppLanguage } from '../../../core/i18n';
import { averagePer, percentOf, topBy } from './percent';

/** product.md §3.2.6 Analytics: what the charts draw, derived from one stats answer; `notGiven` names an empty department. */
export function departmentShares(stats: Pick<AdminStats, 'department_stats' | 'total_registrations'>, notGiven = 'Not given') {
  return stats.department_stats.map((row) => ({ department: row.department || notGiven, count: row.count, percent: percentOf(row.count, stats.total_registrations) }));
}

/** Team versus individual for the 8 largest departments. */
export function teamSplit(stats: Pick<AdminStats, 'department_stats'>, notGiven = 'Not given') {
  return topBy(stats.department_stats, (row) => row.count, 8).map((row) => ({ department: row.department || notGiven, Individual: row.individual, Team: row.team }));
}

/** Short day labels for the last 7 days in the learner's language (the server already fills days with none). */
export function timelineSeries(stats: Pick<AdminStats, 'timeline'>, language: AppLanguage = 'en') {
  const { utcDay } = formatsFor(language);
  return stats.timeline.map((day) => ({ day: utcDay(`${day.date}T00:00:00Z`), Registrations: day.count }));
}

export function quickSummary(stats: Pick<AdminStats, 'department_stats' | 'total_registrations' | 'college_count'>) {
  const departments = stats.department_stats.length;
  return {
    departments,
    colleges: stats.college_count,
    mostPopular: topBy(stats.department_stats, (row) => row.count, 1)[0]?.department ?? null,
    averagePerDepartment: averagePer(stats.total_registrations, departments),
  };
}
