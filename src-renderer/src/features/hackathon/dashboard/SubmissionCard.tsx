import { ActionIcon, Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { Submission } from '@shared/api/hackathon-submissions';
import { previewTags, previewText } from '@shared/hackathon/preview';
import { detectTechStack } from '@shared/hackathon/tech-stack';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useFormats } from '../../../core/format';
import { useDashboardTexts } from './dashboard-texts';
import { RepositoryDetails } from './RepositoryDetails';
import { SubmissionLinks } from './SubmissionLinks';

/**
 * product.md §3.9: a card shows the first 100 characters of the description and the first 3
 * technologies, those the team listed and those its title and description name.
 */
const previewChars = 100;
const shownTags = 3;

interface Props {
  submission: Submission;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
}

/** One submission in the grid (product.md §3.2.5 "Submissions"). */
export function SubmissionCard({ submission, now, onEdit, onDelete }: Props) {
  const t = useDashboardTexts();
  const formats = useFormats();
  const stack = detectTechStack(submission);
  const tags = previewTags(stack, shownTags);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`submission-${submission.id}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="lg" id={`submission-${submission.id}`} style={{ overflowWrap: 'anywhere' }}>
            {submission.projectTitle}
          </Title>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('edit')}>
              <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('editItem', { title: submission.projectTitle })}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('delete')}>
              <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('deleteItem', { title: submission.projectTitle })}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="teal">
            {submission.status === 'submitted' ? t('statusSubmitted') : submission.status}
          </Badge>
          <Badge variant="outline" color="gray">
            {`v${submission.version}`}
          </Badge>
        </Group>
        {submission.description && (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {previewText(submission.description, previewChars)}
          </Text>
        )}
        {stack.length > 0 && (
          <Group gap={4} role="group" aria-label={t('techStack')}>
            {tags.shown.map((tag, index) => (
              <Badge key={`${index}-${tag}`} size="sm" variant="light" tt="none">
                {tag}
              </Badge>
            ))}
            {tags.more > 0 && (
              <Badge size="sm" variant="default" aria-label={t('more', { count: tags.more })}>
                +{tags.more}
              </Badge>
            )}
          </Group>
        )}
        <SubmissionLinks submission={submission} />
        {submission.repository && <RepositoryDetails repository={submission.repository} now={now} />}
        <Text fz="xs" c="dimmed" mt="auto">
          {t('submittedOn', { date: formats.dateTime(submission.submittedAt) })}
          {submission.updatedAt !== submission.submittedAt && t('updatedOn', { date: formats.dateTime(submission.updatedAt) })}
        </Text>
      </Stack>
    </Card>
  );
}
