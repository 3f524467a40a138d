import { Alert, Badge, Button, Loader, Stack, Table, Text } from '@mantine/core';
import type { HackathonOutboxReply } from '@shared/api/hackathon-admin-mail';
import { useState } from 'react';
import { useFormats } from '../../../core/format';
import { type AdminKey, useAdminTexts } from './admin-texts';
import { Pager } from './Pager';
import { useOutbox } from './use-outbox';

type DeliveryState = HackathonOutboxReply['data']['messages'][number]['status'];

const stateKeys: Record<DeliveryState, AdminKey> = { stored: 'mailStored', pending: 'mailPending', sent: 'mailSent', failed: 'mailFailed' };
const stateColors: Record<DeliveryState, string> = { stored: 'gray', pending: 'yellow', sent: 'teal', failed: 'red' };

/** `hackathon_payment_reminder` reads as 'payment reminder'. */
const kindWords = (kind: string) => kind.replace(/^hackathon_/, '').replaceAll('_', ' ');

/**
 * product.md §3.2.6 Sent mail: every hackathon e-mail the product queued (the organisers' sends,
 * status changes, confirmations), newest first, with whether it went out and, when it did not, why.
 */
export function OutboxTab() {
  const t = useAdminTexts();
  const formats = useFormats();
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  if (outbox.isError && !outbox.data) {
    return (
      <Alert color="red" role="alert" title={t('outboxFailed')}>
        <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void outbox.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!outbox.data) return <Loader mx="auto" display="block" my="xl" aria-label={t('outboxLoading')} />;
  const { messages, total, page_size: pageSize } = outbox.data;
  if (total === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('outboxEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="admin-outbox">
      <Text fz="sm" c="dimmed">
        {t('outboxTotal', { count: formats.number(total) })}
      </Text>
      {/* Focusable, so a keyboard can scroll the columns a phone cannot show at once. */}
      <Table.ScrollContainer minWidth={720} type="native" tabIndex={0}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('outboxQueued')}</Table.Th>
              <Table.Th>{t('outboxTo')}</Table.Th>
              <Table.Th>{t('subject')}</Table.Th>
              <Table.Th>{t('outboxKind')}</Table.Th>
              <Table.Th>{t('outboxDelivery')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.map((message) => (
              <Table.Tr key={message.id} data-testid="admin-outbox-row">
                <Table.Td fz="xs">{formats.dateTime(message.created_at)}</Table.Td>
                <Table.Td fz="sm">{message.to}</Table.Td>
                <Table.Td fz="sm">{message.subject}</Table.Td>
                <Table.Td fz="xs">{kindWords(message.kind)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={stateColors[message.status]}>
                    {t(stateKeys[message.status])}
                  </Badge>
                  {message.last_error && (
                    <Text fz="xs" c="red" mt={2}>
                      {t('outboxLastError', { error: message.last_error })}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager page={page} pages={Math.ceil(total / pageSize)} onPage={setPage} />
    </Stack>
  );
}
