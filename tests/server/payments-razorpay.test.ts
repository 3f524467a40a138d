import { sessionReply } from '@shared/api/auth';
import { createOrderReply, paymentConfigReply } from '@shared/api/payments';
import { subscriptionReply } from '@shared/api/subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayPeer, type RazorpayPeer } from '../peers/razorpay-peer';
import { bearer, goodPassword, login, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let peer: RazorpayPeer;
let t: TestApp;
let webhookUrl: string;
let admin: Record<string, string>;
beforeAll(async () => {
  peer = await startRazorpayPeer();
  t = await createTestApp({
    RAZORPAY_KEY_ID: peer.keyId,
    RAZORPAY_KEY_SECRET: peer.keySecret,
    RAZORPAY_WEBHOOK_SECRET: peer.webhookSecret,
    RAZORPAY_API_URL: peer.baseUrl,
    ADMIN_EMAILS: 'admin@kodeshala.local',
  });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  webhookUrl = `${address}/api/payments/webhook`;
  admin = bearer((await login(t, 'admin@kodeshala.local', 'demo-password-123')).accessToken);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

let address = 0;
async function learner() {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: goodPassword }, remoteAddress: `203.0.113.${++address}` });
  const session = sessionReply.parse(res.json());
  return { id: session.user.uid, headers: bearer(session.accessToken) };
}
type Learner = Awaited<ReturnType<typeof learner>>;

async function order(who: Learner, plan = 'monthly') {
  const res = await t.app.inject({ method: 'POST', url: '/api/payments/create-order', headers: who.headers, payload: { payment_type: 'subscription', plan } });
  expect(res.statusCode, res.body).toBe(200);
  return createOrderReply.parse(res.json());
}
const verify = (who: Learner, fields: object, plan = 'monthly') =>
  t.app.inject({ method: 'POST', url: '/api/payments/verify-payment', headers: who.headers, payload: { ...fields, payment_type: 'subscription', plan } });
const premium = async (who: Learner) => subscriptionReply.parse((await t.app.inject({ method: 'GET', url: '/api/subscription', headers: who.headers })).json()).hasSubscription;
const ledger = (userId: string) => t.db.kysely.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();

describe('Razorpay through its Orders and Payments API (loopback peer)', () => {
  it('opens Razorpay checkout and lets its script through the page policy', async () => {
    const config = paymentConfigReply.parse((await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json());
    expect(config).toEqual({ checkout: 'razorpay', keyId: peer.keyId, checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' });
    const page = await t.app.inject({ method: 'GET', url: '/payment/monthly' });
    expect(page.headers['content-security-policy']).toContain('script-src \'self\' https://checkout.razorpay.com');
  });

  it('creates the order at Razorpay for the plan’s amount and credits a captured payment', async () => {
    const who = await learner();
    const created = await order(who, 'six-month');
    expect(created).toMatchObject({ amount: 44900, currency: 'INR', key_id: peer.keyId });
    expect(peer.orders.get(created.order_id)).toMatchObject({ amount: 44900, currency: 'INR', notes: { item: 'six-month', user_id: who.id } });
    const paid = peer.checkout(created.order_id, 'captured');
    const res = await verify(who, paid, 'six-month');
    expect(res.statusCode, res.body).toBe(200);
    expect(await premium(who)).toBe(true);
  });

  it('captures an authorised payment before crediting it', async () => {
    const who = await learner();
    const created = await order(who);
    const paid = peer.checkout(created.order_id, 'authorized');
    expect((await verify(who, paid)).statusCode).toBe(200);
    expect(peer.payments.get(paid.razorpay_payment_id)?.status).toBe('captured');
    expect(await ledger(who.id)).toHaveLength(1);
  });

  it('refuses a payment the bank cancelled', async () => {
    const who = await learner();
    const created = await order(who);
    const paid = peer.checkout(created.order_id, 'failed');
    const res = await verify(who, paid);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Payment verification failed: the payment was not completed (failed).');
    expect(await premium(who)).toBe(false);
  });

  it('credits from the signed webhook once, however often it is delivered', async () => {
    const who = await learner();
    const created = await order(who);
    const paid = peer.checkout(created.order_id, 'captured');
    const payment = peer.payments.get(paid.razorpay_payment_id);
    const first = await peer.deliverWebhook(webhookUrl, 'payment.captured', { payment }, 'evt_peer_1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ outcome: 'processed' });
    expect(await (await peer.deliverWebhook(webhookUrl, 'payment.captured', { payment }, 'evt_peer_1')).json()).toEqual({ outcome: 'duplicate' });
    expect(await (await peer.deliverWebhook(webhookUrl, 'order.paid', { payment, order: peer.orders.get(created.order_id) }, 'evt_peer_2')).json()).toEqual({ outcome: 'duplicate' });
    expect((await verify(who, paid)).statusCode).toBe(200);
    expect(await ledger(who.id)).toHaveLength(1);
  });

  it('settles a paid order nobody verified, through the reconciler', async () => {
    const who = await learner();
    const created = await order(who, 'weekly');
    peer.checkout(created.order_id, 'captured');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/payments/reconcile', headers: admin, payload: {} });
    expect(res.json().credited).toBeGreaterThanOrEqual(1);
    expect((await ledger(who.id))[0]?.credited_via).toBe('reconciler');
  });

  it('answers 502 with a message when Razorpay is down, and records no order', async () => {
    const who = await learner();
    peer.failWith(503);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/create-order', headers: who.headers, payload: { payment_type: 'subscription', plan: 'monthly' } });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe('The payment gateway is not answering. Please try again in a few minutes.');
    } finally {
      peer.failWith(undefined);
    }
    expect(await t.db.kysely.selectFrom('payment_orders').select('id').where('user_id', '=', who.id).execute()).toHaveLength(0);
  });
});
