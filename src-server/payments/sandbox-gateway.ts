import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../clock';
import type { Database } from '../db/schema';
import type { GatewayOrder, GatewayPayment, GatewayPaymentStatus, PaymentGateway } from './gateway';
import {
  captureSandboxPayment,
  findSandboxOrder,
  findSandboxPayment,
  getSandboxPayment,
  insertSandboxOrder,
  insertSandboxPayment,
  listSandboxPayments,
  markSandboxOrderPaid,
} from './queries';
import { signCheckout } from './signing';

const gatewayId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

const paymentStatuses: readonly GatewayPaymentStatus[] = ['created', 'authorized', 'captured', 'refunded', 'failed'];
const asStatus = (value: string): GatewayPaymentStatus => paymentStatuses.find((s) => s === value) ?? 'failed';

export interface SandboxGateway extends PaymentGateway {
  /**
   * What the sandbox checkout dialog does in place of Razorpay's: records a captured or failed
   * payment for the order and, on success, returns the same signed triple Razorpay's checkout
   * hands to the page.
   */
  pay(orderId: string, outcome: 'succeed' | 'fail'): Promise<
    | { outcome: 'succeeded'; razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
    | { outcome: 'failed'; razorpay_payment_id: string; description: string }
    | undefined
  >;
}

/**
 * The offline gateway (no Razorpay keys): our server plays the gateway with Razorpay's order,
 * payment and signature protocol and a local secret. No money moves. Its records live in tables
 * of their own, so it survives restarts and serves several server processes sharing a database.
 */
export function createSandboxGateway(db: Kysely<Database>, secrets: { keySecret: string; webhookSecret: string }, clock: Clock = systemClock): SandboxGateway {
  const toPayment = (row: { id: string; order_id: string; amount_paise: number; currency: string; status: string; error_description: string | null }): GatewayPayment => ({
    id: row.id,
    orderId: row.order_id,
    amountPaise: row.amount_paise,
    currency: row.currency,
    status: asStatus(row.status),
    errorDescription: row.error_description,
  });

  return {
    keyId: 'rzp_test_sandbox',
    checkout: 'sandbox',
    keySecret: secrets.keySecret,
    webhookSecret: secrets.webhookSecret,

    async createOrder({ amountPaise, currency, receipt }): Promise<GatewayOrder> {
      const order = { id: gatewayId('order'), amount_paise: amountPaise, currency, receipt, status: 'created', created_at: clock().toISOString() };
      await insertSandboxOrder(db, order);
      return { id: order.id, amountPaise, currency, status: 'created' };
    },

    async fetchPayment(paymentId) {
      const row = await findSandboxPayment(db, paymentId);
      return row ? toPayment(row) : undefined;
    },

    async orderPayments(orderId) {
      const rows = await listSandboxPayments(db, orderId);
      return rows.map(toPayment);
    },

    async capturePayment(paymentId) {
      await captureSandboxPayment(db, paymentId);
      const row = await getSandboxPayment(db, paymentId);
      return toPayment(row);
    },

    async pay(orderId, outcome) {
      const order = await findSandboxOrder(db, orderId);
      if (!order) return undefined;
      const id = gatewayId('pay');
      const failed = outcome === 'fail';
      const description = 'The test card was declined in the sandbox';
      await db.transaction().execute(async (trx) => {
        await insertSandboxPayment(trx, {
          id,
          order_id: orderId,
          amount_paise: order.amount_paise,
          currency: order.currency,
          status: failed ? 'failed' : 'captured',
          error_description: failed ? description : null,
          created_at: clock().toISOString(),
        });
        if (!failed) await markSandboxOrderPaid(trx, orderId);
      });
      if (failed) return { outcome: 'failed', razorpay_payment_id: id, description };
      return { outcome: 'succeeded', razorpay_payment_id: id, razorpay_order_id: orderId, razorpay_signature: signCheckout(secrets.keySecret, orderId, id) };
    },
  };
}
