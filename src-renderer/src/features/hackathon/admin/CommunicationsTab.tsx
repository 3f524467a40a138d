import { Button, Card, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { recipientGroups, type RecipientGroup } from '@shared/api/hackathon/admin-mail';
import { IconSend } from '@tabler/icons-react';
import { useAdminTexts } from './admin-texts';
import { messageTemplates, recipientGroupOptions } from './message-templates';
import { useSendEmail } from './use-mail-actions';

const asGroup = (value: string): RecipientGroup => recipientGroups.find((group) => group === value) ?? 'all';

/**
 * product.md §3.2.6 Communications: compose an announcement to a group of registrations; the
 * templates fill the form. Sending is real: the server queues one e-mail per registration in the group.
 */
export function CommunicationsTab() {
  const t = useAdminTexts();
  const groupOptions = recipientGroupOptions.map(({ value, key }) => ({ value, label: t(key) }));
  const send = useSendEmail();
  const form = useForm({
    initialValues: { group: 'all', subject: '', message: '' },
    validate: {
      subject: (value) => (value.trim() ? null : t('enterSubject')),
      message: (value) => (value.trim() ? null : t('enterMessage')),
    },
  });
  const groupProps = form.getInputProps('group');
  const subjectProps = form.getInputProps('subject');
  const messageProps = form.getInputProps('message');
  const submit = form.onSubmit(({ group, subject, message }) =>
    send.mutate({ group: asGroup(group), email_type: 'announcement', custom_data: { subject: subject.trim(), message: message.trim() } }),
  );
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={4}>{t('compose')}</Title>
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              {t('templates')}
            </Text>
            {messageTemplates.map((template) => (
              <Button key={template.key} size="xs" variant="light" onClick={() => form.setValues({ group: template.group, subject: t(template.subject), message: t(template.message) })}>
                {t(template.label)}
              </Button>
            ))}
          </Group>
          <Select label={t('recipients')} data={groupOptions} allowDeselect={false} {...groupProps} />
          <TextInput label={t('subject')} maxLength={200} {...subjectProps} />
          <Textarea label={t('message')} autosize minRows={5} maxLength={5000} {...messageProps} />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
              {t('send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
