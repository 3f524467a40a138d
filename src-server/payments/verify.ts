import type { VerifyPaymentBody } from '@shared/api/payments';
import { claimedAmountMatches } from '@shared/payments/amount';
import { paymentMessageTable, paymentMessages } from '@shared/payments/messages';
import type { PaymentOrderRow } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import type { CreditOutcome } from './credit';
import { creditInTransaction, type PaymentDeps } from './deps';
import { GatewayUnavailableError, type GatewayPayment } from './gateway';
import { findOrderByGatewayId, findPaymentByGatewayId } from './queries';
import { checkoutSignatureValid } from './signing';

const refuse = (reason: string) => badRequest(paymentMessageTable.ref('verificationFailed', { reason }));

/** The gateway's own record decides: the payment must be this order's, for its amount, and captured. */
async function confirmedAtGateway(deps: PaymentDeps, order: PaymentOrderRow, paymentId: string): Promise<GatewayPayment> {
  let payment = await deps.gateway.fetchPayment(paymentId);
  if (!payment) throw refuse(paymentMessages.paymentNotAtGateway);
  if (payment.orderId !== order.gateway_order_id) throw refuse(paymentMessages.paymentOfOtherOrder);
  if (payment.amountPaise !== order.amount_paise || payment.currency !== order.currency) throw refuse(paymentMessages.amountMismatch);
  if (payment.status === 'authorized') payment = await deps.gateway.capturePayment(payment.id, order.amount_paise, order.currency);
  if (payment.status !== 'captured') throw badRequest(paymentMessageTable.ref('notCompleted', { status: payment.status }));
  return payment;
}

/**
 * product.md §1.7 verify-payment. Cheap checks first (the order is the caller's, the request matches
 * the order, the signature is the gateway's), then the gateway's record, then the credit. A
 * payment already credited for this order answers the same success, so a retried or duplicated
 * call is harmless.
 */
export async function verifyPayment(deps: PaymentDeps, userId: string, body: VerifyPaymentBody): Promise<CreditOutcome> {
  const order = await findOrderByGatewayId(deps.db, body.razorpay_order_id);
  // Someone else's order reads exactly like a missing one.
  if (!order || order.user_id !== userId) throw notFound(paymentMessageTable.ref('verificationFailed', { reason: paymentMessages.orderNotYours }));
  // What was bought must be what the order sold: the plan, or the registration (product.md §3.7).
  const item = order.payment_type === 'subscription' ? body.plan : body.registration_id;
  if (body.payment_type !== order.payment_type || item !== order.item || !claimedAmountMatches(body.amount, order.amount_paise)) {
    throw refuse(order.payment_type === 'subscription' ? paymentMessages.planMismatch : paymentMessages.registrationMismatch);
  }
  if (!checkoutSignatureValid(deps.gateway.keySecret, order.gateway_order_id, body.razorpay_payment_id, body.razorpay_signature)) {
    throw refuse(paymentMessages.badSignature);
  }

  const known = await findPaymentByGatewayId(deps.db, body.razorpay_payment_id);
  if (known) {
    if (known.order_id !== order.id) throw new AppError('CONFLICT', paymentMessageTable.ref('verificationFailed', { reason: paymentMessages.paymentReused }), 409);
    return { credited: false, payment: known };
  }

  try {
    await confirmedAtGateway(deps, order, body.razorpay_payment_id);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    deps.log.error({ err: error }, 'payment gateway lookup failed during verification');
    throw new AppError('UNAVAILABLE', paymentMessageTable.ref('confirmUnreachable'), 502);
  }
  const outcome = await creditInTransaction(deps, order, body.razorpay_payment_id, 'verify');
  if (outcome.payment.gateway_payment_id !== body.razorpay_payment_id) {
    throw new AppError('CONFLICT', paymentMessageTable.ref('verificationFailed', { reason: paymentMessages.orderPaidElsewhere }), 409);
  }
  return outcome;
}
