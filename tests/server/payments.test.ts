import { extractText, getDocumentProxy } from 'unpdf';
import { createHmac } from 'node:crypto';
import { createOrderReply, paymentHistoryReply, paymentStatusReply, sandboxCheckoutReply, verifyPaymentReply, type SandboxCheckoutReply } from '@shared/api/payments';
import { outboxReply } from '@shared/api/mail';
import { subscriptionReply } from '@shared/api/subscriptions';
import { createMailDelivery } from '@server/mail/delivery';
import { creditInTransaction } from '@server/payments/deps';
import { createSandboxGateway } from '@server/payments/sandbox-gateway';
import { registrationPaymentItem } from '@server/hackathon/payment-item';
import { subscriptionPaymentItem } from '@server/subscriptions/payment-item';
import { grantSubscription } from '@server/subscriptions/premium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const sandboxSecret = 'sandbox-secret-for-the-payment-tests';
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: sandboxSecret, ADMIN_EMAILS: 'admin@kodeshala.local' });
  admin = bearer((await login(t, 'admin@kodeshala.local', 'demo-password-123')).accessToken);
});
afterAll(() => t.close());

const learner = () => signUp(t, 'learner');
type Learner = Awaited<ReturnType<typeof learner>>;

const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function createOrder(who: Learner, plan = 'monthly') {
  const res = await post('/api/payments/create-order', who.headers, { payment_type: 'subscription', plan });
  expect(res.statusCode, res.body).toBe(200);
  return createOrderReply.parse(res.json());
}

async function pay(who: Learner, orderId: string, outcome: 'succeed' | 'fail' = 'succeed'): Promise<SandboxCheckoutReply> {
  const res = await post('/api/payments/sandbox/checkout', who.headers, { order_id: orderId, outcome });
  expect(res.statusCode, res.body).toBe(200);
  return sandboxCheckoutReply.parse(res.json());
}

async function paidOrder(who: Learner, plan = 'monthly') {
  const order = await createOrder(who, plan);
  const paid = await pay(who, order.order_id);
  if (paid.outcome !== 'succeeded') throw new Error('sandbox payment failed');
  return { order, paid };
}

const verify = (who: Learner, fields: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }, plan = 'monthly', extra: object = {}) =>
  post('/api/payments/verify-payment', who.headers, { ...fields, payment_type: 'subscription', plan, ...extra });

const sign = (text: string) => createHmac('sha256', sandboxSecret).update(text).digest('hex');

function webhook(body: object, options: { eventId?: string; signature?: string } = {}) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': options.signature ?? sign(raw), ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}) },
    payload: raw,
  });
}

