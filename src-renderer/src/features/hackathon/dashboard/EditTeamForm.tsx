import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateTeamBody, type Team } from '@shared/api/hackathon/teams';
import { serverFieldError } from '../../../app/forms/server-field-error';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { notify } from '../../../app/notifications/notify';
import { dashboardMessages } from './dashboard-messages';
import { failureText } from './failure-text';
import { useTeamMutations } from './use-team-mutations';

const fields = ['name', 'description'] as const;

/** The leader's edit of the team's name and description (product.md §3.6; the server refuses anyone else). */
export function EditTeamForm({ team, onDone }: { team: Team; onDone: () => void }) {
  const { update } = useTeamMutations();
  const form = useForm({ mode: 'controlled', initialValues: { name: team.name, description: team.description }, validate: zodResolver(updateTeamBody) });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { teamId: team.id, ...values },
      {
        onSuccess: () => {
          notify({ type: 'success', title: 'Team', message: dashboardMessages.teamUpdated });
          onDone();
        },
        onError: (error) => {
          const named = serverFieldError(error, fields);
          if (named) form.setFieldError(named.field, named.message);
          else notify({ type: 'error', title: 'Team', message: failureText(error, dashboardMessages.teamUpdateFailed) });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} aria-label="Edit team" noValidate>
      <Stack gap="sm">
        <TextInput label="Team name" withAsterisk maxLength={60} {...form.getInputProps('name')} data-autofocus />
        <Textarea label="Description" autosize minRows={2} maxLength={500} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
