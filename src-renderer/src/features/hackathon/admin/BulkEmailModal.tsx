import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SendEmailReply } from '@shared/api/hackathon-admin-mail';
import { hackathonMessages } from '@shared/hackathon/messages';
import { useState } from 'react';
import { useFormats } from '../../../core/format';
import { useServerText } from '../../../core/i18n';
import { useAdminTexts } from './admin-texts';
import { ConfirmActionModal } from './ConfirmActionModal';
import { SendProgressBar, SendResultPanel } from './SendResultPanel';
import { useBatchedSend } from './use-mail-actions';

/** product.md §3.2.6: the bulk e-mail's four types. */
const bulkTypes = [
  { value: 'confirmation', key: 'typeConfirmation' },
  { value: 'reminder', key: 'typeReminder' },
  { value: 'announcement', key: 'typeAnnouncement' },
  { value: 'certificate', key: 'typeCertificate' },
] as const;

interface BulkEmailModalProps {
  opened: boolean;
  recipients: readonly string[];
  onClose: () => void;
}

/**
 * The 'Send emails' dialog for the selected registrations: the organiser confirms the type and the
 * count, watches a large send's progress, and then reads what the server queued and, for each
 * registration it did not write to, why.
 */
export function BulkEmailModal({ opened, recipients, onClose }: BulkEmailModalProps) {
  const t = useAdminTexts();
  const serverText = useServerText();
  const formats = useFormats();
  const typeOptions = bulkTypes.map(({ value, key }) => ({ value, label: t(key) }));
  const [result, setResult] = useState<SendEmailReply['data'] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { send, pending, progress } = useBatchedSend(setResult);
  const form = useForm({
    initialValues: { type: 'confirmation', message: '' },
    validate: { message: (value, values) => (values.type === 'announcement' && !value.trim() ? serverText(hackathonMessages.announcementNeedsMessage) : null) },
  });
  const typeProps = form.getInputProps('type');
  const messageProps = form.getInputProps('message');
  const typeLabel = typeOptions.find((option) => option.value === form.values.type)?.label ?? form.values.type;
  const close = () => {
    if (pending) return;
    setResult(null);
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(() => {
    setResult(null);
    setConfirming(true);
  });
  const confirm = () => {
    setConfirming(false);
    const message = form.values.message.trim();
    send({ recipients, email_type: form.values.type, ...(message ? { custom_data: { message } } : {}) });
  };
  return (
    <Modal opened={opened} onClose={close} title={t('sendEmails')} centered>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text fz="sm" data-testid="bulk-email-count">
            {t('recipientsCount', { count: formats.number(recipients.length) })}
          </Text>
          <Select label={t('emailType')} data={typeOptions} allowDeselect={false} {...typeProps} />
          <Textarea
            label={form.values.type === 'announcement' ? t('message') : t('messageOptional')}
            required={form.values.type === 'announcement'}
            autosize
            minRows={3}
            maxLength={5000}
            {...messageProps}
          />
          {pending && <SendProgressBar progress={progress} />}
          {result && <SendResultPanel result={result} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              {result ? t('close') : t('cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={recipients.length === 0}>
              {t('send')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmActionModal
        opened={confirming}
        question={t('confirmSend', { type: typeLabel, count: formats.number(recipients.length) })}
        detail={t('confirmSendDetail')}
        confirmLabel={t('send')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Modal>
  );
}
