import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { paymentMessages } from '@shared/payments/messages';
import { IconAlertTriangle, IconClock, IconLock } from '@tabler/icons-react';
import { useFormats } from '../../../core/format';
import { useServerText } from '../../../core/i18n';
import { SandboxCheckoutDialog } from '../../payments/SandboxCheckoutDialog';
import type { CheckoutPhase } from '../../payments/use-checkout';
import { checkoutDescription, usePaymentTexts, type PaymentKey } from './payment-texts';
import { useRegistrationPayment } from './use-registration-payment';

export interface PaymentStepProps {
  registrationId: string;
  teamName: string;
  teamSize: number;
  amountPaise: number;
  /** Prefilled in the checkout. */
  leader: { name: string; email: string; phone: string };
  /** Where the dashboard shows it, Pay Later is not offered and success stays on the page. */
  placement: 'wizard' | 'dashboard';
}

/** product.md §3.2.4: the button reads 'Pay'; while processing it says what it waits for. */
const buttonLabel: Record<CheckoutPhase, PaymentKey> = {
  idle: 'pay',
  creating: 'creating',
  checkout: 'checkout',
  verifying: 'verifying',
};

/** Step 4 of the wizard and the dashboard's "complete payment": shows the registration and pays its fee. */
export function PaymentStep(props: PaymentStepProps) {
  const { registrationId, teamName, teamSize, amountPaise, placement } = props;
  const t = usePaymentTexts();
  const serverText = useServerText();
  const formats = useFormats();
  const rupees = (paise: number) => formats.rupees(paise / 100);
  const payment = useRegistrationPayment(props);
  const busy = payment.phase !== 'idle';
  // The first of each row names its test id, which stays the same in every language.
  const rows: Array<[string, string, string]> = [
    ['registration-id', t('registrationId'), registrationId],
    ['team-name', t('teamName'), teamName],
    ['team-size', t('teamSize'), `${teamSize} (${checkoutDescription(teamSize, t)})`],
    ['amount', t('amount'), `${rupees(amountPaise)} (${rupees(amountPaise / teamSize)} × ${teamSize})`],
  ];

  return (
    <Paper withBorder radius="lg" p="lg" maw={560} w="100%" mx="auto" data-testid="hackathon-payment-step">
      <Stack>
        {/* On the dashboard the section around it already says 'Complete your payment'. */}
        {placement === 'wizard' && <Title order={3}>{t('title')}</Title>}
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {rows.map(([id, label, value]) => (
              <Table.Tr key={id}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid={`payment-step-${id}`}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {payment.unavailable && (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert">
            {serverText(paymentMessages.sdkNotLoaded)}
          </Alert>
        )}
        <Group grow wrap="wrap">
          <Button
            size="md"
            leftSection={<IconLock size={18} />}
            loading={busy}
            disabled={busy || !payment.ready}
            onClick={() => void payment.pay()}
            data-testid="hackathon-pay"
          >
            {t(buttonLabel[payment.phase])}
          </Button>
          {placement === 'wizard' && (
            <Button size="md" variant="default" leftSection={<IconClock size={18} />} disabled={busy} onClick={payment.payLater} data-testid="hackathon-pay-later">
              {t('payLaterButton')}
            </Button>
          )}
        </Group>
        <Text fz="xs" c="dimmed" ta="center">
          {t('pricesNote')}
        </Text>
      </Stack>
      <SandboxCheckoutDialog order={payment.sandboxOrder} planName={checkoutDescription(teamSize, t)} callbacks={payment.callbacks} />
    </Paper>
  );
}
