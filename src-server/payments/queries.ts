import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor';
import type {
  PaymentOrdersTable,
  PaymentRefundsTable,
  PaymentRow,
  PaymentWebhookEventsTable,
  SandboxGatewayOrdersTable,
  SandboxGatewayPaymentsTable,
} from '../db/schema';

export function findOrderByGatewayId(db: Executor, gatewayOrderId: string) {
  return db.selectFrom('payment_orders').selectAll().where('gateway_order_id', '=', gatewayOrderId).executeTakeFirst();
}

export function findPaymentByGatewayId(db: Executor, gatewayPaymentId: string) {
  return db.selectFrom('payments').selectAll().where('gateway_payment_id', '=', gatewayPaymentId).executeTakeFirst();
}

export function findPaymentOfOrder(db: Executor, orderId: string) {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** Orders still waiting for their money, newest last, for the reconciler. */
export function unpaidOrdersSince(db: Executor, since: Date, limit: number) {
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
export function paymentHistory(db: Executor, userId: string) {
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

export async function insertOrder(db: Executor, order: Insertable<PaymentOrdersTable>): Promise<void> {
  await db.insertInto('payment_orders').values(order).execute();
}

/** True when this call wrote the ledger row; false when one for the payment or the order already exists. */
export async function insertPaymentOnce(db: Executor, payment: PaymentRow): Promise<boolean> {
  const inserted = await db.insertInto('payments').values(payment).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A no-op write to the user row: on PostgreSQL it holds the row's lock until the transaction ends. */
export async function lockUserRow(db: Executor, userId: string): Promise<void> {
  await db.updateTable('users').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', userId).execute();
}

export async function markOrderPaid(db: Executor, orderId: string, at: string): Promise<void> {
  await db.updateTable('payment_orders').set({ status: 'paid', updated_at: at }).where('id', '=', orderId).execute();
}

export function findReceiptRecipient(db: Executor, userId: string) {
  return db.selectFrom('users').select(['email', 'display_name']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function setReceiptMail(db: Executor, paymentId: string, mailId: string): Promise<void> {
  await db.updateTable('payments').set({ receipt_mail_id: mailId }).where('id', '=', paymentId).execute();
}

/** Counts a failed attempt on the order; true when the order exists. */
export async function countFailedAttempt(db: Executor, gatewayOrderId: string, at: string): Promise<boolean> {
  const updated = await db
    .updateTable('payment_orders')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1), updated_at: at }))
    .where('gateway_order_id', '=', gatewayOrderId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export function findPaymentIdByGatewayId(db: Executor, gatewayPaymentId: string) {
  return db.selectFrom('payments').select('id').where('gateway_payment_id', '=', gatewayPaymentId).executeTakeFirst();
}

/** True when this call recorded the refund; false when its refund id was already recorded. */
export async function insertRefundOnce(db: Executor, refund: Insertable<PaymentRefundsTable>): Promise<boolean> {
  const recorded = await db.insertInto('payment_refunds').values(refund).onConflict((oc) => oc.column('refund_id').doNothing()).executeTakeFirst();
  return Number(recorded.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function addRefundedPaise(db: Executor, paymentId: string, amountPaise: number): Promise<void> {
  await db
    .updateTable('payments')
    .set((eb) => ({ refunded_paise: eb('refunded_paise', '+', amountPaise) }))
    .where('id', '=', paymentId)
    .execute();
}

/** Marks a credited payment refunded once its refunds reach its amount; true when this call did. */
export async function markRefundedWhenFull(db: Executor, paymentId: string, at: string): Promise<boolean> {
  const full = await db
    .updateTable('payments')
    .set({ status: 'refunded', refunded_at: at })
    .where('id', '=', paymentId)
    .where('status', '=', 'credited')
    .where((eb) => eb('refunded_paise', '>=', eb.ref('amount_paise')))
    .executeTakeFirst();
  return Number(full.numUpdatedRows) === 1;
}

/** True when this call recorded the event; false for a replay. */
export async function insertWebhookEventOnce(db: Executor, event: Insertable<PaymentWebhookEventsTable>): Promise<boolean> {
  const recorded = await db.insertInto('payment_webhook_events').values(event).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(recorded.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function setWebhookOutcome(db: Executor, eventId: string, outcome: string): Promise<void> {
  await db.updateTable('payment_webhook_events').set({ outcome }).where('event_id', '=', eventId).execute();
}

export async function insertSandboxOrder(db: Executor, order: Insertable<SandboxGatewayOrdersTable>): Promise<void> {
  await db.insertInto('sandbox_gateway_orders').values(order).execute();
}

export function findSandboxOrder(db: Executor, orderId: string) {
  return db.selectFrom('sandbox_gateway_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export async function markSandboxOrderPaid(db: Executor, orderId: string): Promise<void> {
  await db.updateTable('sandbox_gateway_orders').set({ status: 'paid' }).where('id', '=', orderId).execute();
}

export function findSandboxPayment(db: Executor, paymentId: string) {
  return db.selectFrom('sandbox_gateway_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
}

export function getSandboxPayment(db: Executor, paymentId: string) {
  return db.selectFrom('sandbox_gateway_payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
}

export function listSandboxPayments(db: Executor, orderId: string) {
  return db.selectFrom('sandbox_gateway_payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
}

export async function insertSandboxPayment(db: Executor, payment: Insertable<SandboxGatewayPaymentsTable>): Promise<void> {
  await db.insertInto('sandbox_gateway_payments').values(payment).execute();
}

/** Captures an authorised sandbox payment; any other status stays as it is. */
export async function captureSandboxPayment(db: Executor, paymentId: string): Promise<void> {
  await db.updateTable('sandbox_gateway_payments').set({ status: 'captured' }).where('id', '=', paymentId).where('status', '=', 'authorized').execute();
}

/** A payment with what it bought and who paid, for its receipt. */
export function findReceipt(db: Executor, paymentId: string) {
  return db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select([
      'payments.user_id',
      'payments.receipt_number',
      'payments.amount_paise',
      'payments.refunded_paise',
      'payments.gateway_payment_id',
      'payments.credited_at',
      'payments.status',
      'payment_orders.description',
      'users.display_name',
      'users.email',
    ])
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
}
