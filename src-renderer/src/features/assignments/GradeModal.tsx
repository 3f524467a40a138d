import { Anchor, Button, Code, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { gradeBody, type GradeBody, type Submission } from '@shared/api/assignments';
import { serverFieldError } from '../../app/forms/server-field-error';
import { zodResolver } from '../../app/forms/zod-resolver';
import { notify } from '../../app/notifications/notify';
import { useGradeSubmission } from './use-assignments';

const gradeFields = ['marks', 'feedback'] as const;

/** An admin reads a submission and gives it marks (a percent) and feedback. */
export function GradeModal({ submission: s, onClose }: { submission: Submission; onClose: () => void }) {
  const form = useForm<GradeBody>({ mode: 'controlled', initialValues: { marks: s.marks ?? 0, feedback: s.feedback ?? '' }, validate: zodResolver(gradeBody) });
  const grade = useGradeSubmission();
  const send = (body: GradeBody) => {
    if (grade.isPending) return;
    grade.mutate(
      { id: s.id, body },
      {
        onSuccess: () => {
          notify({ type: 'success', title: 'Submission graded', message: `${s.learnerName}: ${body.marks}%`, duration: 3_000 });
          onClose();
        },
        onError: (error) => {
          const named = serverFieldError(error, gradeFields);
          if (named) form.setFieldError(named.field, named.message);
          else notify({ type: 'error', title: 'Not graded', message: error.message });
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`Grade: ${s.assignmentTitle}`} size="lg">
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack gap="sm">
          <Text fz="sm">
            {s.learnerName} ({s.learnerEmail}) · {s.courseName}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 280, overflow: 'auto' }}>
            {s.solution}
          </Code>
          {s.submissionUrl && (
            <Anchor href={s.submissionUrl} target="_blank" rel="noopener noreferrer" fz="sm">
              {s.submissionUrl}
            </Anchor>
          )}
          {s.notes && <Text fz="sm">Notes: {s.notes}</Text>}
          <NumberInput label="Marks (%)" min={0} max={100} step={5} allowDecimal={false} required {...form.getInputProps('marks')} />
          <Textarea label="Feedback" required autosize minRows={3} {...form.getInputProps('feedback')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={grade.isPending}>
              Save grade
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
