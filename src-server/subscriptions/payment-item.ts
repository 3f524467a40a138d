import { claimedAmountMatches, subscriptionAmount } from '@shared/payments/amount';
import { paymentMessageTable } from '@shared/payments/messages';
import { planKeys, type PlanKey } from '@shared/plans/plans';
import { badRequest } from '../errors';
import type { PaymentItem } from '../payments/items';
import { grantSubscription } from './premium';

const isPlanKey = (value: string): value is PlanKey => (planKeys as readonly string[]).includes(value);

/** A subscription plan as the payments feature sells it (product.md §1.7): priced by the plan table. */
export const subscriptionPaymentItem: PaymentItem = {
  price: async (_userId, body) => {
    if (!body.plan) throw badRequest(paymentMessageTable.ref('choosePlan'));
    const priced = subscriptionAmount(body.plan);
    if (!priced) throw badRequest(paymentMessageTable.ref('unknownPlan', { plan: body.plan, plans: planKeys.join(', ') }));
    if (!claimedAmountMatches(body.amount, priced.amountPaise)) throw badRequest(paymentMessageTable.ref('invalidRequest'));
    return { ...priced, item: priced.plan };
  },
  credited: async (trx, { order, paymentId }, _context, now) => {
    if (!isPlanKey(order.item)) return { expiresAt: null };
    const granted = await grantSubscription(trx, order.user_id, order.item, `payment:${paymentId}`, now);
    return { expiresAt: new Date(granted.expires_at) };
  },
};
