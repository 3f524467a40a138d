import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { paymentMessages } from '@shared/payments/messages';
import { formatRupees, type Plan } from '@shared/plans/plans';
import { IconAlertTriangle, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CheckoutPhase } from './use-checkout';

interface PayPanelProps {
  plan: Plan;
  signedIn: boolean;
  checkoutReady: boolean;
  phase: CheckoutPhase;
  error: string | null;
  canRetry: boolean;
  onPay: () => void;
}

const phaseLabel: Record<CheckoutPhase, string> = {
  idle: 'Pay',
  creating: 'Creating your order…',
  checkout: 'Waiting for the payment…',
  verifying: 'Confirming your payment…',
};

/** The summary, the Pay button (product.md §1.5: disabled while loading, before the checkout is ready, or signed out), errors and Try Again. */
export function PayPanel({ plan, signedIn, checkoutReady, phase, error, canRetry, onPay }: PayPanelProps) {
  const busy = phase !== 'idle';
  return (
    <Paper withBorder radius="lg" p="lg" maw={520} w="100%" mx="auto" data-testid="pay-panel">
      <Stack>
        <Group justify="space-between">
          <Text fw={700}>{plan.name}</Text>
          <Text fw={800} fz="xl">
            {formatRupees(plan.priceRupees)}
          </Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {plan.durationLabel} of Premium, added to any time you have left. Prices in Indian rupees, inclusive of taxes.
        </Text>
        {error && (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid="payment-error">
            <Stack gap="xs">
              <Text fz="sm">{error}</Text>
              {canRetry ? (
                <Button size="xs" variant="white" color="red" w="fit-content" onClick={onPay} disabled={!signedIn || !checkoutReady}>
                  Try Again
                </Button>
              ) : (
                <Text fz="sm" fw={600}>
                  {paymentMessages.tooManyAttempts}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {!error && (
          <Button size="lg" leftSection={<IconLock size={18} />} loading={busy} disabled={busy || !signedIn || !checkoutReady} onClick={onPay} data-testid="pay-button">
            {busy ? phaseLabel[phase] : `${phaseLabel.idle} ${formatRupees(plan.priceRupees)}`}
          </Button>
        )}
        {!signedIn && (
          <Text fz="sm" ta="center">
            <Anchor component={Link} to={`/login?returnTo=${encodeURIComponent(`/payment/${plan.key}`)}`}>
              Sign in
            </Anchor>{' '}
            to pay for your plan.
          </Text>
        )}
        <Group gap="xs" justify="center" wrap="nowrap" c="teal">
          <IconShieldCheck size={18} style={{ flexShrink: 0 }} />
          <Text fz="sm" fw={600}>
            {paymentMessages.guarantee} on your first premium subscription
          </Text>
        </Group>
        <Divider />
        <Text fz="xs" c="dimmed" ta="center">
          By paying you agree to the{' '}
          <Anchor component={Link} to="/terms-conditions" fz="xs">
            Terms and Conditions
          </Anchor>
          ,{' '}
          <Anchor component={Link} to="/privacy-policy" fz="xs">
            Privacy Policy
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to="/refund-policy" fz="xs">
            Refund Policy
          </Anchor>
          . Card payments are handled by our payment provider.
        </Text>
      </Stack>
    </Paper>
  );
}
