import { errorReply } from '@shared/api/error-reply';
import { registerReply, type RegisterInput } from '@shared/api/hackathon-registration';
import { createOrderReply, sandboxCheckoutReply } from '@shared/api/payments';
import { meReply } from '@shared/api/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, login, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * product.md §1.9: every e-mail in the learner's language. The account keeps the language the
 * learner chose in the app (PATCH /api/me), and every mail the server writes reads it there.
 */
let t: TestApp;
let organiser: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-the-language-tests', ORGANISER_EMAILS: 'organiser-lang@example.in' });
  await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'organiser-lang@example.in', password: goodPassword }, remoteAddress: '192.0.2.240' });
  organiser = { authorization: `Bearer ${(await login(t, 'organiser-lang@example.in', goodPassword)).accessToken}` };
});
afterAll(() => t.close());

type Learner = Awaited<ReturnType<typeof signUp>>;
const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const outboxOf = (to: string) => t.db.kysely.selectFrom('mail_outbox').select(['kind', 'subject', 'text_body']).where('to_address', '=', to).orderBy('created_at').execute();

async function learnerSpeaking(language: 'en' | 'hi' | 'te'): Promise<Learner> {
  const who = await signUp(t, `lang-${language}`);
  const res = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: who.headers, payload: { language } });
  expect(res.statusCode, res.body).toBe(200);
  expect(meReply.parse(res.json()).language).toBe(language);
  return who;
}

async function pay(who: Learner, payload: object): Promise<void> {
  const order = createOrderReply.parse((await post('/api/payments/create-order', who.headers, payload)).json());
  const paid = sandboxCheckoutReply.parse((await post('/api/payments/sandbox/checkout', who.headers, { order_id: order.order_id, outcome: 'succeed' })).json());
  const verified = await post('/api/payments/verify-payment', who.headers, { ...paid, ...payload });
  expect(verified.statusCode, verified.body).toBe(200);
}

function teamBody(email: string): RegisterInput {
  return {
    personal_info: { full_name: 'Lakshmi Prasanna', email, phone: '+91 98765 43210', college: 'JNTU Hyderabad', department: 'CSE', year: '3rd', roll_number: '21CS042' },
    team_info: { team_name: 'Byte Warriors', team_size: 1, team_members: [] },
    additional_info: {
      problem_statement_id: 'PS03',
      project_idea: 'A study helper',
      expectations: 'Learn and ship',
      linkedin: '',
      github: '',
      commitments: { ibm_skillsbuild: true, nasscom_courses: false, full_participation: true },
      agree_to_terms: true,
    },
  };
}

describe('the account language', () => {
  it('is English until chosen, follows the account, and refuses a language the app does not speak', async () => {
    const who = await signUp(t, 'lang-default');
    expect(meReply.parse((await t.app.inject({ method: 'GET', url: '/api/me', headers: who.headers })).json()).language).toBe('en');
    const refused = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: who.headers, payload: { language: 'fr' } });
    expect(refused.statusCode).toBe(400);
    expect(errorReply.parse(refused.json()).error.message).toContain('Choose English, Hindi or Telugu.');
    await t.app.inject({ method: 'PATCH', url: '/api/me', headers: who.headers, payload: { language: 'te' } });
    // Another device signs in and is told the account's language.
    const elsewhere = await login(t, who.email, goodPassword);
    expect(elsewhere.user.language).toBe('te');
  });
});

describe('e-mails in the recipient’s language', () => {
  it('sends a Hindi learner a Hindi receipt, and an English learner the same receipt as always', async () => {
    const hindi = await learnerSpeaking('hi');
    await pay(hindi, { payment_type: 'subscription', plan: 'monthly' });
    const [receipt] = await outboxOf(hindi.email);
    expect(receipt?.kind).toBe('payment_receipt');
    expect(receipt?.subject).toMatch(/^आपकी Kodeshala रसीद KS-/);
    expect(receipt?.text_body).toContain('Kodeshala को पेमेंट करने के लिए धन्यवाद। यह आपकी रसीद है।');
    expect(receipt?.text_body).toContain('चुकाई गई रकम: ₹');
    expect(receipt?.text_body).not.toMatch(/Thank you|Receipt number/);

    const english = await learnerSpeaking('en');
    await pay(english, { payment_type: 'subscription', plan: 'monthly' });
    const [same] = await outboxOf(english.email);
    expect(same?.subject).toMatch(/^Your Kodeshala receipt KS-/);
    expect(same?.text_body).toContain('Thank you for your payment to Kodeshala. This is your receipt.');
  });

  it('confirms a Telugu learner’s hackathon registration in Telugu, and the organisers’ status mails follow', async () => {
    const telugu = await learnerSpeaking('te');
    const res = await post('/api/hackathon/register', telugu.headers, teamBody(telugu.email));
    expect(res.statusCode, res.body).toBe(201);
    const id = registerReply.parse(res.json()).data.registration_id;
    await pay(telugu, { payment_type: 'hackathon_registration', registration_id: id, plan: 'hackathon_team' });

    const confirmation = (await outboxOf(telugu.email)).find((mail) => mail.kind === 'hackathon_confirmation');
    expect(confirmation?.subject).toContain(`రిజిస్ట్రేషన్ ${id} ఖరారైంది`);
    expect(confirmation?.text_body).toContain('నమస్కారం Lakshmi Prasanna,');
    expect(confirmation?.text_body).toContain('టీమ్: Byte Warriors (ఒక్కరే)');

    const waitlisted = await t.app.inject({ method: 'PUT', url: '/api/hackathon/admin/status', headers: organiser, payload: { registration_id: id, status: 'waitlisted' } });
    expect(waitlisted.statusCode, waitlisted.body).toBe(200);
    const sent = await post('/api/hackathon/admin/send-email', organiser, { email_type: 'test', recipients: [id] });
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = await outboxOf(telugu.email);
    expect(mails.find((mail) => mail.kind === 'hackathon_announcement')?.subject).toContain('వెయిట్‌లిస్ట్‌లో ఉంది');
    expect(mails.find((mail) => mail.kind === 'hackathon_test')?.text_body).toContain('టెస్ట్ ఈమెయిల్');
  });
});
