import { Alert, Anchor, Badge, Code, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { scoreText, statusColour } from './assignment-display';
import { useSubmission } from './use-assignments';

/** View Submission: what the learner handed in, with its marks and feedback once graded. */
export function ViewSubmissionModal({ submissionId, onClose }: { submissionId: string; onClose: () => void }) {
  const query = useSubmission(submissionId);
  const s = query.data;
  return (
    <Modal opened onClose={onClose} title={s ? s.assignmentTitle : 'Submission'} size="lg">
      {query.isPending && <Loader size="sm" aria-label="Loading submission" />}
      {query.isError && (
        <Alert color="red" role="alert">
          {query.error.message}
        </Alert>
      )}
      {s && (
        <Stack gap="sm" data-testid="submission-view">
          <Group gap="xs">
            <Badge color={statusColour[s.status]} variant="light">
              {s.status}
            </Badge>
            <Text fz="sm">Score: {scoreText(s.marks)}</Text>
            <Text fz="sm" c="dimmed">
              Submitted {new Date(s.submittedAt).toLocaleString('en-IN')}
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
          {s.notes && <Text fz="sm">Notes: {s.notes}</Text>}
          {s.feedback && <Text fz="sm">Feedback: {s.feedback}</Text>}
        </Stack>
      )}
    </Modal>
  );
}
