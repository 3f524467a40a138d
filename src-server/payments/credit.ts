import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, PaymentOrderRow, PaymentRow } from '../db/schema';
import { accountLanguage } from '../mail/language';
import { enqueueMail } from '../mail/outbox';
import type { CreditContext, PaymentItems } from './items';
import {
  findPaymentByGatewayId,
  findPaymentOfOrder,
  findReceiptRecipient,
  insertPaymentOnce,
  lockUserRow,
  markOrderPaid,
  setReceiptMail,
} from './queries';
import { receiptMail } from './receipt-mail';

export type CreditVia = PaymentRow['credited_via'];

export interface CreditDeps extends CreditContext {
  /** What each payment type buys, and what crediting it does (src-server/payments/items.ts). */
  items: PaymentItems;
}

export interface CreditOutcome {
  /** True only for the one writer that credited the payment; every later writer gets false. */
  credited: boolean;
  payment: PaymentRow;
}

/** KS-20261123-1A2B3C4D: the day and part of the payment's own id, unique with it. */
const receiptNumberOf = (paymentId: string, at: Date) =>
  `KS-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${paymentId.replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/**
 * Credits a payment the gateway confirmed, exactly once, inside the caller's transaction. The
 * ledger insert is the gate: `payments` is unique on the gateway payment id and on the order, so
 * of any number of concurrent writers (verify calls, the webhook, the reconciler) one inserts and
 * the rest do nothing, on PostgreSQL by waiting on the winner's index entry, on SQLite because a
 * transaction holds the one connection until it ends. Only the winner gives what was bought (the
 * item's own `credited`: a subscription granted, a registration confirmed) and queues the receipt,
 * in the same transaction, so the credit and its effects land together or not at all.
 */
export async function creditPayment(
  trx: Transaction<Database>,
  order: PaymentOrderRow,
  gatewayPaymentId: string,
  via: CreditVia,
  context: CreditDeps,
  now: Date,
): Promise<CreditOutcome> {
  const id = randomUUID();
  const row: PaymentRow = {
    id,
    order_id: order.id,
    gateway_payment_id: gatewayPaymentId,
    user_id: order.user_id,
    amount_paise: order.amount_paise,
    currency: order.currency,
    status: 'credited',
    credited_via: via,
    receipt_number: receiptNumberOf(id, now),
    receipt_mail_id: null,
    refunded_paise: 0,
    credited_at: now.toISOString(),
    refunded_at: null,
  };
  if (!(await insertPaymentOnce(trx, row))) {
    const existing = (await findPaymentByGatewayId(trx, gatewayPaymentId)) ?? (await findPaymentOfOrder(trx, order.id));
    if (!existing) throw new Error(`payment ${gatewayPaymentId} conflicted but no ledger row holds it`);
    return { credited: false, payment: existing };
  }

  // Two different payments of one learner (two tabs, two plans) must extend one after the other,
  // not both from the same old expiry: touching the user row serialises them on PostgreSQL.
  await lockUserRow(trx, order.user_id);
  await markOrderPaid(trx, order.id, now.toISOString());

  const { expiresAt } = await context.items[order.payment_type].credited(trx, { order, paymentId: id, gatewayPaymentId }, context, now);

  const user = await findReceiptRecipient(trx, order.user_id);
  const mail = receiptMail({
    receiptNumber: row.receipt_number,
    displayName: user.display_name,
    description: order.description,
    amountPaise: order.amount_paise,
    gatewayPaymentId,
    paidAt: now,
    expiresAt,
    publicUrl: context.publicUrl,
  }, await accountLanguage(trx, order.user_id));
  const mailId = await enqueueMail(trx, { to: user.email, ...mail, kind: 'payment_receipt' }, context.smtp, now);
  await setReceiptMail(trx, id, mailId);
  return { credited: true, payment: { ...row, receipt_mail_id: mailId } };
}
