import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AssignmentEntry } from '@shared/api/assignments';
import { assignmentMessages } from '@shared/assignments/rules';
import { isMadeOffline } from '@shared/sync/rules';
import { serverFieldError } from '../../app/forms/server-field-error';
import { zodResolver } from '../../app/forms/zod-resolver';
import { notify } from '../../app/notifications/notify';
import { useAssignmentOfflineTexts } from './offline-texts';
import { submitBody, submitFields, submitForm, type SubmitFormValues } from './submit-form';
import { useSubmitAssignment } from './use-assignments';

/** product.md §2.9: assignment toasts last 3 s. */
export const assignmentToastMs = 3_000;

interface Props {
  assignment: AssignmentEntry;
  onClose: () => void;
}

/** The submit form (product.md §2.2): Solution/Code, Submission URL (optional), Notes (optional). */
export function SubmitModal({ assignment, onClose }: Props) {
  const form = useForm<SubmitFormValues>({
    mode: 'controlled',
    initialValues: { solution: assignment.status === 'Pending' ? (assignment.starterCode ?? '') : '', submissionUrl: '', notes: '' },
    validate: zodResolver(submitForm),
  });
  const submit = useSubmitAssignment();
  const t = useAssignmentOfflineTexts();

  const send = (values: SubmitFormValues) => {
    if (submit.isPending) return;
    submit.mutate(
      { id: assignment.id, body: submitBody(values) },
      {
        onSuccess: (result) => {
          const graded = isMadeOffline(result.submissionId)
            ? t('gradedLater')
            : result.marks === null
              ? 'It will be graded soon.'
              : `Score ${result.marks}%. ${result.feedback ?? ''}`;
          notify({ type: 'success', title: assignmentMessages.submitted, message: graded, duration: assignmentToastMs });
          form.reset();
          onClose();
        },
        onError: (error) => {
          const named = serverFieldError(error, submitFields);
          if (named) form.setFieldError(named.field, named.message);
          notify({ type: 'error', title: 'Submission failed', message: assignmentMessages.submitFailed(error.message), duration: assignmentToastMs });
        },
      },
    );
  };

  const isCode = assignment.kind === 'code';
  return (
    <Modal opened onClose={onClose} title={`Submit: ${assignment.title}`} size="lg">
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack gap="sm">
          {isCode && (
            <Text fz="sm" c="dimmed">
              Your {assignment.language} code runs against {assignment.testCount} tests as soon as you submit; the score is the percent that pass.
            </Text>
          )}
          <Textarea
            label="Solution/Code"
            required
            autosize
            minRows={8}
            maxRows={18}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            spellCheck={false}
            data-autofocus
            {...form.getInputProps('solution')}
          />
          <TextInput label="Submission URL (optional)" type="url" placeholder="https://github.com/you/your-repo" {...form.getInputProps('submissionUrl')} />
          <Textarea label="Notes (optional)" autosize minRows={2} maxRows={5} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.isPending} disabled={form.values.solution.trim() === ''}>
              {isCode ? 'Submit and run tests' : 'Submit'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
