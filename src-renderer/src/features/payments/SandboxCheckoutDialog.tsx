import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CreateOrderReply } from '@shared/api/payments';
import { paymentsRoutes } from '@shared/api/routes/payments';
import { IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { api } from '../../api/client';
import { useFormats } from '../../core/format';
import { useServerText } from '../../core/i18n';
import { usePaymentTexts } from './payment-texts';
import type { CheckoutCallbacks } from './use-checkout';

interface SandboxCheckoutDialogProps {
  order: CreateOrderReply | null;
  planName: string;
  callbacks: CheckoutCallbacks;
}

/**
 * The offline gateway's checkout, standing in for Razorpay's dialog when the server has no
 * Razorpay keys. Clearly test mode: no card is asked for and no money moves. It answers exactly as
 * Razorpay's dialog does: a signed payment, a failure with a description, or a dismissal.
 */
export function SandboxCheckoutDialog({ order, planName, callbacks }: SandboxCheckoutDialogProps) {
  const t = usePaymentTexts();
  const serverText = useServerText();
  const formats = useFormats();
  const [busy, setBusy] = useState<'succeed' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const settle = async (outcome: 'succeed' | 'fail') => {
    if (!order || busy) return;
    setBusy(outcome);
    setError(null);
    try {
      const result = await api(paymentsRoutes.sandboxCheckout, { body: { order_id: order.order_id, outcome } });
      if (result.outcome === 'succeeded') callbacks.succeeded(result);
      else callbacks.failed(result.description);
    } catch (err) {
      setError(err instanceof Error ? serverText(err) : t('sandboxNoAnswer'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      opened={order !== null}
      onClose={() => busy === null && callbacks.dismissed()}
      title={
        <Group gap="xs">
          <IconFlask size={20} />
          <Text fw={700}>{t('sandboxCheckout')}</Text>
          <Badge color="yellow" variant="filled">
            {t('testMode')}
          </Badge>
        </Group>
      }
      centered
      data-testid="sandbox-checkout"
    >
      <Stack>
        <Alert color="yellow" title={t('noMoneyMoves')} data-testid="sandbox-test-mode">
          {t('sandboxBody')}
        </Alert>
        <Group justify="space-between">
          <Text>{planName}</Text>
          <Text fw={700}>{order ? formats.paise(order.amount) : ''}</Text>
        </Group>
        <Text fz="xs" c="dimmed">
          {t('order', { id: order?.order_id ?? '' })}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group grow>
          <Button color="teal" loading={busy === 'succeed'} disabled={busy !== null} onClick={() => void settle('succeed')} data-autofocus>
            {t('payTest')}
          </Button>
          <Button color="red" variant="light" loading={busy === 'fail'} disabled={busy !== null} onClick={() => void settle('fail')}>
            {t('failPayment')}
          </Button>
        </Group>
        <Button variant="subtle" color="gray" disabled={busy !== null} onClick={callbacks.dismissed}>
          {t('cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}
