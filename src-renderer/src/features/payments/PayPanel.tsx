import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { MessageRef } from '@shared/i18n/messages';
import { paymentMessages } from '@shared/payments/messages';
import type { Plan } from '@shared/plans/plans';
import { IconAlertTriangle, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormats } from '../../core/format';
import { useServerText } from '../../core/i18n';
import { withParts } from '../courses/with-parts';
import { usePaymentTexts } from './payment-texts';
import './plan-texts';
import type { CheckoutPhase } from './use-checkout';

interface PayPanelProps {
  plan: Plan;
  signedIn: boolean;
  checkoutReady: boolean;
  phase: CheckoutPhase;
  error: MessageRef | null;
  canRetry: boolean;
  onPay: () => void;
}

const phaseLabel = { creating: 'creating', checkout: 'waiting', verifying: 'confirming' } as const;

/** The summary, the Pay button (product.md §1.5: disabled while loading, before the checkout is ready, or signed out), errors and Try Again. */
export function PayPanel({ plan, signedIn, checkoutReady, phase, error, canRetry, onPay }: PayPanelProps) {
  const t = usePaymentTexts();
  const serverText = useServerText();
  const formats = useFormats();
  const busy = phase !== 'idle';
  const price = formats.rupees(plan.priceRupees);
  return (
    <Paper withBorder radius="lg" p="lg" maw={520} w="100%" mx="auto" data-testid="pay-panel">
      <Stack>
        <Group justify="space-between">
          <Text fw={700}>{serverText(plan.name)}</Text>
          <Text fw={800} fz="xl">
            {price}
          </Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('planSummary', { duration: serverText(plan.durationLabel) })}
        </Text>
        {error && (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid="payment-error">
            <Stack gap="xs">
              <Text fz="sm">{serverText(error)}</Text>
              {canRetry ? (
                <Button size="xs" variant="white" color="red" w="fit-content" onClick={onPay} disabled={!signedIn || !checkoutReady}>
                  {t('tryAgain')}
                </Button>
              ) : (
                <Text fz="sm" fw={600}>
                  {serverText(paymentMessages.tooManyAttempts)}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {!error && (
          <Button size="lg" leftSection={<IconLock size={18} />} loading={busy} disabled={busy || !signedIn || !checkoutReady} onClick={onPay} data-testid="pay-button">
            {phase === 'idle' ? t('pay', { price }) : t(phaseLabel[phase])}
          </Button>
        )}
        {!signedIn && (
          <Text fz="sm" ta="center">
            {withParts((values) => t('signInToPay', values), {
              signIn: (
                <Anchor component={Link} to={`/login?returnTo=${encodeURIComponent(`/payment/${plan.key}`)}`}>
                  {t('signIn')}
                </Anchor>
              ),
            })}
          </Text>
        )}
        <Group gap="xs" justify="center" wrap="nowrap" c="teal">
          <IconShieldCheck size={18} style={{ flexShrink: 0 }} />
          <Text fz="sm" fw={600}>
            {t('guaranteeFirst', { guarantee: serverText(paymentMessages.guarantee) })}
          </Text>
        </Group>
        <Divider />
        <Text fz="xs" c="dimmed" ta="center">
          {withParts((values) => t('agree', values), {
            terms: (
              <Anchor component={Link} to="/terms-conditions" fz="xs" underline="always">
                {t('terms')}
              </Anchor>
            ),
            privacy: (
              <Anchor component={Link} to="/privacy-policy" fz="xs" underline="always">
                {t('privacy')}
              </Anchor>
            ),
            refund: (
              <Anchor component={Link} to="/refund-policy" fz="xs" underline="always">
                {t('refund')}
              </Anchor>
            ),
          })}
        </Text>
      </Stack>
    </Paper>
  );
}
