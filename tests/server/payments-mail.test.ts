import { sessionReply } from '@shared/api/auth';
import { createOrderReply, paymentHistoryReply, sandboxCheckoutReply } from '@shared/api/payments';
import { createMailDelivery } from '@server/mail/delivery';
import { createSmtpTransport } from '@server/mail/smtp-transport';
import { startSmtpPeer, type SmtpPeer } from '../peers/smtp-peer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, goodPassword, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let smtp: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Kodeshala <receipts@kodeshala.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let address = 0;
async function buyMonthly() {
  const email = uniqueEmail();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: goodPassword }, remoteAddress: `192.0.2.${++address}` });
  const headers = bearer(sessionReply.parse(res.json()).accessToken);
  const order = createOrderReply.parse((await t.app.inject({ method: 'POST', url: '/api/payments/create-order', headers, payload: { payment_type: 'subscription', plan: 'monthly' } })).json());
  const paid = sandboxCheckoutReply.parse((await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/checkout', headers, payload: { order_id: order.order_id, outcome: 'succeed' } })).json());
  const verified = await t.app.inject({ method: 'POST', url: '/api/payments/verify-payment', headers, payload: { ...paid, payment_type: 'subscription', plan: 'monthly' } });
  expect(verified.statusCode, verified.body).toBe(200);
  return { email, headers };
}

describe('receipt mail over SMTP', () => {
  it('sends the receipt through the SMTP server after the payment is credited', async () => {
    const arrived = smtp.next();
    const { email, headers } = await buyMonthly();
    const mail = await arrived;
    expect(mail.to).toEqual([email]);
    expect(mail.data).toMatch(/Subject: Your Kodeshala receipt KS-\d{8}-[0-9A-F]{10}/);
    expect(mail.data).toContain('receipts@kodeshala.test');
    await expect.poll(async () => paymentHistoryReply.parse((await t.app.inject({ method: 'GET', url: '/api/payments', headers })).json()).payments[0]?.receiptMail).toBe('sent');
  });

  it('credits the payment even when the mail server refuses, and retries the mail later', async () => {
    smtp.refuseNext();
    const { email, headers } = await buyMonthly();
    await expect
      .poll(async () => (await t.db.kysely.selectFrom('mail_outbox').select(['attempts']).where('to_address', '=', email).executeTakeFirst())?.attempts)
      .toBe(1);
    const history = paymentHistoryReply.parse((await t.app.inject({ method: 'GET', url: '/api/payments', headers })).json());
    expect(history.payments[0]).toMatchObject({ status: 'credited', receiptMail: 'pending' });

    // A later round (the backoff has passed) delivers it.
    const transport = createSmtpTransport(smtp.url, 'Kodeshala <receipts@kodeshala.test>');
    const delivery = createMailDelivery(t.db.kysely, transport, t.app.log);
    const arrived = smtp.next();
    expect(await delivery.deliverDue(new Date(Date.now() + 60_000))).toBe(1);
    expect((await arrived).to).toEqual([email]);
    transport.close();
    const row = await t.db.kysely.selectFrom('mail_outbox').select(['status', 'attempts']).where('to_address', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', attempts: 2 });
  });
});
