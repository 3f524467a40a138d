import { Button, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminRegistrationDetail } from '@shared/api/hackathon/admin';
import { registrationStatuses, type RegistrationStatus } from '@shared/api/hackathon/registration';
import { statusOptions } from './status-options';
import { useStatusMutations } from './use-status-mutations';

/**
 * product.md §3.2.6: the status update and the admin notes. A note goes through the same call as
 * a status change (PUT /status appends it and keeps it in the audit trail); with the status left as
 * it is, the note is all that changes.
 */
export function DetailStatusForm({ detail }: { detail: AdminRegistrationDetail }) {
  const { update } = useStatusMutations();
  const form = useForm({ initialValues: { status: detail.status as string, note: '' } });
  const submit = form.onSubmit(({ status, note }) => {
    const next: RegistrationStatus = registrationStatuses.find((value) => value === status) ?? detail.status;
    update.mutate({ registration_id: detail.registration_id, status: next, ...(note.trim() ? { admin_notes: note.trim() } : {}) }, { onSuccess: () => form.setFieldValue('note', '') });
  });
  const unchanged = form.values.status === detail.status && form.values.note.trim() === '';
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Title order={5}>Status and admin notes</Title>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} c={detail.admin_notes ? undefined : 'dimmed'} data-testid="admin-notes">
          {detail.admin_notes || 'No notes yet.'}
        </Text>
        <Select label="Status" data={statusOptions} allowDeselect={false} {...form.getInputProps('status')} />
        <Textarea label="Add a note" autosize minRows={2} maxLength={2000} {...form.getInputProps('note')} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={update.isPending} disabled={unchanged}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
