import type { PaymentStatusReply } from '@shared/api/payments';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { paymentMessageTable } from '@shared/payments/messages';
import { notFound } from '../errors';

/**
 * Where one of the learner's orders stands, for a checkout page reopened after the payment dialog
 * closed: completed once credited, failed while its last attempts failed and nothing was paid,
 * else pending. Someone else's order reads exactly like a missing one.
 */
export async function paymentStatus(db: Kysely<Database>, userId: string, gatewayOrderId: string): Promise<PaymentStatusReply> {
  const order = await db
    .selectFrom('payment_orders as o')
    .leftJoin('payments as p', 'p.order_id', 'o.id')
    .select(['o.gateway_order_id', 'o.user_id', 'o.payment_type', 'o.amount_paise', 'o.status', 'o.failed_attempts', 'p.refunded_paise'])
    .where('o.gateway_order_id', '=', gatewayOrderId)
    .executeTakeFirst();
  if (!order || order.user_id !== userId) throw notFound(paymentMessageTable.ref('orderNotFound'));
  return {
    orderId: order.gateway_order_id,
    paymentType: order.payment_type,
    amountPaise: order.amount_paise,
    status: order.status === 'paid' ? 'completed' : order.failed_attempts > 0 ? 'failed' : 'pending',
    failedAttempts: order.failed_attempts,
    refundedPaise: order.refunded_paise ?? 0,
  };
}
