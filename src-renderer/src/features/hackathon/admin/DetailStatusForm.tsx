import { Button, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminRegistrationDetail } from '@shared/api/hackathon-admin';
import { registrationStatuses, type RegistrationStatus } from '@shared/api/hackathon-registration';
import { useAdminTexts } from './admin-texts';
import { useStatusOptions } from './status-options';
import { useStatusMutations } from './use-status-mutations';

/**
 * product.md §3.2.6: the status update and the admin notes. A note goes through the same call as
 * a status change (PUT /status appends it and keeps it in the audit trail); with the status left as
 * it is, the note is all that changes.
 */
export function DetailStatusForm({ detail }: { detail: AdminRegistrationDetail }) {
  const t = useAdminTexts();
  const statusOptions = useStatusOptions();
  const { update } = useStatusMutations();
  const form = useForm({ initialValues: { status: detail.status as string, note: '' } });
  const submit = form.onSubmit(({ status, note }) => {
    const next: RegistrationStatus = registrationStatuses.find((value) => value === status) ?? detail.status;
    update.mutate({ registration_id: detail.registration_id, status: next, ...(note.trim() ? { admin_notes: note.trim() } : {}) }, { onSuccess: () => form.setFieldValue('note', '') });
  });
  const statusProps = form.getInputProps('status');
  const noteProps = form.getInputProps('note');
  const unchanged = form.values.status === detail.status && form.values.note.trim() === '';
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Title order={5}>{t('statusAndNotes')}</Title>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} c={detail.admin_notes ? undefined : 'dimmed'} data-testid="admin-notes">
          {detail.admin_notes || t('noNotes')}
        </Text>
        <Select label={t('status')} data={statusOptions} allowDeselect={false} {...statusProps} />
        <Textarea label={t('addNote')} autosize minRows={2} maxLength={2000} {...noteProps} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={update.isPending} disabled={unchanged}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
