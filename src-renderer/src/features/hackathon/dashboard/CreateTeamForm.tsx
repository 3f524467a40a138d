import { Button, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createTeamBody } from '@shared/api/hackathon/teams';
import { serverFieldError } from '../../../app/forms/server-field-error';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { notify } from '../../../app/notifications/notify';
import { dashboardMessages } from './dashboard-messages';
import { failureText } from './failure-text';
import { useTeamMutations } from './use-team-mutations';

const fields = ['name', 'description'] as const;

/** product.md §3.5 "Teams": a team needs a name of at least 3 characters; its creator leads it. */
export function CreateTeamForm() {
  const { create } = useTeamMutations();
  const form = useForm({ mode: 'controlled', initialValues: { name: '', description: '' }, validate: zodResolver(createTeamBody) });

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => notify({ type: 'success', title: 'Team', message: dashboardMessages.teamCreated }),
      onError: (error) => {
        const named = serverFieldError(error, fields);
        if (named) form.setFieldError(named.field, named.message);
        else notify({ type: 'error', title: 'Team', message: failureText(error, dashboardMessages.teamCreateFailed) });
      },
    }),
  );

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-labelledby="create-team" noValidate>
      <Stack gap="sm">
        <Title order={2} fz="lg" id="create-team">
          Create a team
        </Title>
        <TextInput label="Team name" withAsterisk maxLength={60} {...form.getInputProps('name')} />
        <Textarea label="Description" description="What your team is building, or who you are looking for." autosize minRows={2} maxLength={500} {...form.getInputProps('description')} />
        <Button type="submit" loading={create.isPending} w="fit-content">
          Create team
        </Button>
      </Stack>
    </Paper>
  );
}
