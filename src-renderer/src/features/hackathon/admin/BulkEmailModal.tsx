import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SendEmailReply } from '@shared/api/hackathon/admin-mail';
import { useState } from 'react';
import { useAdminTexts } from './admin-texts';
import { useSendEmail } from './use-mail-actions';

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

/** The 'Send emails' dialog for the selected registrations; after sending it shows what the server counted. */
export function BulkEmailModal({ opened, recipients, onClose }: BulkEmailModalProps) {
  const t = useAdminTexts();
  const typeOptions = bulkTypes.map(({ value, key }) => ({ value, label: t(key) }));
  const [result, setResult] = useState<SendEmailReply['data'] | null>(null);
  const send = useSendEmail(setResult);
  const form = useForm({ initialValues: { type: 'confirmation', message: '' } });
  const typeProps = form.getInputProps('type');
  const messageProps = form.getInputProps('message');
  const close = () => {
    setResult(null);
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(({ type, message }) => {
    setResult(null);
    send.mutate({ recipients: [...recipients], email_type: type, ...(message.trim() ? { custom_data: { message: message.trim() } } : {}) });
  });
  return (
    <Modal opened={opened} onClose={close} title={t('sendEmails')} centered>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text fz="sm" data-testid="bulk-email-count">
            {recipients.length === 1 ? t('recipientsOne') : t('recipientsMany', { count: recipients.length })}
          </Text>
          <Select label={t('emailType')} data={typeOptions} allowDeselect={false} {...typeProps} />
          <Textarea label={t('messageOptional')} autosize minRows={3} maxLength={5000} {...messageProps} />
          {result && (
            <Alert color={result.failed_count > 0 ? 'yellow' : 'teal'} data-testid="bulk-email-result">
              {t('sendResult', { sent: result.successful_count, failed: result.failed_count })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} disabled={recipients.length === 0}>
              {t('send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
