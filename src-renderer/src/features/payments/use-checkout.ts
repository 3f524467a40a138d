import type { CreateOrderReply, PaymentConfigReply } from '@shared/api/payments';
import { paymentsRoutes } from '@shared/api/routes/payments';
import { canTryAgain } from '@shared/payments/attempts';
import type { MessageRef } from '@shared/i18n/messages';
import { paymentMessages, paymentMessageTable } from '@shared/payments/messages';
import type { Plan } from '@shared/plans/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { ApiError } from '../../api/api-error';
import { useAuth } from '../auth/auth-context';
import { courseKeys } from '@shared/courses/query-keys';
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

/** Where a checkout stopped: each screen words these its own way. */
export type CheckoutFailure =
  | { stage: 'unavailable'; message: MessageRef }
  | { stage: 'order'; error: unknown }
  | { stage: 'payment'; description: string }
  | { stage: 'verify'; error: unknown };

export interface GatewayCheckoutOptions {
  config: PaymentConfigReply | undefined;
  /** The line under the shop's name in the provider's dialog. */
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  createOrder: () => Promise<CreateOrderReply>;
  /** Verifies the provider's signed reply with the server and acts on success; throws when verification fails. */
  verify: (response: RazorpaySuccess) => Promise<void>;
  onFailure: (failure: CheckoutFailure) => void;
  onDismissed?: () => void;
}

/**
 * One payment through whichever checkout the server has (Razorpay's script or the sandbox dialog):
 * creating the order → the provider's dialog → verification. Shared by the subscription page and
 * the hackathon's payment step; every failure or dismissal returns to idle, so Pay works again.
 */
export function useGatewayCheckout(options: GatewayCheckoutOptions) {
  const { config, description, prefill, onFailure } = options;
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [sandboxOrder, setSandboxOrder] = useState<CreateOrderReply | null>(null);

  const fail = (failure: CheckoutFailure) => {
    setPhase('idle');
    onFailure(failure);
  };

  const verify = async (response: RazorpaySuccess) => {
    setPhase('verifying');
    try {
      await options.verify(response);
      setPhase('idle');
    } catch (error) {
      fail({ stage: 'verify', error });
    }
  };

  const callbacks: CheckoutCallbacks = {
    succeeded: (response) => {
      setSandboxOrder(null);
      void verify(response);
    },
    failed: (reason) => {
      setSandboxOrder(null);
      fail({ stage: 'payment', description: reason });
    },
    dismissed: () => {
      setSandboxOrder(null);
      setPhase('idle');
      options.onDismissed?.();
    },
  };

  const openCheckout = (order: CreateOrderReply) => {
    if (config?.checkout === 'sandbox') {
      setSandboxOrder(order);
      return;
    }
    const Razorpay = window.Razorpay;
    if (!Razorpay) return fail({ stage: 'unavailable', message: paymentMessageTable.ref('sdkNotLoaded') });
    try {
      const checkout = new Razorpay({
        key: order.key_id,
        amount: order.amount,
        currency: order.currency,
        name: 'Kodeshala',
        description,
        order_id: order.order_id,
        prefill,
        theme: { color: '#1c7ed6' },
        handler: callbacks.succeeded,
        modal: { ondismiss: callbacks.dismissed },
      });
      checkout.on('payment.failed', (response) => callbacks.failed(response.error.description ?? paymentMessages.bankDeclined));
      checkout.open();
    } catch {
      fail({ stage: 'unavailable', message: paymentMessageTable.ref('initFailed') });
    }
  };

  const pay = async () => {
    if (phase !== 'idle') return;
    if (!config || (config.checkout === 'razorpay' && !window.Razorpay)) return fail({ stage: 'unavailable', message: paymentMessageTable.ref('sdkNotLoaded') });
    setPhase('creating');
    let order: CreateOrderReply;
    try {
      order = await options.createOrder();
    } catch (error) {
      return fail({ stage: 'order', error });
    }
    if (!order.order_id || !order.key_id) return fail({ stage: 'unavailable', message: paymentMessageTable.ref('missingOrderDetails') });
    setPhase('checkout');
    openCheckout(order);
  };

  return { phase, pay, sandboxOrder, callbacks };
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
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [error, setError] = useState<MessageRef | null>(null);

  const fail = (message: MessageRef) => {
    setFailedAttempts((n) => n + 1);
    setError(message);
  };

  const gateway = useGatewayCheckout({
    config,
    description: plan.name,
    prefill: { name: user?.displayName, email: user?.email },
    createOrder: () => api(paymentsRoutes.createOrder, { body: { payment_type: 'subscription', plan: plan.key, amount: plan.amountPaise } }),
    verify: async (response) => {
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
    },
    onFailure: (failure) => {
      if (failure.stage === 'unavailable') return fail(failure.message);
      if (failure.stage === 'payment') return fail(paymentMessageTable.ref('paymentFailed', { description: failure.description }));
      if (failure.stage === 'verify') return fail(verifyErrorMessage(failure.error));
      fail(createOrderErrorMessage(failure.error));
      if (failure.error instanceof ApiError && failure.error.status === 401) void navigate(`/login?returnTo=${encodeURIComponent(`/payment/${plan.key}`)}`);
    },
  });

  const pay = async () => {
    if (gateway.phase !== 'idle') return;
    setError(null);
    if (!user) return fail(paymentMessageTable.ref('notAuthenticated'));
    await gateway.pay();
  };

  return { phase: gateway.phase, failedAttempts, canRetry: canTryAgain(failedAttempts), error, pay, sandboxOrder: gateway.sandboxOrder, callbacks: gateway.callbacks };
}
