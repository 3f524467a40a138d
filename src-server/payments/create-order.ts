import { randomUUID } from 'node:crypto';
import type { CreateOrderBody, CreateOrderReply } from '@shared/api/payments';
import { claimedAmountMatches, subscriptionAmount, type OrderAmount } from '@shared/payments/amount';
import { paymentMessages } from '@shared/payments/messages';
import { planKeys } from '@shared/plans/plans';
import { AppError, badRequest } from '../errors';
import { priceRegistrationFee } from '../hackathon/registration-fee';
import type { PaymentDeps } from './deps';
import { GatewayUnavailableError } from './gateway';
import { insertOrder } from './queries';

/** What an order buys (`item`: the plan key or the registration id), priced by the server. */
async function priceOf(deps: PaymentDeps, userId: string, body: CreateOrderBody): Promise<OrderAmount & { item: string }> {
  if (body.payment_type === 'hackathon_registration') return priceRegistrationFee(deps, userId, body);
  if (!body.plan) throw badRequest('Choose a plan.');
  const priced = subscriptionAmount(body.plan);
  if (!priced) throw badRequest(`Unknown plan "${body.plan}". Choose one of: ${planKeys.join(', ')}.`);
  if (!claimedAmountMatches(body.amount, priced.amountPaise)) throw badRequest(paymentMessages.invalidRequest);
  return { ...priced, item: priced.plan };
}

/**
 * product.md §1.7 create-order (and §3.7 for a registration's fee): the amount comes from the plan
 * table or the stored registration, the order is created at the
 * gateway first and recorded only once the gateway has it, so no order row points at nothing.
 */
export async function createOrder(deps: PaymentDeps, userId: string, body: CreateOrderBody): Promise<CreateOrderReply> {
  const priced = await priceOf(deps, userId, body);
  const id = randomUUID();
  let order;
  try {
    order = await deps.gateway.createOrder({
      amountPaise: priced.amountPaise,
      currency: priced.currency,
      receipt: id,
      notes: { payment_type: body.payment_type, item: priced.item, user_id: userId },
    });
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      deps.log.error({ err: error }, 'payment gateway refused an order');
      throw new AppError('UNAVAILABLE', 'The payment gateway is not answering. Please try again in a few minutes.', 502);
    }
    throw error;
  }
  if (order.amountPaise !== priced.amountPaise || order.currency !== priced.currency) {
    throw new AppError('UNAVAILABLE', paymentMessages.missingOrderDetails, 502);
  }
  const now = new Date().toISOString();
  await insertOrder(deps.db, {
    id,
    gateway_order_id: order.id,
    user_id: userId,
    payment_type: body.payment_type,
    item: priced.item,
    description: priced.description,
    amount_paise: priced.amountPaise,
    currency: priced.currency,
    status: 'created',
    failed_attempts: 0,
    created_at: now,
    updated_at: now,
  });
  return { order_id: order.id, amount: priced.amountPaise, currency: 'INR', key_id: deps.gateway.keyId };
}
