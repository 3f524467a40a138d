import { Button, Group, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { submissionBody, type Submission } from '@shared/api/hackathon/submissions';
import { IconBrandGithub, IconVideo } from '@tabler/icons-react';
import { serverFieldError } from '../../../app/forms/server-field-error';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { notify } from '../../../app/notifications/notify';
import { dashboardMessages } from './dashboard-messages';
import { failureText } from './failure-text';
import { LiveDemoField } from './LiveDemoField';
import { submissionFields, submissionFormValues, techStackError, type SubmissionFormValues } from './submission-form';
import { useSubmissionMutations } from './use-submission-mutations';

/** product.md §3.5 "Submission form": a new project, or a change to one (the server raises its version). */
export function SubmissionForm({ submission, onDone }: { submission: Submission | null; onDone: () => void }) {
  const { create, update } = useSubmissionMutations();
  const saving = create.isPending || update.isPending;
  const form = useForm<SubmissionFormValues>({ mode: 'controlled', initialValues: submissionFormValues(submission), validate: zodResolver(submissionBody) });

  const failed = (fallback: string) => (error: Error) => {
    const named = serverFieldError(error, submissionFields);
    if (named) form.setFieldError(named.field, named.message);
    else notify({ type: 'error', title: 'Submission', message: failureText(error, fallback) });
  };

  const submit = form.onSubmit((body) => {
    if (saving) return;
    const done = (message: string) => () => {
      notify({ type: 'success', title: 'Submission', message });
      onDone();
    };
    if (submission) {
      update.mutate({ submissionId: submission.id, body }, { onSuccess: done(dashboardMessages.submissionUpdated), onError: failed(dashboardMessages.submissionUpdateFailed) });
    } else {
      create.mutate(body, { onSuccess: done(dashboardMessages.submitted), onError: failed(dashboardMessages.submitFailed) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={submission ? 'Edit submission' : 'New submission'}>
      <Stack gap="sm">
        <TextInput label="Project title" withAsterisk maxLength={120} data-autofocus {...form.getInputProps('projectTitle')} />
        <Textarea label="Description" description="What it does and how you built it." autosize minRows={3} maxRows={8} maxLength={2000} {...form.getInputProps('description')} />
        <TextInput
          label="GitHub repository"
          withAsterisk
          placeholder="https://github.com/owner/repo"
          leftSection={<IconBrandGithub size={16} />}
          maxLength={300}
          {...form.getInputProps('githubRepo')}
        />
        <LiveDemoField form={form} />
        <TextInput label="Video demo" placeholder="https://youtu.be/…" leftSection={<IconVideo size={16} />} maxLength={500} {...form.getInputProps('videoDemo')} />
        <TagsInput
          label="Tech stack"
          description="Press Enter or type a comma after each technology."
          placeholder="React, Node.js, PostgreSQL"
          maxTags={20}
          maxLength={40}
          splitChars={[',']}
          clearable
          value={form.values.techStack}
          onChange={(tags) => form.setFieldValue('techStack', tags)}
          error={techStackError(form.errors)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submission ? 'Save changes' : 'Submit project'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
