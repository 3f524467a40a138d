import { paymentsRoutes } from '@shared/api/routes/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client';
import { useServerText } from '../../../core/i18n';
import { notify } from '../../../core/notifications/notify';
import { paymentKeys } from '../../payments/query-keys';
import { useCheckoutScript } from '../../payments/razorpay-script';
import { useGatewayCheckout } from '../../payments/use-checkout';
import { usePaymentConfig } from '../../payments/use-payment-config';
import type { PaymentStepProps } from './PaymentStep';
import { checkoutDescription, registrationFailureText, registrationPlan, usePaymentTexts } from './payment-texts';
import { registrationKeys } from './query-keys';

/** product.md §3.9: create-order and verify-payment give up after 10 s. */
const paymentTimeoutMs = 10_000;

/**
 * product.md §3.4 "Wizard": the registration's fee through the same checkout as subscriptions.
 * The server prices it from the stored registration; the amount and size sent are only compared.
 */
export function useRegistrationPayment({ registrationId, teamSize, amountPaise, leader, placement }: PaymentStepProps) {
  const t = usePaymentTexts();
  const serverText = useServerText();
  const title = t('notificationTitle');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePaymentConfig();
  const script = useCheckoutScript(config.data?.checkoutScriptUrl);

  const checkout = useGatewayCheckout({
    config: config.data,
    description: checkoutDescription(teamSize, t),
    prefill: { name: leader.name, email: leader.email, contact: leader.phone },
    createOrder: () =>
      api(paymentsRoutes.createOrder, {
        body: { payment_type: 'hackathon_registration', registration_id: registrationId, amount: amountPaise, team_size: teamSize },
        timeoutMs: paymentTimeoutMs,
      }),
    verify: async (response) => {
      await api(paymentsRoutes.verify, {
        body: { ...response, payment_type: 'hackathon_registration', registration_id: registrationId, plan: registrationPlan(teamSize), amount: amountPaise, team_size: teamSize, email: leader.email },
        timeoutMs: paymentTimeoutMs,
      });
      notify({ type: 'success', title, message: t('success'), duration: 7_000 });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.registrations }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.history }),
      ]);
      if (placement === 'wizard') await navigate('/hackathon');
    },
    onFailure: (failure) => notify({ type: 'error', title, message: registrationFailureText(failure, t, serverText) }),
    onDismissed: () => notify({ type: 'warning', title, message: t('cancelled'), duration: 5_000 }),
  });

  const payLater = () => {
    notify({ type: 'info', title: t('savedTitle'), message: t('payLater') });
    void navigate('/hackathon');
  };

  return { ...checkout, ready: config.isSuccess && script === 'ready', unavailable: config.isError || script === 'failed', payLater };
}
