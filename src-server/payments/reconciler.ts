import { creditInTransaction, type PaymentDeps } from './deps';
import { findOrderByGatewayId, unpaidOrdersSince } from './queries';

/** How far back unpaid orders are asked about; Razorpay's own orders stop taking payments long before. */
const lookBackMs = 7 * 86_400_000;
const batch = 100;
export const reconcileEveryMs = 5 * 60_000;

/**
 * Settles orders that were paid at the gateway but never verified (the browser closed, the
 * network dropped, the webhook was lost): asks the gateway for each unpaid order's payments and
 * credits a captured one, or captures an authorised one first. Crediting goes through the same
 * exactly-once gate as verify and the webhook.
 */
export async function reconcile(deps: PaymentDeps, now: Date = deps.clock()): Promise<{ checked: number; credited: number }> {
  const orders = await unpaidOrdersSince(deps.db, new Date(now.getTime() - lookBackMs), batch);
  let credited = 0;
  for (const order of orders) {
    try {
      const payments = await deps.gateway.orderPayments(order.gateway_order_id);
      let paid = payments.find((p) => p.status === 'captured' && p.amountPaise === order.amount_paise && p.currency === order.currency);
      const authorised = payments.find((p) => p.status === 'authorized' && p.amountPaise === order.amount_paise && p.currency === order.currency);
      if (!paid && authorised) paid = await deps.gateway.capturePayment(authorised.id, order.amount_paise, order.currency);
      if (paid?.status !== 'captured') continue;
      // The order may have been credited while the gateway was asked.
      const fresh = await findOrderByGatewayId(deps.db, order.gateway_order_id);
      if (fresh?.status !== 'created') continue;
      if ((await creditInTransaction(deps, fresh, paid.id, 'reconciler')).credited) credited++;
    } catch (error) {
      deps.log.warn({ err: error, orderId: order.id }, 'reconciling an order failed; the next round tries again');
    }
  }
  return { checked: orders.length, credited };
}

/** Runs a round at start and every few minutes; one round at a time. */
export function startReconciler(deps: PaymentDeps): { stop(): void; runNow(): Promise<{ checked: number; credited: number }> } {
  let running: Promise<{ checked: number; credited: number }> | undefined;
  const runNow = () => {
    running ??= reconcile(deps).finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = () => void runNow().catch((error: unknown) => deps.log.error({ err: error }, 'reconciler round failed'));
  tick();
  const timer = setInterval(tick, reconcileEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runNow };
}
