import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Reader = Kysely<Database> | Transaction<Database>;

export function findOrderByGatewayId(db: Reader, gatewayOrderId: string) {
  return db.selectFrom('payment_orders').selectAll().where('gateway_order_id', '=', gatewayOrderId).executeTakeFirst();
}

export function findPaymentByGatewayId(db: Reader, gatewayPaymentId: string) {
  return db.selectFrom('payments').selectAll().where('gateway_payment_id', '=', gatewayPaymentId).executeTakeFirst();
}

export function findPaymentOfOrder(db: Reader, orderId: string) {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** Orders still waiting for their money, newest last, for the reconciler. */
export function unpaidOrdersSince(db: Reader, since: Date, limit: number) {
  return db
    .selectFrom('payment_orders')
    .selectAll()
    .where('status', '=', 'created')
    .where('created_at', '>=', since.toISOString())
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** The caller's ledger with what each line bought and its receipt mail. */
export function paymentHistory(db: Reader, userId: string) {
  return db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .leftJoin('mail_outbox', 'mail_outbox.id', 'payments.receipt_mail_id')
    .select([
      'payments.id',
      'payments.gateway_payment_id',
      'payments.amount_paise',
      'payments.currency',
      'payments.status',
      'payments.receipt_number',
      'payments.credited_at',
      'payments.refunded_paise',
      'payment_orders.payment_type',
      'payment_orders.item',
      'payment_orders.description',
      'mail_outbox.status as mail_status',
    ])
    .where('payments.user_id', '=', userId)
    .orderBy('payments.credited_at', 'desc')
    .execute();
}
