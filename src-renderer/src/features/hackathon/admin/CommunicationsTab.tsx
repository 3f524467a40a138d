import { Button, Card, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { recipientGroups, type RecipientGroup, type SendEmailReply } from '@shared/api/hackathon-admin-mail';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormats } from '../../../core/format';
import { useAdminTexts } from './admin-texts';
import { ConfirmActionModal } from './ConfirmActionModal';
import { messageTemplates, recipientGroupOptions } from './message-templates';
import { SendProgressBar, SendResultPanel } from './SendResultPanel';
import { useGroupCount } from './use-group-count';
import { useSendEmail } from './use-mail-actions';

const asGroup = (value: string): RecipientGroup => recipientGroups.find((group) => group === value) ?? 'all';

/**
 * product.md §3.2.6 Communications: compose an announcement to a group of registrations; the
 * templates fill the form. Sending is real: once the organiser confirms the count, the server
 * queues one e-mail per registration in the group, and the screen lists any it could not write to.
 */
export function CommunicationsTab() {
  const t = useAdminTexts();
  const formats = useFormats();
  const groupOptions = recipientGroupOptions.map(({ value, key }) => ({ value, label: t(key) }));
  const [result, setResult] = useState<SendEmailReply['data'] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [templateLabel, setTemplateLabel] = useState<string | null>(null);
  const send = useSendEmail(setResult);
  const form = useForm({
    initialValues: { group: 'all', subject: '', message: '' },
    validate: {
      subject: (value) => (value.trim() ? null : t('enterSubject')),
      message: (value) => (value.trim() ? null : t('enterMessage')),
    },
  });
  const group = asGroup(form.values.group);
  const count = useGroupCount(group, confirming);
  const groupProps = form.getInputProps('group');
  const subjectProps = form.getInputProps('subject');
  const messageProps = form.getInputProps('message');
  const submit = form.onSubmit(() => {
    setResult(null);
    setConfirming(true);
  });
  const confirm = () => {
    setConfirming(false);
    const { subject, message } = form.values;
    send.mutate({ group, email_type: 'announcement', custom_data: { subject: subject.trim(), message: message.trim() } });
  };
  // Named as the organiser knows it: the template's name, or the subject they wrote.
  const sendName = templateLabel ?? form.values.subject.trim();
  const question =
    count.data === undefined
      ? t('countingRecipients')
      : count.data === 0
        ? t('confirmSendNone')
        : t('confirmSend', { type: sendName, count: formats.number(count.data) });
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
              <Button
                key={template.key}
                size="xs"
                variant="light"
                onClick={() => {
                  setTemplateLabel(t(template.label));
                  form.setValues({ group: template.group, subject: t(template.subject), message: t(template.message) });
                }}
              >
                {t(template.label)}
              </Button>
            ))}
          </Group>
          <Select label={t('recipients')} data={groupOptions} allowDeselect={false} {...groupProps} />
          <TextInput label={t('subject')} required maxLength={200} {...subjectProps} onInput={() => setTemplateLabel(null)} />
          <Textarea label={t('message')} required autosize minRows={5} maxLength={5000} {...messageProps} />
          {send.isPending && <SendProgressBar progress={null} />}
          {result && <SendResultPanel result={result} />}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
              {t('send')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmActionModal
        opened={confirming}
        question={question}
        detail={count.isError ? t('countFailed') : t('confirmSendDetail')}
        confirmLabel={t('send')}
        confirmDisabled={!count.data}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
