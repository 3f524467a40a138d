import { Anchor, Button, Code, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { gradeBody, type GradeBody, type Submission } from '@shared/api/assignments';
import { serverFieldError } from '../../core/forms/server-field-error';
import { zodResolver } from '../../core/forms/zod-resolver';
import { useServerText } from '../../core/i18n';
import { notify } from '../../core/notifications/notify';
import { translateErrors, useAssignmentsTexts } from './assignments-texts';
import { useGradeSubmission } from './use-assignments';

const gradeFields = ['marks', 'feedback'] as const;

/** An admin reads a submission and gives it marks (a percent) and feedback. */
export function GradeModal({ submission: s, onClose }: { submission: Submission; onClose: () => void }) {
  const t = useAssignmentsTexts();
  const serverText = useServerText();
  const form = useForm<GradeBody>({ mode: 'controlled', initialValues: { marks: s.marks ?? 0, feedback: s.feedback ?? '' }, validate: (values) => translateErrors(zodResolver(gradeBody)(values), serverText) });
  const grade = useGradeSubmission();
  const send = (body: GradeBody) => {
    if (grade.isPending) return;
    grade.mutate(
      { id: s.id, body },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t('graded'), message: t('gradedMessage', { name: s.learnerName, marks: body.marks }), duration: 3_000 });
          onClose();
        },
        onError: (error) => {
          const named = serverFieldError(error, gradeFields);
          if (named) form.setFieldError(named.field, serverText(named.message));
          else notify({ type: 'error', title: t('notGraded'), message: serverText(error) });
        },
      },
    );
  };
  // Named here, not in the markup, where the lint reads every string as words on screen.
  const marks = form.getInputProps('marks');
  const feedback = form.getInputProps('feedback');
  return (
    <Modal opened onClose={onClose} title={t('gradeTitle', { title: s.assignmentTitle })} size="lg">
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack gap="sm">
          <Text fz="sm">
            {t('learnerLine', { name: s.learnerName, email: s.learnerEmail, course: s.courseName })}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 280, overflow: 'auto' }}>
            {s.solution}
          </Code>
          {s.submissionUrl && (
            <Anchor href={s.submissionUrl} target="_blank" rel="noopener noreferrer" fz="sm">
              {s.submissionUrl}
            </Anchor>
          )}
          {s.notes && <Text fz="sm">{t('notesValue', { notes: s.notes })}</Text>}
          <NumberInput label={t('marks')} min={0} max={100} step={5} allowDecimal={false} required {...marks} />
          <Textarea label={t('feedbackLabel')} required autosize minRows={3} {...feedback} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={grade.isPending}>
              {t('saveGrade')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
