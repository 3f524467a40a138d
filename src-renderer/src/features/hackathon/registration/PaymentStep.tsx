import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { paymentMessages } from '@shared/payments/messages';
import { formatRupees } from '@shared/plans/plans';
import { IconAlertTriangle, IconClock, IconLock } from '@tabler/icons-react';
import { SandboxCheckoutDialog } from '../../payments/SandboxCheckoutDialog';
import type { CheckoutPhase } from '../../payments/use-checkout';
import { checkoutDescription } from './payment-texts';
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
const buttonLabel: Record<CheckoutPhase, string> = {
  idle: 'Pay',
  creating: 'Creating your order…',
  checkout: 'Waiting for the payment…',
  verifying: 'Confirming your payment…',
};

const rupees = (paise: number) => formatRupees(paise / 100);

/** Step 4 of the wizard and the dashboard's "complete payment": shows the registration and pays its fee. */
export function PaymentStep(props: PaymentStepProps) {
  const { registrationId, teamName, teamSize, amountPaise, placement } = props;
  const payment = useRegistrationPayment(props);
  const busy = payment.phase !== 'idle';
  const rows: Array<[string, string]> = [
    ['Registration ID', registrationId],
    ['Team name', teamName],
    ['Team size', `${teamSize} (${checkoutDescription(teamSize)})`],
    ['Amount', `${rupees(amountPaise)} (${rupees(amountPaise / teamSize)} × ${teamSize})`],
  ];

  return (
    <Paper withBorder radius="lg" p="lg" maw={560} w="100%" mx="auto" data-testid="hackathon-payment-step">
      <Stack>
        <Title order={3}>Complete your payment</Title>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid={`payment-step-${label.toLowerCase().replaceAll(' ', '-')}`}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {payment.unavailable && (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert">
            {paymentMessages.sdkNotLoaded}
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
            {buttonLabel[payment.phase]}
          </Button>
          {placement === 'wizard' && (
            <Button size="md" variant="default" leftSection={<IconClock size={18} />} disabled={busy} onClick={payment.payLater} data-testid="hackathon-pay-later">
              Pay Later
            </Button>
          )}
        </Group>
        <Text fz="xs" c="dimmed" ta="center">
          Prices in Indian rupees, inclusive of taxes. Card payments are handled by our payment provider.
        </Text>
      </Stack>
      <SandboxCheckoutDialog order={payment.sandboxOrder} planName={checkoutDescription(teamSize)} callbacks={payment.callbacks} />
    </Paper>
  );
}