const capturedEvent = (paymentId: string, orderId: string, amount = 9900) => ({
  entity: 'event',
  event: 'payment.captured',
  contains: ['payment'],
  payload: { payment: { entity: { id: paymentId, entity: 'payment', order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
});

async function ledger(userId: string) {
  const payments = await t.db.kysely.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();
  const subscriptions = await t.db.kysely.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();
  return { payments, subscriptions };
}

const subscriptionOf = async (who: Learner) => subscriptionReply.parse((await get('/api/subscription', who.headers)).json());

describe('buying a plan through the sandbox gateway', () => {
  it('prices the order from the plan table and credits the verified payment with a subscription and a receipt', async () => {
    const who = await learner();
    const order = await createOrder(who, 'monthly');
    expect(order).toMatchObject({ amount: 9900, currency: 'INR', key_id: 'rzp_test_sandbox' });
    const paid = await pay(who, order.order_id);
    if (paid.outcome !== 'succeeded') throw new Error('expected success');
    const before = Date.now();
    const res = await verify(who, paid, 'monthly', { amount: 9900, email: who.email, duration: '30 days' });
    expect(res.statusCode, res.body).toBe(200);
    const reply = verifyPaymentReply.parse(res.json());
    expect(reply.subscription).toMatchObject({ hasSubscription: true, plan: 'monthly', status: 'active' });
    const expires = new Date(reply.subscription.expiresAt ?? 0);
    const inAMonth = new Date(before);
    inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
    expect(Math.abs(expires.getTime() - inAMonth.getTime())).toBeLessThan(60_000);

    const history = paymentHistoryReply.parse((await get('/api/payments', who.headers)).json());
    expect(history.payments).toEqual([
      expect.objectContaining({ plan: 'monthly', amountPaise: 9900, status: 'credited', gatewayPaymentId: paid.razorpay_payment_id, receiptMail: 'stored' }),
    ]);
    const outbox = outboxReply.parse((await get(`/api/admin/mail/outbox?to=${encodeURIComponent(who.email)}`, admin)).json());
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0]?.subject).toContain(history.payments[0]?.receiptNumber);
    expect(outbox.messages[0]?.text).toContain('₹99.00');
  });

  it('extends from the current expiry: monthly with 10 days left gives 10 days plus a month', async () => {
    const who = await learner();
    const now = new Date();
    const tenDaysOn = new Date(now.getTime() + 10 * 86_400_000);
    await t.db.kysely
      .insertInto('subscriptions')
      .values({ id: `seed-${who.id}`, user_id: who.id, plan_key: 'weekly', status: 'active', starts_at: now.toISOString(), expires_at: tenDaysOn.toISOString(), source: 'test', created_at: now.toISOString() })
      .execute();
    const { paid } = await paidOrder(who);
    const reply = verifyPaymentReply.parse((await verify(who, paid)).json());
    const expected = new Date(tenDaysOn);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(reply.subscription.expiresAt).toBe(expected.toISOString());
  });

  it('credits exactly once for 100 concurrent verify calls and the webhook', async () => {
    const who = await learner();
    const { paid } = await paidOrder(who);
    const calls = [
      ...Array.from({ length: 100 }, () => verify(who, paid)),
      webhook(capturedEvent(paid.razorpay_payment_id, paid.razorpay_order_id), { eventId: `evt_${paid.razorpay_payment_id}` }),
    ];
    const answers = await Promise.all(calls);
    expect(answers.slice(0, 100).map((r) => r.statusCode)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(answers[100]?.statusCode).toBe(200);
    const { payments, subscriptions } = await ledger(who.id);
    expect(payments).toHaveLength(1);
    expect(subscriptions).toHaveLength(1);
    const mails = await t.db.kysely.selectFrom('mail_outbox').select('id').where('to_address', '=', who.email).execute();
    expect(mails).toHaveLength(1);
    const order = await t.db.kysely.selectFrom('payment_orders').select('status').where('gateway_order_id', '=', paid.razorpay_order_id).executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
  });
  it('lets exactly one of 100 simultaneous credits of one payment win at the ledger, the rest change nothing', async () => {
    // Straight at the credit step, so every writer is past the early "already credited" check at
    // once and only the database's unique constraint and transaction decide.
    const who = await learner();
    const { paid } = await paidOrder(who);
    const order = await t.db.kysely.selectFrom('payment_orders').selectAll().where('gateway_order_id', '=', paid.razorpay_order_id).executeTakeFirstOrThrow();
    const deps = {
      db: t.db.kysely,
      gateway: createSandboxGateway(t.db.kysely, { keySecret: sandboxSecret, webhookSecret: sandboxSecret }),
      mail: createMailDelivery(t.db.kysely, undefined, t.app.log),
      publicUrl: 'http://localhost',
      log: t.app.log,
      clock: () => new Date(),
      items: { subscription: subscriptionPaymentItem, hackathon_registration: registrationPaymentItem({ db: t.db.kysely, clock: () => new Date(), mail: createMailDelivery(t.db.kysely, undefined, t.app.log), publicUrl: 'http://localhost' }) },
    };
    const vias = ['verify', 'webhook', 'reconciler'] as const;
    const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => creditInTransaction(deps, order, paid.razorpay_payment_id, vias[i % 3] ?? 'verify')));
    expect(outcomes.filter((o) => o.credited)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.payment.id)).size).toBe(1);
    const { payments, subscriptions } = await ledger(who.id);
    expect(payments).toHaveLength(1);
    expect(subscriptions).toHaveLength(1);
  });
});

