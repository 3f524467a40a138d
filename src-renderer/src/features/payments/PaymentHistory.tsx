import { Alert, Badge, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { PaymentSummary } from '@shared/api/payments';
import { paymentMessages } from '@shared/payments/messages';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormats } from '../../core/format';
import { useServerText } from '../../core/i18n';
import { notify } from '../../core/notifications/notify';
import { withParts } from '../courses/with-parts';
import { downloadReceipt } from './download-receipt';
import { useHistoryTexts } from './history-texts';
import { usePaymentHistory } from './use-payment-history';

function ReceiptButton({ payment }: { payment: PaymentSummary }) {
  const t = useHistoryTexts();
  const serverText = useServerText();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(payment.id, payment.receiptNumber);
    } catch (error) {
      notify({ type: 'error', title: t('receipt'), message: serverText(error instanceof Error ? error.message : paymentMessages.receiptFailed) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} loading={busy} onClick={() => void download()} aria-label={t('downloadReceipt', { number: payment.receiptNumber })}>
      {t('pdf')}
    </Button>
  );
}

/** The learner's payments with their receipts, in the profile. */
export function PaymentHistory() {
  const t = useHistoryTexts();
  const formats = useFormats();
  const history = usePaymentHistory();
  return (
    <Card withBorder radius="lg" padding="lg" id="payments" data-testid="payment-history">
      <Stack>
        <Group gap="xs">
          <IconReceipt size={20} />
          <Title order={2} fz="h4">
            {t('title')}
          </Title>
        </Group>
        {history.isPending && <Loader size="sm" aria-label={t('loading')} />}
        {history.isError && (
          <Alert color="red">
            {t('loadFailed')}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void history.refetch()}>
              {t('tryAgain')}
            </Button>
          </Alert>
        )}
        {history.data?.payments.length === 0 && (
          <Text c="dimmed" fz="sm">
            {withParts((values) => t('noPayments', values), { link: <Link to="/payment/monthly">{t('seePlans')}</Link> })}
          </Text>
        )}
        {history.data && history.data.payments.length > 0 && (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {history.data.payments.map((payment, index) => (
              <li key={payment.id}>
                {index > 0 && <Divider my="sm" />}
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ flex: '1 1 220px' }}>
                    <Text fz="sm" fw={600}>
                      {payment.description}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {formats.date(payment.paidAt)} · {payment.receiptNumber}
                    </Text>
                  </Stack>
                  <Group gap="sm" wrap="nowrap">
                    <Text fz="sm" fw={700}>
                      {formats.paise(payment.amountPaise)}
                    </Text>
                    {payment.status === 'refunded' && (
                      <Badge size="xs" color="gray">
                        {t('refunded')}
                      </Badge>
                    )}
                    <ReceiptButton payment={payment} />
                  </Group>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
