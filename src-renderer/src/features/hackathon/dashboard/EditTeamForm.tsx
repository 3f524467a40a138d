import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateTeamBody, type Team } from '@shared/api/hackathon-teams';
import { serverFieldError } from '../../../core/forms/server-field-error';
import { zodResolver } from '../../../core/forms/zod-resolver';
import { useServerText } from '../../../core/i18n';
import { notify } from '../../../core/notifications/notify';
import { useErrorText } from '../use-error-text';
import { useDashboardTexts } from './dashboard-texts';
import { failureText } from './failure-text';
import { useTeamMutations } from './use-team-mutations';

const fields = ['name', 'description'] as const;

/** The leader's edit of the team's name and description (product.md §3.6; the server refuses anyone else). */
export function EditTeamForm({ team, onDone }: { team: Team; onDone: () => void }) {
  const t = useDashboardTexts();
  const serverText = useServerText();
  const errorText = useErrorText();
  const { update } = useTeamMutations();
  const form = useForm({ mode: 'controlled', initialValues: { name: team.name, description: team.description }, validate: zodResolver(updateTeamBody) });

  const nameProps = form.getInputProps('name');
  const descriptionProps = form.getInputProps('description');
  const submit = form.onSubmit((values) =>
    update.mutate(
      { teamId: team.id, ...values },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t('team'), message: t('teamUpdated') });
          onDone();
        },
        onError: (error) => {
          const named = serverFieldError(error, fields);
          if (named) form.setFieldError(named.field, serverText(named.message));
          else notify({ type: 'error', title: t('team'), message: serverText(failureText(error, t('teamUpdateFailed'))) });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} aria-label={t('editTeam')} noValidate>
      <Stack gap="sm">
        <TextInput label={t('teamName')} withAsterisk maxLength={60} {...nameProps} error={errorText(form.errors.name)} data-autofocus />
        <Textarea label={t('description')} autosize minRows={2} maxLength={500} {...descriptionProps} error={errorText(form.errors.description)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
