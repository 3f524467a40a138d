import { abbreviate } from '@shared/engagement/abbreviate';
import type { projectStats } from '@shared/projects/browse';
import { StatTiles } from '../../core/stats/StatTiles';
import { useProjectsTexts } from './projects-texts';

/** The four stats of the Projects screen (product.md §2.2), over all the learner's projects. */
export function ProjectStats({ stats }: { stats: ReturnType<typeof projectStats> }) {
  const t = useProjectsTexts();
  return (
    <StatTiles
      label={t('projectStats')}
      items={[
        { id: 'total', label: t('statTotal'), value: abbreviate(stats.total) },
        { id: 'completed', label: t('statusCompleted'), value: abbreviate(stats.completed) },
        { id: 'in-progress', label: t('statusInProgress'), value: abbreviate(stats.inProgress) },
        { id: 'stars', label: t('statStars'), value: abbreviate(stats.stars) },
      ]}
    />
  );
}
