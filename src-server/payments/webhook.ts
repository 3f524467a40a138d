import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { creditPayment } from './credit';
import type { PaymentDeps } from './deps';
import { cancelSubscriptionsOfSource } from '../subscriptions/queries';
import {
  addRefundedPaise,
  countFailedAttempt,
  findOrderByGatewayId,
  findPaymentIdByGatewayId,
  insertRefundOnce,
  insertWebhookEventOnce,
  markRefundedWhenFull,
  setWebhookOutcome,
} from './queries';
import { webhookSignatureValid } from './signing';

/** Razorpay's webhook envelope; only the parts we act on are read, the rest passes. */
const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
const refundEntity = z.object({ id: z.string().min(1).max(100), payment_id: z.string(), amount: z.number().int().positive() });
const envelope = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      refund: z.object({ entity: refundEntity }).optional(),
    })
    .default({}),
});
type Envelope = z.infer<typeof envelope>;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export class BadWebhookSignature extends Error {}

type Step = (trx: Transaction<Database>, event: Envelope) => Promise<WebhookOutcome>;

/**
 * Handles one webhook delivery. The signature over the raw body comes first; then the event id
 * (Razorpay's `x-razorpay-event-id`, or the body's hash when absent) is recorded in the same
 * transaction as the event's effects, so a replay finds it and changes nothing, and a failure
 * rolls both back so the gateway's retry does the work.
 */
export async function handleWebhook(deps: PaymentDeps, rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined): Promise<WebhookOutcome> {
  if (!webhookSignatureValid(deps.gateway.webhookSecret, rawBody, signature)) throw new BadWebhookSignature();
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return 'ignored';
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) return 'ignored';
  const event = parsed.data;
  const eventId = eventIdHeader?.slice(0, 100) || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const context = { smtp: deps.mail.smtp, publicUrl: deps.publicUrl, items: deps.items };

  const credit: Step = async (trx, e) => {
    const payment = e.payload.payment?.entity;
    if (!payment?.order_id || payment.status !== 'captured') return 'ignored';
    const order = await findOrderByGatewayId(trx, payment.order_id);
    if (!order || payment.amount !== order.amount_paise || payment.currency !== order.currency) return 'ignored';
    const outcome = await creditPayment(trx, order, payment.id, 'webhook', context, deps.clock());
    return outcome.credited ? 'processed' : 'duplicate';
  };

  const failed: Step = async (trx, e) => {
    const orderId = e.payload.payment?.entity.order_id;
    if (!orderId) return 'ignored';
    // Counts the attempt; the order's status is left alone, so a paid order never moves back.
    return (await countFailedAttempt(trx, orderId, deps.clock().toISOString())) ? 'processed' : 'ignored';
  };

  // A refund counts once by the gateway's refund id, whatever event id carries it; the plan goes
  // back only when the refunds add up to what was paid (refund policy, product.md §2.2).
  const refunded: Step = async (trx, e) => {
    const refund = e.payload.refund?.entity;
    if (!refund) return 'ignored';
    const payment = await findPaymentIdByGatewayId(trx, refund.payment_id);
    if (!payment) return 'ignored';
    const now = deps.clock().toISOString();
    const recorded = await insertRefundOnce(trx, { refund_id: refund.id, payment_id: payment.id, amount_paise: refund.amount, processed_at: now });
    if (!recorded) return 'duplicate';
    await addRefundedPaise(trx, payment.id, refund.amount);
    if (await markRefundedWhenFull(trx, payment.id, now)) await cancelSubscriptionsOfSource(trx, `payment:${payment.id}`);
    return 'processed';
  };

  const steps: Record<string, Step> = { 'payment.captured': credit, 'order.paid': credit, 'payment.failed': failed, 'refund.processed': refunded };
  const step = steps[event.event];

  const outcome = await deps.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const recorded = await insertWebhookEventOnce(trx, { event_id: eventId, event: event.event.slice(0, 100), outcome: 'received', received_at: deps.clock().toISOString() });
    if (!recorded) return 'duplicate';
    const outcome = step ? await step(trx, event) : 'ignored';
    await setWebhookOutcome(trx, eventId, outcome);
    return outcome;
  });
  if (outcome === 'processed') deps.mail.kick();
  return outcome;
}
