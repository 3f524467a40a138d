import { Button, Group, Select, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSendEmail } from './use-mail-actions';

/** product.md §3.2.6: the custom e-mail's types. */
const customTypes = [
  { value: 'confirmation', label: 'Confirmation' },
  { value: 'reminder', label: 'Reminder' },
  { value: 'announcement', label: 'Announcement' },
  { value: 'test', label: 'Test' },
];

/** One e-mail of a chosen type to this registration, with an optional message. */
export function CustomEmailForm({ registrationId }: { registrationId: string }) {
  const send = useSendEmail();
  const form = useForm({ initialValues: { type: 'confirmation', message: '' } });
  const submit = form.onSubmit(({ type, message }) =>
    send.mutate(
      { recipients: [registrationId], email_type: type, ...(message.trim() ? { custom_data: { message: message.trim() } } : {}) },
      { onSuccess: () => form.setFieldValue('message', '') },
    ),
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Title order={5}>Custom e-mail</Title>
        <Select label="Type" data={customTypes} allowDeselect={false} {...form.getInputProps('type')} />
        <Textarea label="Message (optional)" autosize minRows={2} maxLength={5000} {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={send.isPending}>
            Send e-mail
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
