import {
  createOrderBody,
  createOrderReply,
  outboxQuery,
  outboxReply,
  paymentConfigReply,
  paymentHistoryReply,
  paymentParams,
  paymentStatusParams,
  paymentStatusReply,
  reconcileReply,
  sandboxCheckoutBody,
  sandboxCheckoutReply,
  verifyPaymentBody,
  verifyPaymentReply,
  webhookReply,
} from '../payments';
import { route } from '../route';

const tags = ['payments'];

export const paymentsRoutes = {
  config: route({ method: 'GET', path: '/api/payments/config', access: 'public', reply: paymentConfigReply, tags, summary: 'Which checkout the payment page opens' }),
  createOrder: route({
    method: 'POST',
    path: '/api/payments/create-order',
    access: 'user',
    offline: 'online',
    body: createOrderBody,
    reply: createOrderReply,
    tags,
    summary: 'Create a gateway order priced from the plan table',
  }),
  verify: route({
    method: 'POST',
    path: '/api/payments/verify-payment',
    access: 'user',
    offline: 'online',
    body: verifyPaymentBody,
    reply: verifyPaymentReply,
    tags,
    summary: 'Verify a checkout and credit the payment (exactly once)',
  }),
  webhook: route({
    method: 'POST',
    path: '/api/payments/webhook',
    access: 'public',
    kind: 'webhook',
    reply: webhookReply,
    tags,
    summary: 'Gateway webhook (signed; deduplicated by event id)',
  }),
  history: route({ method: 'GET', path: '/api/payments', access: 'user', reply: paymentHistoryReply, tags, summary: 'The caller’s payment history' }),
  status: route({
    method: 'GET',
    path: '/api/payments/orders/:orderId/status',
    access: 'user',
    params: paymentStatusParams,
    reply: paymentStatusReply,
    tags,
    summary: 'Where one of the caller’s orders stands: pending, completed or failed',
  }),
  receipt: route({
    method: 'GET',
    path: '/api/payments/:id/receipt.pdf',
    access: 'user',
    kind: 'download',
    params: paymentParams,
    tags,
    summary: 'PDF receipt of one of the caller’s payments',
  }),
  reconcile: route({ method: 'POST', path: '/api/admin/payments/reconcile', access: 'admin', offline: 'online', reply: reconcileReply, tags, summary: 'Settle paid but unverified orders now' }),
  /** Registered only while the server plays the gateway itself (no Razorpay keys). */
  sandboxCheckout: route({
    method: 'POST',
    path: '/api/payments/sandbox/checkout',
    access: 'user',
    offline: 'online',
    body: sandboxCheckoutBody,
    reply: sandboxCheckoutReply,
    tags,
    summary: 'Sandbox gateway: pay an order in test mode (no money moves)',
  }),
};

export const mailRoutes = {
  outbox: route({
    method: 'GET',
    path: '/api/admin/mail/outbox',
    access: 'admin',
    query: outboxQuery,
    reply: outboxReply,
    tags: ['mail'],
    summary: 'The latest 100 outbox messages, optionally to one address',
  }),
};
