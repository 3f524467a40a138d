import { Button, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createTeamBody } from '@shared/api/hackathon-teams';
import { serverFieldError } from '../../../core/forms/server-field-error';
import { zodResolver } from '../../../core/forms/zod-resolver';
import { useServerText } from '../../../core/i18n';
import { notify } from '../../../core/notifications/notify';
import { useErrorText } from '../use-error-text';
import { useDashboardTexts } from './dashboard-texts';
import { failureText } from './failure-text';
import { useTeamMutations } from './use-team-mutations';

const fields = ['name', 'description'] as const;

/** product.md §3.5 "Teams": a team needs a name of at least 3 characters; its creator leads it. */
export function CreateTeamForm() {
  const t = useDashboardTexts();
  const serverText = useServerText();
  const errorText = useErrorText();
  const { create } = useTeamMutations();
  const form = useForm({ mode: 'controlled', initialValues: { name: '', description: '' }, validate: zodResolver(createTeamBody) });

  const nameProps = form.getInputProps('name');
  const descriptionProps = form.getInputProps('description');
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => notify({ type: 'success', title: t('team'), message: t('teamCreated') }),
      onError: (error) => {
        const named = serverFieldError(error, fields);
        if (named) form.setFieldError(named.field, serverText(named.message));
        else notify({ type: 'error', title: t('team'), message: serverText(failureText(error, t('teamCreateFailed'))) });
      },
    }),
  );

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-labelledby="create-team" noValidate>
      <Stack gap="sm">
        <Title order={2} fz="lg" id="create-team">
          {t('createTitle')}
        </Title>
        <TextInput label={t('teamName')} withAsterisk maxLength={60} {...nameProps} error={errorText(form.errors.name)} />
        <Textarea
          label={t('description')}
          description={t('descriptionHint')}
          autosize
          minRows={2}
          maxLength={500}
          {...descriptionProps}
          error={errorText(form.errors.description)}
        />
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t('createButton')}
        </Button>
      </Stack>
    </Paper>
  );
}