describe('bad input and attacks', () => {
  it('refuses an unknown plan, a tampered amount and a signed-out caller', async () => {
    const who = await learner();
    const unknown = await post('/api/payments/create-order', who.headers, { payment_type: 'subscription', plan: 'lifetime' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ message: expect.stringMatching(/Unknown plan "lifetime"/), messageId: 'payments.unknownPlan', messageValues: { plan: 'lifetime' } });
    const cheap = await post('/api/payments/create-order', who.headers, { payment_type: 'subscription', plan: 'yearly', amount: 100 });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().error.message).toBe('Invalid payment request. Please refresh the page and try again.');
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/create-order', payload: { payment_type: 'subscription', plan: 'monthly' } })).statusCode).toBe(401);
    expect(await t.db.kysely.selectFrom('payment_orders').select('id').where('user_id', '=', who.id).execute()).toHaveLength(0);
  });

  it('refuses a forged signature and a signature from another order', async () => {
    const who = await learner();
    const { paid } = await paidOrder(who);
    const forged = await verify(who, { ...paid, razorpay_signature: 'f'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe('Payment verification failed: the payment signature is not valid.');
    expect(forged.json().error).toMatchObject({ messageId: 'payments.verificationFailed', messageValues: { reason: 'the payment signature is not valid.' } });
    const other = await paidOrder(who);
    const swapped = await verify(who, { ...paid, razorpay_signature: other.paid.razorpay_signature });
    expect(swapped.statusCode).toBe(400);
    expect((await ledger(who.id)).payments).toHaveLength(0);
  });

  it('refuses a plan or amount changed between create and verify', async () => {
    const who = await learner();
    const { paid } = await paidOrder(who, 'one-day');
    expect((await verify(who, paid, 'yearly')).statusCode).toBe(400);
    expect((await verify(who, paid, 'one-day', { amount: 79900 })).statusCode).toBe(400);
    expect((await ledger(who.id)).subscriptions).toHaveLength(0);
  });

  it('refuses a valid payment replayed for a second user and for a second plan', async () => {
    const owner = await learner();
    const thief = await learner();
    const { paid } = await paidOrder(owner);
    const asThief = await verify(thief, paid);
    expect(asThief.statusCode).toBe(404);
    const thiefOrder = await createOrder(thief);
    const onThiefOrder = await verify(thief, { ...paid, razorpay_order_id: thiefOrder.order_id });
    expect(onThiefOrder.statusCode).toBe(400);
    // Even signed correctly for the other order, the gateway says the payment is not that order's.
    const resigned = await verify(thief, { ...paid, razorpay_order_id: thiefOrder.order_id, razorpay_signature: sign(`${thiefOrder.order_id}|${paid.razorpay_payment_id}`) });
    expect(resigned.statusCode).toBe(400);
    expect(resigned.json().error.message).toBe('Payment verification failed: the payment does not belong to this order.');

    expect((await verify(owner, paid)).statusCode).toBe(200);
    const yearly = await createOrder(owner, 'yearly');
    const secondPlan = await verify(owner, { ...paid, razorpay_order_id: yearly.order_id, razorpay_signature: sign(`${yearly.order_id}|${paid.razorpay_payment_id}`) }, 'yearly');
    expect(secondPlan.statusCode).toBe(409);
    expect((await ledger(owner.id)).subscriptions.map((s) => s.plan_key)).toEqual(['monthly']);
    expect((await ledger(thief.id)).payments).toHaveLength(0);
  });

  it('refuses a payment that failed at the gateway and counts the failure from the webhook', async () => {
    const who = await learner();
    const order = await createOrder(who);
    const failed = await pay(who, order.order_id, 'fail');
    expect(failed.outcome).toBe('failed');
    const res = await verify(who, { razorpay_payment_id: failed.razorpay_payment_id, razorpay_order_id: order.order_id, razorpay_signature: sign(`${order.order_id}|${failed.razorpay_payment_id}`) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Payment verification failed: the payment was not completed (failed).');
    const event = { event: 'payment.failed', payload: { payment: { entity: { id: failed.razorpay_payment_id, order_id: order.order_id, amount: 9900, currency: 'INR', status: 'failed' } } } };
    expect((await webhook(event, { eventId: `evt_fail_${order.order_id}` })).json()).toEqual({ outcome: 'processed' });
    const row = await t.db.kysely.selectFrom('payment_orders').select(['status', 'failed_attempts']).where('gateway_order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'created', failed_attempts: 1 });
    expect((await ledger(who.id)).payments).toHaveLength(0);
  });
});

describe('an order’s status', () => {
  const statusOf = async (who: Learner, orderId: string) => {
    const res = await get(`/api/payments/orders/${orderId}/status`, who.headers);
    expect(res.statusCode, res.body).toBe(200);
    return paymentStatusReply.parse(res.json());
  };

  it('is pending when opened, failed after a failed attempt, and completed once credited', async () => {
    const who = await learner();
    const order = await createOrder(who);
    expect(await statusOf(who, order.order_id)).toEqual({ orderId: order.order_id, paymentType: 'subscription', amountPaise: 9900, status: 'pending', failedAttempts: 0, refundedPaise: 0 });
    const failed = await pay(who, order.order_id, 'fail');
    const event = { event: 'payment.failed', payload: { payment: { entity: { id: failed.razorpay_payment_id, order_id: order.order_id, amount: 9900, currency: 'INR', status: 'failed' } } } };
    expect((await webhook(event, { eventId: `evt_status_fail_${order.order_id}` })).json()).toEqual({ outcome: 'processed' });
    expect(await statusOf(who, order.order_id)).toMatchObject({ status: 'failed', failedAttempts: 1 });
    // The same order paid on a second try is completed, whatever failed before.
    const paid = await pay(who, order.order_id);
    if (paid.outcome !== 'succeeded') throw new Error('sandbox payment failed');
    expect((await verify(who, paid)).statusCode).toBe(200);
    expect(await statusOf(who, order.order_id)).toMatchObject({ status: 'completed', failedAttempts: 1, refundedPaise: 0 });
  });

  it('says how much of a completed order went back', async () => {
    const who = await learner();
    const { order, paid } = await paidOrder(who);
    expect((await verify(who, paid)).statusCode).toBe(200);
    const refund = { event: 'refund.processed', payload: { refund: { entity: { id: `rfnd_status_${paid.razorpay_payment_id}`, payment_id: paid.razorpay_payment_id, amount: 4000 } } } };
    expect((await webhook(refund, { eventId: `evt_status_refund_${paid.razorpay_payment_id}` })).json()).toEqual({ outcome: 'processed' });
    expect(await statusOf(who, order.order_id)).toMatchObject({ status: 'completed', refundedPaise: 4000 });
  });

  it('answers someone else’s order as a missing one, and refuses a malformed id and a signed-out caller', async () => {
    const owner = await learner();
    const other = await learner();
    const order = await createOrder(owner);
    const theirs = await get(`/api/payments/orders/${order.order_id}/status`, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('No order with this id in your payments.');
    expect((await get('/api/payments/orders/order_doesnotexist/status', owner.headers)).statusCode).toBe(404);
    const malformed = await get('/api/payments/orders/bad%20id!/status', owner.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toContain('The order id is not valid.');
    expect((await get(`/api/payments/orders/${order.order_id}/status`, {})).statusCode).toBe(401);
  });
});

describe('the webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const who = await learner();
    const { paid } = await paidOrder(who);
    const res = await webhook(capturedEvent(paid.razorpay_payment_id, paid.razorpay_order_id), { signature: 'a'.repeat(64), eventId: 'evt_bad_sig' });
    expect(res.statusCode).toBe(400);
    expect((await ledger(who.id)).payments).toHaveLength(0);
  });

  it('credits a captured payment once and answers a replay as a duplicate', async () => {
    const who = await learner();
    const { paid } = await paidOrder(who);
    const event = capturedEvent(paid.razorpay_payment_id, paid.razorpay_order_id);
    expect((await webhook(event, { eventId: 'evt_replay_1' })).json()).toEqual({ outcome: 'processed' });
    expect((await webhook(event, { eventId: 'evt_replay_1' })).json()).toEqual({ outcome: 'duplicate' });
    expect((await subscriptionOf(who)).hasSubscription).toBe(true);
    // The browser's verify arriving late is still a success, not a second credit.
    expect((await verify(who, paid)).statusCode).toBe(200);
    expect((await ledger(who.id)).subscriptions).toHaveLength(1);
  });

  it('ignores a captured event whose amount differs from the order', async () => {
    const who = await learner();
    const { paid } = await paidOrder(who);
    expect((await webhook(capturedEvent(paid.razorpay_payment_id, paid.razorpay_order_id, 100), { eventId: 'evt_cheap' })).json()).toEqual({ outcome: 'ignored' });
    expect((await ledger(who.id)).payments).toHaveLength(0);
  });

  it('takes back the plan on a full refund; the payment stays in the history as refunded', async () => {
    const who = await learner();
    const { paid } = await paidOrder(who);
    expect((await verify(who, paid)).statusCode).toBe(200);
    const refund = { event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_1', payment_id: paid.razorpay_payment_id, amount: 9900 } } } };
    expect((await webhook(refund, { eventId: `evt_refund_${paid.razorpay_payment_id}` })).json()).toEqual({ outcome: 'processed' });
    expect((await subscriptionOf(who)).hasSubscription).toBe(false);
    const history = paymentHistoryReply.parse((await get('/api/payments', who.headers)).json());
    expect(history.payments[0]?.status).toBe('refunded');
  });
});

describe('refunds', () => {
  const refundEvent = (refundId: string, paymentId: string, amount: number) => ({
    entity: 'event',
    event: 'refund.processed',
    contains: ['refund'],
    payload: { refund: { entity: { id: refundId, entity: 'refund', payment_id: paymentId, amount, currency: 'INR' } } },
  });

  it('counts one refund once under two event ids, and takes the plan back only when the refunds reach the price', async () => {
    const who = await learner();
    const { paid } = await paidOrder(who);
    expect((await verify(who, paid)).statusCode).toBe(200);
    const paymentId = paid.razorpay_payment_id;
    const half = refundEvent(`rfnd_half_${paymentId}`, paymentId, 4950);
    expect((await webhook(half, { eventId: `evt_half_a_${paymentId}` })).json()).toEqual({ outcome: 'processed' });
    expect((await webhook(half, { eventId: `evt_half_b_${paymentId}` })).json()).toEqual({ outcome: 'duplicate' });
    expect(await subscriptionOf(who)).toMatchObject({ hasSubscription: true, plan: 'monthly' });
    expect((await ledger(who.id)).payments[0]).toMatchObject({ status: 'credited', refunded_paise: 4950 });

    const rest = refundEvent(`rfnd_rest_${paymentId}`, paymentId, 4950);
    expect((await webhook(rest, { eventId: `evt_rest_${paymentId}` })).json()).toEqual({ outcome: 'processed' });
    expect((await subscriptionOf(who)).hasSubscription).toBe(false);
    expect((await ledger(who.id)).payments[0]).toMatchObject({ status: 'refunded', refunded_paise: 9900 });
    expect(paymentHistoryReply.parse((await get('/api/payments', who.headers)).json()).payments[0]?.status).toBe('refunded');
  });
});

describe('the reconciler, history and receipts', () => {
  it('settles an order paid at the gateway but never verified', async () => {
    const who = await learner();
    await paidOrder(who, 'weekly');
    const res = await post('/api/admin/payments/reconcile', admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().credited).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(who)).toMatchObject({ hasSubscription: true, plan: 'weekly' });
    expect((await ledger(who.id)).payments[0]?.credited_via).toBe('reconciler');
    expect((await post('/api/admin/payments/reconcile', who.headers, {})).statusCode).toBe(403);
  });

  it('serves the PDF receipt to its owner only', async () => {
    const who = await learner();
    const { paid } = await paidOrder(who);
    const { paymentId } = verifyPaymentReply.parse((await verify(who, paid)).json());
    const pdf = await get(`/api/payments/${paymentId}/receipt.pdf`, who.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text;
    expect(text).toContain('Payment receipt');
    expect(text).toMatch(/Amount paid ₹\d[\d,]*\.\d{2} \(inclusive of taxes\)/);
    // The same refund promise as the payment page and the policy, not a second figure.
    expect(text.replace(/\s+/g, ' ')).toContain('30-day money-back guarantee on your first premium subscription');
    const other = await learner();
    expect((await get(`/api/payments/${paymentId}/receipt.pdf`, other.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/${paymentId}/receipt.pdf` })).statusCode).toBe(401);
    expect(paymentHistoryReply.parse((await get('/api/payments', other.headers)).json()).payments).toEqual([]);
  });

  it('tells the page which checkout to open without sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ checkout: 'sandbox', keyId: 'rzp_test_sandbox', checkoutScriptUrl: null });
    // Without Razorpay keys the page policy lets nothing of Razorpay's in.
    const page = await t.app.inject({ method: 'GET', url: '/payment/monthly' });
    expect(page.headers['content-security-policy']).not.toContain('razorpay');
  });

  it('lets an admin grant still extend a paid plan', async () => {
    const who = await learner();
    await grantSubscription(t.db.kysely, who.id, 'one-day', 'test', new Date());
    const { paid } = await paidOrder(who, 'weekly');
    const reply = verifyPaymentReply.parse((await verify(who, paid, 'weekly')).json());
    const days = (new Date(reply.subscription.expiresAt ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(7.9);
    expect(days).toBeLessThan(8.1);
  });
});
