import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP server speaking Razorpay's documented REST API for what we use: Orders
 * (`POST /v1/orders`, `GET /v1/orders/{id}`, `GET /v1/orders/{id}/payments`) and Payments
 * (`GET /v1/payments/{id}`, `POST /v1/payments/{id}/capture`), with HTTP Basic auth by key id and
 * secret and Razorpay's error shape. `checkout` plays the customer paying in Razorpay's dialog and
 * hands back the triple Razorpay's checkout gives the page, signed as Razorpay signs it
 * (HMAC-SHA256 of `order_id|payment_id` with the key secret); `deliverWebhook` posts an event
 * signed over the raw body with the webhook secret, with an `x-razorpay-event-id`.
 */
export interface RazorpayPeer {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, PeerOrder>;
  payments: Map<string, PeerPayment>;
  checkout(orderId: string, result: 'captured' | 'authorized' | 'failed'): { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  deliverWebhook(url: string, event: string, entities: Record<string, unknown>, eventId?: string): Promise<Response>;
  /** Answers every API call with this status until cleared, to test an outage. */
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

export interface PeerOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface PeerPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'card';
  captured: boolean;
  error_description: string | null;
  created_at: number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startRazorpayPeer(port = 0): Promise<RazorpayPeer> {
  const keyId = 'rzp_test_kodeshalapeer';
  const keySecret = 'razorpay-peer-key-secret';
  const webhookSecret = 'razorpay-peer-webhook-secret';
  const orders = new Map<string, PeerOrder>();
  const payments = new Map<string, PeerPayment>();
  let outage: number | undefined;

  const send = (res: http.ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const error = (res: http.ServerResponse, status: number, code: string, description: string) =>
    send(res, status, { error: { code, description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {} } });

  const server = http.createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    if (outage) return error(res, outage, 'SERVER_ERROR', 'The server is down');
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return error(res, 401, 'BAD_REQUEST_ERROR', 'Authentication failed');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const url = new URL(req.url ?? '/', 'http://peer');
    const parts = url.pathname.split('/').filter(Boolean);

    if (req.method === 'POST' && url.pathname === '/v1/orders') {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return error(res, 400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
      if (body.currency !== 'INR') return error(res, 400, 'BAD_REQUEST_ERROR', 'Currency is not supported');
      const order: PeerOrder = {
        id: id('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: 'INR',
        receipt: String(body.receipt ?? ''),
        status: 'created',
        attempts: 0,
        notes: (body.notes as Record<string, string> | undefined) ?? {},
        created_at: now(),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (req.method === 'GET' && parts[1] === 'orders' && parts.length === 3) {
      const order = orders.get(parts[2] ?? '');
      return order ? send(res, 200, order) : error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    }
    if (req.method === 'GET' && parts[1] === 'orders' && parts[3] === 'payments') {
      if (!orders.has(parts[2] ?? '')) return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      const items = [...payments.values()].filter((p) => p.order_id === parts[2]);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (parts[1] === 'payments' && parts[2]) {
      const payment = payments.get(parts[2]);
      if (!payment) return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      if (req.method === 'GET' && parts.length === 3) return send(res, 200, payment);
      if (req.method === 'POST' && parts[3] === 'capture') {
        if (payment.status !== 'authorized') return error(res, 400, 'BAD_REQUEST_ERROR', 'This payment has already been captured');
        if (body.amount !== payment.amount) return error(res, 400, 'BAD_REQUEST_ERROR', 'Capture amount must be equal to the amount authorized');
        payment.status = 'captured';
        payment.captured = true;
        const order = orders.get(payment.order_id);
        if (order) Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
        return send(res, 200, payment);
      }
    }
    return error(res, 404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    checkout(orderId, result) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`peer has no order ${orderId}`);
      const payment: PeerPayment = {
        id: id('pay'),
        entity: 'payment',
        amount: order.amount,
        currency: order.currency,
        status: result,
        order_id: orderId,
        method: 'card',
        captured: result === 'captured',
        error_description: result === 'failed' ? 'Your payment has been cancelled by the bank' : null,
        created_at: now(),
      };
      payments.set(payment.id, payment);
      order.attempts += 1;
      order.status = result === 'captured' ? 'paid' : 'attempted';
      if (result === 'captured') Object.assign(order, { amount_paid: order.amount, amount_due: 0 });
      const signature = createHmac('sha256', keySecret).update(`${orderId}|${payment.id}`).digest('hex');
      return { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: signature };
    },
    async deliverWebhook(url, event, entities, eventId = id('evt')) {
      const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
      const raw = JSON.stringify({ entity: 'event', account_id: 'acc_kodeshalapeer', event, contains: Object.keys(entities), payload, created_at: now() });
      const signature = createHmac('sha256', webhookSecret).update(raw).digest('hex');
      return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId }, body: raw });
    },
    failWith(status) {
      outage = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
