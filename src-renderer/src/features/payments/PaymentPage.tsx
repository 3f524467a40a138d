import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { paymentMessages } from '@shared/payments/messages';
import { findPlan } from '@shared/plans/plans';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../app/notifications/notify';
import { usePageMeta } from '../../app/use-page-meta';
import { useAuth } from '../auth/auth-context';
import { PayPanel } from './PayPanel';
import { PlanCards } from './PlanCards';
import { useCheckoutScript } from './razorpay-script';
import { SandboxCheckoutDialog } from './SandboxCheckoutDialog';
import { useCheckout } from './use-checkout';
import { usePaymentConfig } from './use-payment-config';

const fallbackPlan = 'monthly';

/** product.md §1.2 "Payment (/payment/{plan})". Open to visitors; paying needs a signed-in learner. */
export function PaymentPage() {
  const { plan: planParam = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const plan = findPlan(planParam);
  usePageMeta({ title: `${plan?.name ?? 'Premium plans'} · Kodeshala`, description: 'Choose a Kodeshala Premium plan and unlock every lesson.', canonicalPath: `/payment/${plan?.key ?? fallbackPlan}` });

  useEffect(() => {
    if (plan) return;
    notify({ id: 'invalid-plan', type: 'warning', title: 'Payment', message: paymentMessages.invalidPlan });
    void navigate(`/payment/${fallbackPlan}`, { replace: true });
  }, [plan, navigate]);

  const config = usePaymentConfig();
  const script = useCheckoutScript(config.data?.checkoutScriptUrl);
  const checkout = useCheckout(plan ?? (findPlan(fallbackPlan) as NonNullable<typeof plan>), config.data);

  if (!plan) return null;

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap={4} ta="center">
          <Title order={1}>Go Premium</Title>
          <Text c="dimmed">Every lesson of every module and every assignment. Pick the plan that fits.</Text>
        </Stack>
        <PlanCards selected={plan.key} onSelect={(key) => void navigate(`/payment/${key}`)} />
        {config.isError && (
          <Alert color="red" icon={<IconAlertTriangle />} maw={520} mx="auto">
            {paymentMessages.initFailed}
          </Alert>
        )}
        {script === 'failed' && (
          <Alert color="red" icon={<IconAlertTriangle />} maw={520} mx="auto">
            {paymentMessages.sdkNotLoaded}
          </Alert>
        )}
        <PayPanel
          plan={plan}
          signedIn={user !== null}
          checkoutReady={config.isSuccess && script === 'ready'}
          phase={checkout.phase}
          error={checkout.error}
          canRetry={checkout.canRetry}
          onPay={() => void checkout.pay()}
        />
      </Stack>
      <SandboxCheckoutDialog order={checkout.sandboxOrder} planName={plan.name} callbacks={checkout.callbacks} />
    </Container>
  );
}
