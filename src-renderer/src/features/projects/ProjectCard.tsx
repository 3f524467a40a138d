import { ActionIcon, Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { ProjectCard as Card } from '@shared/api/projects';
import { categoryLabels, type ProjectStatus } from '@shared/projects/meta';
import { useFormats } from '../../core/format';
import { statusKeys, useProjectsTexts } from './projects-texts';
import { IconBrandGithub, IconCode, IconExternalLink, IconSettings, IconShare, IconStar, IconStarFilled } from '@tabler/icons-react';

/** A brand name, the same in every language. */
const github = 'GitHub';

const statusColour: Record<ProjectStatus, string> = { Completed: 'green', 'In Progress': 'blue', Planning: 'grape', 'On Hold': 'gray' };

interface ProjectCardProps {
  project: Card;
  layout: 'grid' | 'list';
  starring: boolean;
  onStar: () => void;
  onEdit: () => void;
  onDetails: () => void;
  onShare: () => void;
}

/** One project: its details, its star toggle, Edit (opens it in the playground), Details and Share. */
export function ProjectCard({ project, layout, starring, onStar, onEdit, onDetails, onShare }: ProjectCardProps) {
  const t = useProjectsTexts();
  const formats = useFormats();
  const label = project.starred ? t('unstarNamed', { name: project.name }) : t('starNamed', { name: project.name });
  const actions = (
    <Group gap={6} wrap="wrap">
      <Button size="compact-sm" variant="light" leftSection={<IconCode size={14} />} onClick={onEdit} aria-label={t('editNamed', { name: project.name })}>
        {t('edit')}
      </Button>
      <Button size="compact-sm" variant="default" leftSection={<IconSettings size={14} />} onClick={onDetails} aria-label={t('detailsOf', { name: project.name })}>
        {t('details')}
      </Button>
      <Button size="compact-sm" variant="default" leftSection={<IconShare size={14} />} onClick={onShare} aria-label={t('shareNamed', { name: project.name })}>
        {project.shareId ? t('shared') : t('share')}
      </Button>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="project-card" component="article" aria-label={project.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {project.name}
            </Text>
            <Group gap={6}>
              <Badge variant="light" size="sm">
                {categoryLabels[project.category]}
              </Badge>
              <Badge variant="light" size="sm" color={statusColour[project.status]}>
                {t(statusKeys[project.status])}
              </Badge>
            </Group>
          </Stack>
          <Group gap={2} wrap="nowrap">
            <Tooltip label={label}>
              <ActionIcon variant="subtle" color="yellow" aria-label={label} aria-pressed={project.starred} loading={starring} onClick={onStar}>
                {project.starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
              </ActionIcon>
            </Tooltip>
            <Text fz="sm" data-testid="star-count" aria-label={t('stars', { count: project.stars })}>
              {project.stars}
            </Text>
          </Group>
        </Group>
        {project.description && (
          <Text fz="sm" c="dimmed" lineClamp={layout === 'grid' ? 2 : 1}>
            {project.description}
          </Text>
        )}
        {project.technologies.length > 0 && (
          <Group gap={4}>
            {project.technologies.map((t) => (
              <Badge key={t} variant="outline" color="gray" size="xs" tt="none">
                {t}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="xs" wrap="nowrap">
          <Progress value={project.progress} size="sm" style={{ flex: 1 }} aria-label={t('progress', { percent: project.progress })} />
          <Text fz="xs" c="dimmed" w={36} ta="right">
            {project.progress}%
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="sm">
            {project.githubUrl && (
              <Anchor href={project.githubUrl} target="_blank" rel="noreferrer" fz="sm" aria-label={t('onGithub', { name: project.name })}>
                <Group gap={4}>
                  <IconBrandGithub size={14} /> {github}
                </Group>
              </Anchor>
            )}
            {project.liveUrl && (
              <Anchor href={project.liveUrl} target="_blank" rel="noreferrer" fz="sm" aria-label={t('liveNamed', { name: project.name })}>
                <Group gap={4}>
                  <IconExternalLink size={14} /> {t('live')}
                </Group>
              </Anchor>
            )}
            <Text fz="xs" c="dimmed" title={formats.dateTime(project.updatedAt)}>
              {t('cardMeta', { count: project.fileCount, date: formats.ago(project.updatedAt) })}
            </Text>
          </Group>
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
