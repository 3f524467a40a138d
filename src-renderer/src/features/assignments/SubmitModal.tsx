import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AssignmentEntry } from '@shared/api/assignments';
import { isMadeOffline } from '@shared/sync/rules';
import { serverFieldError } from '../../core/forms/server-field-error';
import { zodResolver } from '../../core/forms/zod-resolver';
import { useServerText } from '../../core/i18n';
import { notify } from '../../core/notifications/notify';
import { translateErrors, useAssignmentsTexts } from './assignments-texts';
import { useAssignmentOfflineTexts } from './offline-texts';
import { submitBody, submitFields, submitForm, type SubmitFormValues } from './submit-form';
import { useSubmitAssignment } from './use-assignments';

/** product.md §2.9: assignment toasts last 3 s. */
export const assignmentToastMs = 3_000;

/** An address's shape, not words to translate. */
const urlExample = 'https://github.com/you/your-repo';

interface Props {
  assignment: AssignmentEntry;
  onClose: () => void;
}

/** The submit form (product.md §2.2): Solution/Code, Submission URL (optional), Notes (optional). */
export function SubmitModal({ assignment, onClose }: Props) {
  const t = useAssignmentsTexts();
  const serverText = useServerText();
  const form = useForm<SubmitFormValues>({
    mode: 'controlled',
    initialValues: { solution: assignment.status === 'Pending' ? (assignment.starterCode ?? '') : '', submissionUrl: '', notes: '' },
    validate: (values) => translateErrors(zodResolver(submitForm)(values), serverText),
  });
  const submit = useSubmitAssignment();
  const offlineT = useAssignmentOfflineTexts();

  const send = (values: SubmitFormValues) => {
    if (submit.isPending) return;
    submit.mutate(
      { id: assignment.id, body: submitBody(values) },
      {
        onSuccess: (result) => {
          const graded = isMadeOffline(result.submissionId)
            ? offlineT('gradedLater')
            : result.marks === null
              ? t('gradedSoon')
              : t('scoreToast', { marks: result.marks, feedback: result.feedback ?? '' });
          notify({ type: 'success', title: t('submitted'), message: graded, duration: assignmentToastMs });
          form.reset();
          onClose();
        },
        onError: (error) => {
          const named = serverFieldError(error, submitFields);
          if (named) form.setFieldError(named.field, serverText(named.message));
          notify({ type: 'error', title: t('submissionFailed'), message: t('submitFailed', { reason: serverText(error) }), duration: assignmentToastMs });
        },
      },
    );
  };

  const isCode = assignment.kind === 'code';
  // Named here, not in the markup, where the lint reads every string as words on screen.
  const solution = form.getInputProps('solution');
  const submissionUrl = form.getInputProps('submissionUrl');
  const notes = form.getInputProps('notes');
  return (
    <Modal opened onClose={onClose} title={t('submitTitle', { title: assignment.title })} size="lg">
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack gap="sm">
          {isCode && (
            <Text fz="sm" c="dimmed">
              {t('codeRunsTests', { language: assignment.language ?? '', count: assignment.testCount })}
            </Text>
          )}
          <Textarea
            label={t('solution')}
            required
            autosize
            minRows={8}
            maxRows={18}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            spellCheck={false}
            data-autofocus
            {...solution}
          />
          <TextInput label={t('submissionUrl')} type="url" placeholder={urlExample} {...submissionUrl} />
          <Textarea label={t('notes')} autosize minRows={2} maxRows={5} {...notes} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={submit.isPending} disabled={form.values.solution.trim() === ''}>
              {isCode ? t('submitAndRun') : t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
