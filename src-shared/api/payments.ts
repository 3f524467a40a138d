import { z } from 'zod';
import { receiptMailStatuses } from './mail';
import { text, wellFormedText } from './text';
import { paymentTypes } from '../payments/amount';
import { planKeys } from '../plans/plans';
import { subscriptionReply } from './subscriptions';
import { registrationStatuses } from './hackathon-registration';
import { hackathonMessages } from '../hackathon/messages';
import { paymentMessages } from '../payments/messages';

/** A gateway's id, refused with the field's own two messages. */
const gatewayId = (missing: string, invalid: string) => text().trim().min(1, missing).max(64).regex(/^[\w-]+$/, invalid);
const paymentId = gatewayId(paymentMessages.paymentIdMissing, paymentMessages.paymentIdInvalid);
const orderId = gatewayId(paymentMessages.orderIdMissing, paymentMessages.orderIdInvalid);

/**
 * Which checkout the renderer opens: Razorpay's own script, or the sandbox dialog when the server
 * has no Razorpay keys (no money moves). Public: the payment page shows it before sign-in.
 */
export const paymentConfigReply = z.object({
  checkout: z.enum(['razorpay', 'sandbox']),
  keyId: z.string(),
  checkoutScriptUrl: z.string().nullable(),
});
export type PaymentConfigReply = z.infer<typeof paymentConfigReply>;

const registrationId = text().trim().min(1, hackathonMessages.chooseRegistration).max(40);

/**
 * POST /api/payments/create-order (product.md §1.7, §3.7 "Payment service"). A subscription names
 * its `plan`, a hackathon registration its `registration_id`; the server says which is missing.
 * `amount` (and `team_size`) are what the page showed: compared with the server's own figure,
 * never charged. The plan stays a string so an unknown one gets its own message.
 */
export const createOrderBody = z.object({
  payment_type: z.enum(paymentTypes),
  plan: text().trim().min(1, paymentMessages.choosePlan).max(40).optional(),
  registration_id: registrationId.optional(),
  team_size: z.number().int().min(1).max(4).optional(),
  amount: z.number().int().positive().optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const createOrderReply = z.object({
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  key_id: z.string(),
});
export type CreateOrderReply = z.infer<typeof createOrderReply>;

/** POST /api/payments/verify-payment with product.md §1.7's fields; email and duration are the server's to know, and ignored. */
export const verifyPaymentBody = z.object({
  razorpay_payment_id: paymentId,
  razorpay_order_id: orderId,
  razorpay_signature: text().trim().min(1, paymentMessages.signatureMissing).max(128),
  payment_type: z.enum(paymentTypes),
  /** A subscription's plan; a registration may send product.md §3.7's hackathon_individual or hackathon_team, which is ignored. */
  plan: text().trim().min(1).max(40).optional(),
  registration_id: registrationId.optional(),
  team_size: z.number().int().min(1).max(4).optional(),
  amount: z.number().int().positive().optional(),
  email: text().max(254).optional(),
  duration: text().max(40).optional(),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBody>;

/**
 * `subscription` is the caller's subscription after the payment, whatever was bought, so the
 * subscription page reads it as before; a registration's payment also says what became of it.
 */
export const verifyPaymentReply = z.object({
  status: z.literal('credited'),
  paymentId: z.string(),
  subscription: subscriptionReply,
  registration: z.object({ registration_id: z.string(), status: z.enum(registrationStatuses) }).optional(),
});
export type VerifyPaymentReply = z.infer<typeof verifyPaymentReply>;

export const paymentStatuses = ['credited', 'refunded'] as const;

/** One line of the caller's payment history (GET /api/payments). */
export const paymentSummary = z.object({
  id: z.string(),
  paymentType: z.enum(paymentTypes),
  plan: z.enum(planKeys).nullable(),
  description: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  status: z.enum(paymentStatuses),
  receiptNumber: z.string(),
  paidAt: z.string(),
  gatewayPaymentId: z.string(),
  receiptMail: z.enum(receiptMailStatuses).nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;

export const paymentHistoryReply = z.object({ payments: z.array(paymentSummary) });
export type PaymentHistoryReply = z.infer<typeof paymentHistoryReply>;

export const paymentParams = z.object({ id: z.uuid(paymentMessages.unknownPayment).check(wellFormedText) });

/** The specification's payment-status call, by the order id the checkout was opened with. */
export const paymentStatusParams = z.object({ orderId });

/**
 * The statuses the specification displays: pending until the money is credited (a failed attempt
 * at the checkout leaves the order open for another try, and says so), completed once credited.
 */
export const paymentStatusReply = z.object({
  orderId: z.string(),
  paymentType: z.enum(['subscription', 'hackathon_registration']),
  amountPaise: z.number().int(),
  status: z.enum(['pending', 'completed', 'failed']),
  /** Attempts the gateway reported failed on this order. */
  failedAttempts: z.number().int(),
  /** Of the amount credited, how much went back; 0 when nothing did. */
  refundedPaise: z.number().int(),
});
export type PaymentStatusReply = z.infer<typeof paymentStatusReply>;

/** The sandbox gateway's checkout (stands in for Razorpay's dialog): the learner succeeds or fails. */
export const sandboxCheckoutBody = z.object({
  order_id: orderId,
  outcome: z.enum(['succeed', 'fail']),
});
export const sandboxCheckoutReply = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('succeeded'), razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() }),
  z.object({ outcome: z.literal('failed'), razorpay_payment_id: z.string(), description: z.string() }),
]);
export type SandboxCheckoutReply = z.infer<typeof sandboxCheckoutReply>;

/** The webhook answers fast; `outcome` says what became of the event, for the gateway's logs. */
export const webhookReply = z.object({ outcome: z.enum(['processed', 'duplicate', 'ignored']) });

/** An admin settles paid but unverified orders now, instead of waiting for the next round. */
export const reconcileReply = z.object({ checked: z.number().int(), credited: z.number().int() });
