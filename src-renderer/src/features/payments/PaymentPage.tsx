import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { paymentMessages } from '@shared/payments/messages';
import { findPlan } from '@shared/plans/plans';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../core/notifications/notify';
import { useServerText } from '../../core/i18n';
import { usePageMeta } from '../../core/use-page-meta';
import { useAuth } from '../auth/auth-context';
import { PayPanel } from './PayPanel';
import { usePaymentTexts } from './payment-texts';
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
  const t = usePaymentTexts();
  const serverText = useServerText();
  const plan = findPlan(planParam);
  usePageMeta({ title: `${plan ? serverText(plan.name) : t('pageTitleFallback')} · Kodeshala`, description: t('pageDescription'), canonicalPath: `/payment/${plan?.key ?? fallbackPlan}` });

  useEffect(() => {
    if (plan) return;
    notify({ id: 'invalid-plan', type: 'warning', title: t('notifyTitle'), message: serverText(paymentMessages.invalidPlan) });
    void navigate(`/payment/${fallbackPlan}`, { replace: true });
  }, [plan, navigate, t, serverText]);

  const config = usePaymentConfig();
  const script = useCheckoutScript(config.data?.checkoutScriptUrl);
  const checkout = useCheckout(plan ?? (findPlan(fallbackPlan) as NonNullable<typeof plan>), config.data);

  if (!plan) return null;

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap={4} ta="center">
          <Title order={1}>{t('heading')}</Title>
          <Text c="dimmed">{t('subheading')}</Text>
        </Stack>
        <PlanCards selected={plan.key} onSelect={(key) => void navigate(`/payment/${key}`)} />
        {config.isError && (
          <Alert color="red" icon={<IconAlertTriangle />} maw={520} mx="auto">
            {serverText(paymentMessages.initFailed)}
          </Alert>
        )}
        {script === 'failed' && (
          <Alert color="red" icon={<IconAlertTriangle />} maw={520} mx="auto">
            {serverText(paymentMessages.sdkNotLoaded)}
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
      <SandboxCheckoutDialog order={checkout.sandboxOrder} planName={serverText(plan.name)} callbacks={checkout.callbacks} />
    </Container>
  );
}
