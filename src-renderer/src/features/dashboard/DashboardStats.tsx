import type { MeStats } from '@shared/api/engagement';
import { abbreviate } from '@shared/engagement/abbreviate';
import { StatTiles } from '../../core/stats/StatTiles';
import { useDashboardTexts } from './dashboard-texts';

/** product.md §1.3 "Dashboard stats". */
export function DashboardStats({ stats }: { stats: MeStats['dashboard'] }) {
  const t = useDashboardTexts();
  return (
    <StatTiles
      label={t('statsLabel')}
      items={[
        { id: 'courses', label: t('statCourses'), value: abbreviate(stats.totalCourses) },
        { id: 'started', label: t('statStarted'), value: abbreviate(stats.coursesStarted) },
        { id: 'completed', label: t('statCompleted'), value: abbreviate(stats.coursesCompleted) },
        { id: 'total-progress', label: t('statTotalProgress'), value: `${stats.totalProgress}%` },
      ]}
    />
  );
}
