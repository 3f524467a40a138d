import type { AdminStats } from '@shared/api/hackathon/admin';
import { shortUtcDay } from '@shared/i18n/indian-dates';
import type { AppLanguage } from '../../../app/i18n';
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
  return stats.timeline.map((day) => {
    const date = new Date(`${day.date}T00:00:00Z`);
    return { day: shortUtcDay(language, date) ?? date.toLocaleDateString(`${language}-IN`, { day: 'numeric', month: 'short', timeZone: 'UTC' }), Registrations: day.count };
  });
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
