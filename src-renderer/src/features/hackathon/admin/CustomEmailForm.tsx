import { Button, Group, Select, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { hackathonMessages } from '@shared/hackathon/messages';
import { useServerText } from '../../../core/i18n';
import { useAdminTexts } from './admin-texts';
import { useSendEmail } from './use-mail-actions';

/** product.md §3.2.6: the custom e-mail's types. */
const customTypes = [
  { value: 'confirmation', key: 'typeConfirmation' },
  { value: 'reminder', key: 'typeReminder' },
  { value: 'announcement', key: 'typeAnnouncement' },
  { value: 'test', key: 'typeTest' },
] as const;

/** One e-mail of a chosen type to this registration, with an optional message. */
export function CustomEmailForm({ registrationId }: { registrationId: string }) {
  const t = useAdminTexts();
  const serverText = useServerText();
  const typeOptions = customTypes.map(({ value, key }) => ({ value, label: t(key) }));
  const send = useSendEmail();
  const form = useForm({
    initialValues: { type: 'confirmation', message: '' },
    // product.md §3.7: an announcement is its message; the server refuses one without.
    validate: { message: (value, values) => (values.type === 'announcement' && !value.trim() ? serverText(hackathonMessages.announcementNeedsMessage) : null) },
  });
  const announcement = form.values.type === 'announcement';
  const typeProps = form.getInputProps('type');
  const messageProps = form.getInputProps('message');
  const submit = form.onSubmit(({ type, message }) =>
    send.mutate(
      { recipients: [registrationId], email_type: type, ...(message.trim() ? { custom_data: { message: message.trim() } } : {}) },
      { onSuccess: () => form.setFieldValue('message', '') },
    ),
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Title order={5}>{t('customEmail')}</Title>
        <Select label={t('type')} data={typeOptions} allowDeselect={false} {...typeProps} />
        <Textarea label={announcement ? t('message') : t('messageOptional')} required={announcement} autosize minRows={2} maxLength={5000} {...messageProps} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={send.isPending}>
            {t('sendEmail')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
