import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SendEmailReply } from '@shared/api/hackathon/admin-mail';
import { useState } from 'react';
import { useSendEmail } from './use-mail-actions';

/** product.md §3.2.6: the bulk e-mail's four types. */
const bulkTypes = [
  { value: 'confirmation', label: 'Confirmation' },
  { value: 'reminder', label: 'Reminder' },
  { value: 'announcement', label: 'Announcement' },
  { value: 'certificate', label: 'Certificate' },
];

interface BulkEmailModalProps {
  opened: boolean;
  recipients: readonly string[];
  onClose: () => void;
}

/** The 'Send emails' dialog for the selected registrations; after sending it shows what the server counted. */
export function BulkEmailModal({ opened, recipients, onClose }: BulkEmailModalProps) {
  const [result, setResult] = useState<SendEmailReply['data'] | null>(null);
  const send = useSendEmail(setResult);
  const form = useForm({ initialValues: { type: 'confirmation', message: '' } });
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
    <Modal opened={opened} onClose={close} title="Send emails" centered>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text fz="sm" data-testid="bulk-email-count">
            Recipients: {recipients.length} registration{recipients.length === 1 ? '' : 's'}
          </Text>
          <Select label="Email type" data={bulkTypes} allowDeselect={false} {...form.getInputProps('type')} />
          <Textarea label="Message (optional)" autosize minRows={3} maxLength={5000} {...form.getInputProps('message')} />
          {result && (
            <Alert color={result.failed_count > 0 ? 'yellow' : 'teal'} data-testid="bulk-email-result">
              Successful: {result.successful_count} · Failed: {result.failed_count}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending} disabled={recipients.length === 0}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
