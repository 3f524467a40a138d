import { Alert, Badge, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { PaymentSummary } from '@shared/api/payments';
import { formatPaise } from '@shared/payments/amount';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../app/notifications/notify';
import { downloadReceipt } from './download-receipt';
import { usePaymentHistory } from './use-payment-history';

const paidOn = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function ReceiptButton({ payment }: { payment: PaymentSummary }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(payment.id, payment.receiptNumber);
    } catch (error) {
      notify({ type: 'error', title: 'Receipt', message: error instanceof Error ? error.message : 'The receipt could not be downloaded.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} loading={busy} onClick={() => void download()} aria-label={`Download receipt ${payment.receiptNumber}`}>
      PDF
    </Button>
  );
}

/** The learner's payments with their receipts, in the profile. */
export function PaymentHistory() {
  const history = usePaymentHistory();
  return (
    <Card withBorder radius="lg" padding="lg" id="payments" data-testid="payment-history">
      <Stack>
        <Group gap="xs">
          <IconReceipt size={20} />
          <Title order={2} fz="h4">
            Payments and receipts
          </Title>
        </Group>
        {history.isPending && <Loader size="sm" aria-label="Loading your payments" />}
        {history.isError && (
          <Alert color="red">
            Your payments could not be loaded.{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {history.data?.payments.length === 0 && (
          <Text c="dimmed" fz="sm">
            No payments yet. <Link to="/payment/monthly">See the Premium plans</Link>.
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
                      {paidOn(payment.paidAt)} · {payment.receiptNumber}
                    </Text>
                  </Stack>
                  <Group gap="sm" wrap="nowrap">
                    <Text fz="sm" fw={700}>
                      {formatPaise(payment.amountPaise)}
                    </Text>
                    {payment.status === 'refunded' && (
                      <Badge size="xs" color="gray">
                        Refunded
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
