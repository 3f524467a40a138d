import { Alert, Anchor, Badge, Code, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useFormats } from '../../core/format';
import { useServerText } from '../../core/i18n';
import { scoreText, statusColour } from './assignment-display';
import { statusText, useAssignmentsTexts } from './assignments-texts';
import { useSubmission } from './use-assignments';

/** View Submission: what the learner handed in, with its marks and feedback once graded. */
export function ViewSubmissionModal({ submissionId, onClose }: { submissionId: string; onClose: () => void }) {
  const t = useAssignmentsTexts();
  const serverText = useServerText();
  const formats = useFormats();
  const query = useSubmission(submissionId);
  const s = query.data;
  return (
    <Modal opened onClose={onClose} title={s ? s.assignmentTitle : t('submission')} size="lg">
      {query.isPending && <Loader size="sm" aria-label={t('loadingSubmission')} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {serverText(query.error.message)}
        </Alert>
      )}
      {s && (
        <Stack gap="sm" data-testid="submission-view">
          <Group gap="xs">
            <Badge color={statusColour[s.status]} variant="light">
              {t(statusText[s.status])}
            </Badge>
            <Text fz="sm">{t('scoreValue', { score: scoreText(s.marks) })}</Text>
            <Text fz="sm" c="dimmed">
              {t('submittedAt', { when: formats.dateTime(s.submittedAt) })}
            </Text>
          </Group>
          <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}>
            {s.solution}
          </Code>
          {s.submissionUrl && (
            <Anchor href={s.submissionUrl} target="_blank" rel="noopener noreferrer" fz="sm">
              {s.submissionUrl}
            </Anchor>
          )}
          {s.notes && <Text fz="sm">{t('notesValue', { notes: s.notes })}</Text>}
          {s.feedback && <Text fz="sm">{t('feedback', { feedback: s.feedback })}</Text>}
        </Stack>
      )}
    </Modal>
  );
}
