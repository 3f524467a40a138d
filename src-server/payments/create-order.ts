import { randomUUID } from 'node:crypto';
import type { CreateOrderBody, CreateOrderReply } from '@shared/api/payments';
import { paymentMessageTable } from '@shared/payments/messages';
import { AppError } from '../errors';
import type { PaymentDeps } from './deps';
import { GatewayUnavailableError } from './gateway';
import { insertOrder } from './queries';

/**
 * product.md §1.7 create-order (and §3.7 for a registration's fee): the amount comes from the plan
 * table or the stored registration, the order is created at the
 * gateway first and recorded only once the gateway has it, so no order row points at nothing.
 */
export async function createOrder(deps: PaymentDeps, userId: string, body: CreateOrderBody): Promise<CreateOrderReply> {
  // What the order buys (`item`: the plan key or the registration id), priced by its own feature.
  const priced = await deps.items[body.payment_type].price(userId, body);
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
      throw new AppError('UNAVAILABLE', paymentMessageTable.ref('gatewayDown'), 502);
    }
    throw error;
  }
  if (order.amountPaise !== priced.amountPaise || order.currency !== priced.currency) {
    throw new AppError('UNAVAILABLE', paymentMessageTable.ref('missingOrderDetails'), 502);
  }
  const now = deps.clock().toISOString();
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
