import { Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { AssignmentEntry } from '@shared/api/assignments';
import { canComplete, canSubmit } from '@shared/assignments/rules';
import { isMadeOffline } from '@shared/sync/rules';
import { IconCalendar, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TextBlock } from '../courses/blocks/TextBlock';
import { useFormats } from '../../core/format';
import { AssignmentExamples } from './AssignmentExamples';
import { dueText, scoreText, statusColour } from './assignment-display';
import { statusText, useAssignmentsTexts } from './assignments-texts';
import { useAssignmentOfflineTexts } from './offline-texts';

interface Props {
  assignment: AssignmentEntry;
  onSubmit: (assignment: AssignmentEntry) => void;
  onComplete: (assignment: AssignmentEntry) => void;
  onView: (submissionId: string) => void;
  completing: boolean;
}

/** One assignment (its instructions written as a lesson's text block is): status, Final badge, instructions, due date, score, feedback and what the learner may do next. */
export function AssignmentCard({ assignment: a, onSubmit, onComplete, onView, completing }: Props) {
  const t = useAssignmentsTexts();
  const formats = useFormats();
  const submittable = canSubmit(a.kind, a.status, a.marks);
  const submittedOfflineText = useAssignmentOfflineTexts()('submittedOffline');
  // Handed in on the desktop while offline: on this computer only, until the platform grades it.
  const offline = isMadeOffline(a.submissionId);
  return (
    <Card withBorder padding="md" data-testid={`assignment-${a.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{a.title}</Text>
          <Group gap={6} wrap="nowrap">
            {a.isFinal && (
              <Badge color="grape" variant="filled">
                {t('final')}
              </Badge>
            )}
            <Badge color={statusColour[a.status]} variant="light" data-testid="assignment-status">
              {t(statusText[a.status])}
            </Badge>
          </Group>
        </Group>
        {a.locked ? (
          <Group gap="xs" c="dimmed">
            <IconLock size={16} aria-hidden />
            <Text fz="sm">{t('premiumLocked')}</Text>
          </Group>
        ) : (
          <>
            <Box fz="sm">
              <TextBlock block={{ type: 'text', style: 'paragraph', content: a.instructions, id: `${a.id}-instructions`, order: 1 }} />
            </Box>
            <AssignmentExamples assignment={a} />
          </>
        )}
        <Group gap="lg" fz="sm">
          <Group gap={4}>
            <IconCalendar size={16} aria-hidden />
            <Text fz="sm">{t('due', { date: dueText(a, t, formats) })}</Text>
          </Group>
          <Text fz="sm">
            {t('score')} <b data-testid="assignment-score">{scoreText(a.marks)}</b>
          </Text>
          {a.kind === 'code' && a.language && (
            <Text fz="sm" c="dimmed">
              {t('testsCount', { language: a.language, count: a.testCount })}
            </Text>
          )}
        </Group>
        {a.feedback && (
          <Text fz="sm" c={a.marks === 100 ? 'teal' : undefined} data-testid="assignment-feedback">
            {t('feedback', { feedback: a.feedback })}
          </Text>
        )}
        {offline && a.kind !== 'task' && (
          <Text fz="sm" c="dimmed" data-testid="assignment-offline">
            {submittedOfflineText}
          </Text>
        )}
        <Group gap="xs">
          {a.locked ? (
            <Button component={Link} to="/payment/monthly" size="xs" variant="light">
              {t('upgrade')}
            </Button>
          ) : (
            <>
              {submittable && (
                <Button size="xs" onClick={() => onSubmit(a)}>
                  {a.status === 'Pending' ? t('submit') : t('submitAgain')}
                </Button>
              )}
              {canComplete(a.kind, a.status) && (
                <Button size="xs" variant="light" loading={completing} onClick={() => onComplete(a)}>
                  {t('markComplete')}
                </Button>
              )}
              {a.submissionId && !offline && a.kind !== 'task' && (
                <Button size="xs" variant="default" onClick={() => a.submissionId && onView(a.submissionId)}>
                  {t('viewSubmission')}
                </Button>
              )}
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
