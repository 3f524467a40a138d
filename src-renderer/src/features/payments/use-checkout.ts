import type { CreateOrderReply, PaymentConfigReply } from '@shared/api/payments';
import { paymentsRoutes } from '@shared/api/routes/payments';
import { canTryAgain } from '@shared/payments/attempts';
import { paymentMessages } from '@shared/payments/messages';
import type { Plan } from '@shared/plans/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { ApiError } from '../../api/api-error';
import { useAuth } from '../auth/auth-context';
import { courseKeys } from '../courses/query-keys';
import { createOrderErrorMessage, verifyErrorMessage } from './payment-errors';
import { paymentKeys } from './query-keys';
import type { RazorpaySuccess } from './razorpay-script';

export type CheckoutPhase = 'idle' | 'creating' | 'checkout' | 'verifying';

/** What the opened checkout (Razorpay's dialog or the sandbox dialog) reports back. */
export interface CheckoutCallbacks {
  succeeded: (response: RazorpaySuccess) => void;
  failed: (description: string) => void;
  dismissed: () => void;
}

/**
 * product.md §1.4 "Payment": plan selected → creating order → the provider's dialog → verification →
 * the subscription is saved and the learner goes to /dashboard?from=payment. A dismissed dialog or
 * any failure resets the loading state; failures count towards the 3 attempts of Try Again.
 */
export function useCheckout(plan: Plan, config: PaymentConfigReply | undefined) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<CreateOrderReply | null>(null);

  const fail = (message: string) => {
    setFailedAttempts((n) => n + 1);
    setError(message);
    setPhase('idle');
  };

  const verify = async (response: RazorpaySuccess) => {
    setPhase('verifying');
    try {
      const reply = await api(paymentsRoutes.verify, {
        body: { ...response, payment_type: 'subscription', plan: plan.key, amount: plan.amountPaise, email: user?.email, duration: plan.durationLabel },
      });
      // The lock lifts at once: the subscription, every course outline and lesson, and the history.
      queryClient.setQueryData([...paymentKeys.subscription, user?.uid ?? 'signed-out'], reply.subscription);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.subscription }),
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.history }),
      ]);
      await navigate('/dashboard?from=payment');
    } catch (err) {
      fail(verifyErrorMessage(err));
    }
  };

  const callbacks: CheckoutCallbacks = {
    succeeded: (response) => {
      setSandboxOrder(null);
      void verify(response);
    },
    failed: (description) => {
      setSandboxOrder(null);
      fail(paymentMessages.paymentFailed(description));
    },
    dismissed: () => {
      setSandboxOrder(null);
      setPhase('idle');
    },
  };

  const openCheckout = (order: CreateOrderReply) => {
    if (config?.checkout === 'sandbox') {
      setSandboxOrder(order);
      return;
    }
    const Razorpay = window.Razorpay;
    if (!Razorpay) return fail(paymentMessages.sdkNotLoaded);
    try {
      const checkout = new Razorpay({
        key: order.key_id,
        amount: order.amount,
        currency: order.currency,
        name: 'Kodeshala',
        description: plan.name,
        order_id: order.order_id,
        prefill: { name: user?.displayName, email: user?.email },
        theme: { color: '#1c7ed6' },
        handler: callbacks.succeeded,
        modal: { ondismiss: callbacks.dismissed },
      });
      checkout.on('payment.failed', (response) => callbacks.failed(response.error.description ?? 'the bank declined the payment'));
      checkout.open();
    } catch {
      fail(paymentMessages.initFailed);
    }
  };

  const pay = async () => {
    if (phase !== 'idle') return;
    setError(null);
    if (!user) return fail(paymentMessages.notAuthenticated);
    if (!config || (config.checkout === 'razorpay' && !window.Razorpay)) return fail(paymentMessages.sdkNotLoaded);
    setPhase('creating');
    let order: CreateOrderReply;
    try {
      order = await api(paymentsRoutes.createOrder, {
        body: { payment_type: 'subscription', plan: plan.key, amount: plan.amountPaise },
      });
    } catch (err) {
      fail(createOrderErrorMessage(err));
      if (err instanceof ApiError && err.status === 401) await navigate(`/login?returnTo=${encodeURIComponent(`/payment/${plan.key}`)}`);
      return;
    }
    if (!order.order_id || !order.key_id) return fail(paymentMessages.missingOrderDetails);
    setPhase('checkout');
    openCheckout(order);
  };

  return { phase, failedAttempts, canRetry: canTryAgain(failedAttempts), error, pay, sandboxOrder, callbacks };
}
