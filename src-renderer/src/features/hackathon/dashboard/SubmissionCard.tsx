import { ActionIcon, Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { Submission } from '@shared/api/hackathon/submissions';
import { previewTags, previewText } from '@shared/hackathon/preview';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { RepositoryDetails } from './RepositoryDetails';
import { SubmissionLinks } from './SubmissionLinks';

/** product.md §3.9: a card shows the first 100 characters of the description and the first 3 technologies. */
const previewChars = 100;
const shownTags = 3;

const on = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

interface Props {
  submission: Submission;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
}

/** One submission in the grid (product.md §3.2.5 "Submissions"). */
export function SubmissionCard({ submission, now, onEdit, onDelete }: Props) {
  const tags = previewTags(submission.techStack, shownTags);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`submission-${submission.id}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="lg" id={`submission-${submission.id}`} style={{ overflowWrap: 'anywhere' }}>
            {submission.projectTitle}
          </Title>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Edit ${submission.projectTitle}`}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${submission.projectTitle}`}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="teal">
            {submission.status}
          </Badge>
          <Badge variant="outline" color="gray">
            v{submission.version}
          </Badge>
        </Group>
        {submission.description && (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {previewText(submission.description, previewChars)}
          </Text>
        )}
        {submission.techStack.length > 0 && (
          <Group gap={4} aria-label="Tech stack">
            {tags.shown.map((tag, index) => (
              <Badge key={`${index}-${tag}`} size="sm" variant="light" tt="none">
                {tag}
              </Badge>
            ))}
            {tags.more > 0 && (
              <Badge size="sm" variant="default" aria-label={`${tags.more} more`}>
                +{tags.more}
              </Badge>
            )}
          </Group>
        )}
        <SubmissionLinks submission={submission} />
        {submission.repository && <RepositoryDetails repository={submission.repository} now={now} />}
        <Text fz="xs" c="dimmed" mt="auto">
          Submitted {on.format(new Date(submission.submittedAt))}
          {submission.updatedAt !== submission.submittedAt && ` · updated ${on.format(new Date(submission.updatedAt))}`}
        </Text>
      </Stack>
    </Card>
  );
}
