import { Button, Group, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { submissionBody, type Submission } from '@shared/api/hackathon-submissions';
import { IconBrandGithub, IconVideo } from '@tabler/icons-react';
import { serverFieldError } from '../../../core/forms/server-field-error';
import { zodResolver } from '../../../core/forms/zod-resolver';
import { useServerText } from '../../../core/i18n';
import { notify } from '../../../core/notifications/notify';
import { useErrorText } from '../use-error-text';
import { useDashboardTexts } from './dashboard-texts';
import { failureText } from './failure-text';
import { LiveDemoField } from './LiveDemoField';
import { submissionFields, submissionFormValues, techStackError, type SubmissionFormValues } from './submission-form';
import { useSubmissionMutations } from './use-submission-mutations';

/** Examples, the same in every language. */
const examples = { githubRepo: 'https://github.com/owner/repo', videoDemo: 'https://youtu.be/…', techStack: 'React, Node.js, PostgreSQL' };

/** product.md §3.5 "Submission form": a new project, or a change to one (the server raises its version). */
export function SubmissionForm({ submission, onDone }: { submission: Submission | null; onDone: () => void }) {
  const t = useDashboardTexts();
  const serverText = useServerText();
  const errorText = useErrorText();
  const { create, update } = useSubmissionMutations();
  const saving = create.isPending || update.isPending;
  const form = useForm<SubmissionFormValues>({ mode: 'controlled', initialValues: submissionFormValues(submission), validate: zodResolver(submissionBody) });

  // Worked out before the markup so the field names are not read as words on screen.
  const fields = {
    projectTitle: form.getInputProps('projectTitle'),
    description: form.getInputProps('description'),
    githubRepo: form.getInputProps('githubRepo'),
    videoDemo: form.getInputProps('videoDemo'),
  };
  const failed = (fallback: string) => (error: Error) => {
    const named = serverFieldError(error, submissionFields);
    if (named) form.setFieldError(named.field, serverText(named.message));
    else notify({ type: 'error', title: t('notifySubmission'), message: serverText(failureText(error, fallback)) });
  };

  const submit = form.onSubmit((body) => {
    if (saving) return;
    const done = (message: string) => () => {
      notify({ type: 'success', title: t('notifySubmission'), message });
      onDone();
    };
    if (submission) {
      update.mutate({ submissionId: submission.id, body }, { onSuccess: done(t('submissionUpdated')), onError: failed(t('submissionUpdateFailed')) });
    } else {
      create.mutate(body, { onSuccess: done(t('submitted')), onError: failed(t('submitFailed')) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={submission ? t('editSubmissionLabel') : t('newSubmissionLabel')}>
      <Stack gap="sm">
        <TextInput label={t('projectTitle')} withAsterisk maxLength={120} data-autofocus {...fields.projectTitle} error={errorText(form.errors.projectTitle)} />
        <Textarea
          label={t('description')}
          description={t('descriptionHowBuilt')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...fields.description}
          error={errorText(form.errors.description)}
        />
        <TextInput
          label={t('githubRepository')}
          withAsterisk
          placeholder={examples.githubRepo}
          leftSection={<IconBrandGithub size={16} />}
          maxLength={300}
          {...fields.githubRepo}
          error={errorText(form.errors.githubRepo)}
        />
        <LiveDemoField form={form} />
        <TextInput
          label={t('videoDemo')}
          placeholder={examples.videoDemo}
          leftSection={<IconVideo size={16} />}
          maxLength={500}
          {...fields.videoDemo}
          error={errorText(form.errors.videoDemo)}
        />
        <TagsInput
          label={t('techStack')}
          description={t('techStackHint')}
          placeholder={examples.techStack}
          maxTags={20}
          maxLength={40}
          splitChars={[',']}
          clearable
          value={form.values.techStack}
          onChange={(tags) => form.setFieldValue('techStack', tags)}
          error={errorText(techStackError(form.errors))}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {submission ? t('saveChanges') : t('submitProject')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
