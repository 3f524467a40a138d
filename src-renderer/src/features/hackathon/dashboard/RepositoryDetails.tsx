import { Badge, Group, Paper, Text } from '@mantine/core';
import type { RepositoryInfo } from '@shared/api/hackathon-submissions';
import { relativeTime } from '@shared/i18n/relative-time';
import { IconCode, IconGitFork, IconStar } from '@tabler/icons-react';
import { useFormats } from '../../../core/format';
import { useAppLanguage } from '../../../core/i18n';
import { useDashboardTexts } from './dashboard-texts';

/** What GitHub says about the repository (product.md §3.3 "Repository information"), as the server cached it. */
export function RepositoryDetails({ repository, now }: { repository: RepositoryInfo; now: Date }) {
  const t = useDashboardTexts();
  const formats = useFormats();
  const language = useAppLanguage();
  return (
    <Paper withBorder radius="sm" p="xs" bg="var(--mantine-color-default-hover)" aria-label={t('repositoryDetails')}>
      <Text fz="sm" fw={600} truncate>
        {repository.name}
      </Text>
      {repository.description && (
        <Text fz="xs" c="dimmed" lineClamp={2}>
          {repository.description}
        </Text>
      )}
      <Group gap="md" mt={4} fz="xs" c="dimmed">
        {repository.language && (
          <Group gap={4} component="span">
            <IconCode size={14} aria-hidden />
            {repository.language}
          </Group>
        )}
        <Group gap={4} component="span" aria-label={t('stars', { count: formats.number(repository.stargazers_count) })}>
          <IconStar size={14} aria-hidden />
          {formats.number(repository.stargazers_count)}
        </Group>
        <Group gap={4} component="span" aria-label={t('forks', { count: formats.number(repository.forks_count) })}>
          <IconGitFork size={14} aria-hidden />
          {formats.number(repository.forks_count)}
        </Group>
        {repository.updated_at && <span>{t('updatedWhen', { when: relativeTime(now, repository.updated_at, language, t('justNow')) })}</span>}
      </Group>
      {repository.topics.length > 0 && (
        <Group gap={4} mt={6}>
          {repository.topics.map((topic) => (
            <Badge key={topic} size="xs" variant="outline" color="gray">
              {topic}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
}
