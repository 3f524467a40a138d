import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorReply } from '@shared/api/error-reply';
import { commitmentsReply, myRegistrationsReply, registerReply, type RegisterInput } from '@shared/api/hackathon-registration';
import { createOrderReply, sandboxCheckoutReply, verifyPaymentReply } from '@shared/api/payments';
import { outboxReply } from '@shared/api/mail';
import { paymentMessages } from '@shared/payments/messages';
import { isUniqueViolation } from '@server/db/unique-violation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, goodPassword, login, uniqueEmail, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const sandboxSecret = 'sandbox-secret-for-the-hackathon-tests';
const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-clock-')), 'now');
let t: TestApp;
let admin: Record<string, string>;
let organiser: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({
    PAYMENT_SANDBOX_SECRET: sandboxSecret,
    ADMIN_EMAILS: 'admin@kodeshala.local',
    ORGANISER_EMAILS: 'organiser@example.in',
    KODESHALA_TEST_CLOCK_FILE: clockFile,
  });
  admin = bearer((await login(t, 'admin@kodeshala.local', 'demo-password-123')).accessToken);
  await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'organiser@example.in', password: goodPassword }, remoteAddress: '192.0.2.250' });
  organiser = bearer((await login(t, 'organiser@example.in', goodPassword)).accessToken);
});
afterAll(() => t.close());
beforeEach(() => fs.rmSync(clockFile, { force: true }));

const learner = () => signUp(t, 'warrior');
type Learner = Awaited<ReturnType<typeof learner>>;

const member = (email: string, name = 'Meera Iyer') => ({ name, email, phone: '98765 43210', college: 'JNTU Hyderabad', department: 'CSE', year: '2nd' as const });

function teamBody(leaderEmail: string, memberEmails: string[] = [], overrides: { team_size?: number } = {}): RegisterInput {
  return {
    personal_info: {
      full_name: 'Arjun Reddy',
      email: leaderEmail,
      phone: '+91 (987) 654-3210',
      college: 'JNTU Hyderabad',
      department: 'CSE',
      year: '3rd',
      roll_number: '21CS042',
    },
    team_info: {
      team_name: 'Byte Warriors',
      team_size: overrides.team_size ?? 1 + memberEmails.length,
      team_members: memberEmails.map((email, i) => member(email, `Member ${i + 1}`)),
    },
    additional_info: {
      problem_statement_id: 'PS03',
      project_idea: 'A study helper',
      expectations: 'Learn and ship',
      linkedin: '',
      github: 'https://github.com/arjun',
      commitments: { ibm_skillsbuild: true, nasscom_courses: false, full_participation: true },
      agree_to_terms: true,
    },
  };
}

const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const messageOf = (res: { body: string }) => errorReply.parse(JSON.parse(res.body)).error.message;

async function registered(who: Learner, memberEmails: string[] = []) {
  const res = await post('/api/hackathon/register', who.headers, teamBody(who.email, memberEmails));
  expect(res.statusCode, res.body).toBe(201);
  return registerReply.parse(res.json()).data.registration_id;
}

const registrationRow = (id: string) => t.db.kysely.selectFrom('hackathon_registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const feeOrder = (who: Learner, registrationId: string, extra: object = {}) =>
  post('/api/payments/create-order', who.headers, { payment_type: 'hackathon_registration', registration_id: registrationId, ...extra });

async function paidFee(who: Learner, registrationId: string) {
  const res = await feeOrder(who, registrationId);
  expect(res.statusCode, res.body).toBe(200);
  const order = createOrderReply.parse(res.json());
  const paid = sandboxCheckoutReply.parse((await post('/api/payments/sandbox/checkout', who.headers, { order_id: order.order_id, outcome: 'succeed' })).json());
  if (paid.outcome !== 'succeeded') throw new Error('sandbox payment failed');
  return { order, paid };
}

const verifyFee = (who: Learner, registrationId: string, fields: object, extra: object = {}) =>
  post('/api/payments/verify-payment', who.headers, { ...fields, payment_type: 'hackathon_registration', registration_id: registrationId, plan: 'hackathon_team', ...extra });

async function outboxTo(email: string) {
  return outboxReply.parse((await get(`/api/admin/mail/outbox?to=${encodeURIComponent(email)}`, admin)).json()).messages;
}

function webhook(body: object, eventId: string) {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', sandboxSecret).update(raw).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
    payload: raw,
  });
}

describe('registering for the hackathon', () => {
  it('registers a team of 3 as pending payment, with its fee, addresses and commitments stored', async () => {
    const who = await learner();
    const mates = [uniqueEmail('Mate'), uniqueEmail('mate')];
    const res = await post('/api/hackathon/register', who.headers, teamBody(who.email, mates));
    expect(res.statusCode, res.body).toBe(201);
    const reply = registerReply.parse(res.json());
    expect(reply.message).toBe('Registration successful! Now complete payment to secure your battlefield position.');
    expect(reply.data.team_size).toBe(3);
    expect(reply.data.registration_id).toMatch(/^HK27-[A-HJ-NP-Z2-9]{8}$/);

    const id = reply.data.registration_id;
    const row = await registrationRow(id);
    expect(row).toMatchObject({ user_id: who.id, status: 'pending_payment', team_name: 'Byte Warriors', team_size: 3, amount_paise: 75000, problem_statement_id: 'PS03', admin_notes: '' });
    expect(JSON.parse(row.personal_info_json)).toMatchObject({ email: who.email, phone: '+919876543210' });
    // Only the leader's address is taken; the members are invited, and take theirs once they accept.
    const emails = await t.db.kysely.selectFrom('hackathon_registration_emails').select('email').where('registration_id', '=', id).execute();
    expect(emails.map((e) => e.email)).toEqual([who.email.toLowerCase()]);
    const invited = await t.db.kysely.selectFrom('hackathon_invitations').select(['email', 'state']).where('registration_id', '=', id).orderBy('email').execute();
    expect(invited).toEqual(mates.map((e) => ({ email: e.toLowerCase(), state: 'invited' })).sort((a, b) => a.email.localeCompare(b.email)));
    for (const mate of mates) expect((await outboxTo(mate.toLowerCase())).map((m) => m.kind)).toEqual(['hackathon_invitation']);
    const commitments = await t.db.kysely.selectFrom('hackathon_commitments').selectAll().where('registration_id', '=', id).executeTakeFirstOrThrow();
    expect(commitments).toMatchObject({ user_id: who.id, ibm_skillsbuild: 1, nasscom_courses: 0, full_participation: 1, github: 'https://github.com/arjun' });

    const mine = myRegistrationsReply.parse((await get('/api/hackathon/registrations', who.headers)).json());
    expect(mine.data).toEqual([
      expect.objectContaining({
        registration_id: id,
        status: 'pending_payment',
        team_size: 3,
        amount_paise: 75000,
        paid_at: null,
        team_members: [expect.objectContaining({ phone: '+919876543210' }), expect.anything()],
        members: [expect.objectContaining({ state: 'invited' }), expect.objectContaining({ state: 'invited' })],
        expires_at: expect.stringMatching(/^\d{4}-/),
        expired_at: null,
        refund_due: false,
      }),
    ]);
  });

  it('charges ₹250 a person: 1 to 4 people cost 25000 to 100000 paise', async () => {
    for (const size of [1, 2, 4]) {
      const who = await learner();
      const id = await registered(who, Array.from({ length: size - 1 }, () => uniqueEmail('mate')));
      expect((await registrationRow(id)).amount_paise).toBe(25000 * size);
    }
  });

  it('refuses a second registration of the same account', async () => {
    const who = await learner();
    const id = await registered(who);
    const again = await post('/api/hackathon/register', who.headers, teamBody(who.email));
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toContain(id);
    expect(messageOf(again)).toContain('already registered');
  });

  it('refuses an address another registration took, naming it, and writes nothing; a bare invitation takes nothing', async () => {
    const first = await learner();
    const mate = uniqueEmail('mate');
    await registered(first, [mate]);

    const second = await learner();
    const asMember = await post('/api/hackathon/register', second.headers, teamBody(second.email, [first.email.toUpperCase()]));
    expect(asMember.statusCode).toBe(409);
    expect(messageOf(asMember)).toBe(`The e-mail address ${first.email.toLowerCase()} is already part of another registration for Code Yuddh 2027. A person can be in only one registration.`);
    expect(await t.db.kysely.selectFrom('hackathon_registrations').select('id').where('user_id', '=', second.id).execute()).toEqual([]);

    // The first team only invited the mate, so another team may name them too.
    const third = await learner();
    expect((await post('/api/hackathon/register', third.headers, teamBody(third.email, [mate]))).statusCode).toBe(201);
  });

  it('takes a registration without a leader e-mail, the wizard no longer asking for it, and uses the account’s', async () => {
    const who = await learner();
    const body = teamBody(who.email);
    delete body.personal_info.email;
    const res = await post('/api/hackathon/register', who.headers, body);
    expect(res.statusCode, res.body).toBe(201);
    const row = await registrationRow(registerReply.parse(res.json()).data.registration_id);
    expect(JSON.parse(row.personal_info_json)).toMatchObject({ email: who.email.toLowerCase(), full_name: 'Arjun Reddy' });
  });

  it('takes the leader’s address from the account, whatever an older wizard typed', async () => {
    const who = await learner();
    const typed = uniqueEmail('typed');
    const res = await post('/api/hackathon/register', who.headers, teamBody(typed));
    expect(res.statusCode, res.body).toBe(201);
    const row = await registrationRow(registerReply.parse(res.json()).data.registration_id);
    expect(JSON.parse(row.personal_info_json)).toMatchObject({ email: who.email.toLowerCase() });
    expect(row.leader_email).toBe(who.email.toLowerCase());
    const listed = await t.db.kysely.selectFrom('hackathon_registration_emails').select('email').where('registration_id', '=', row.id).execute();
    expect(listed).toEqual([{ email: who.email.toLowerCase() }]);
  });

  it('lets the key decide one member accepting two teams at once: one accept wins, the other gets the 409', async () => {
    const [a, b, shared] = [await learner(), await learner(), await learner()];
    await registered(a, [shared.email]);
    await registered(b, [shared.email]);
    const open = await get('/api/hackathon/invitations', shared.headers);
    const ids = (open.json() as { data: { invitation_id: string }[] }).data.map((i) => i.invitation_id);
    expect(ids).toHaveLength(2);
    const results = await Promise.all(ids.map((id) => post(`/api/hackathon/invitations/${id}/accept`, shared.headers, {})));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const listed = await t.db.kysely.selectFrom('hackathon_registration_emails').selectAll().where('email', '=', shared.email.toLowerCase()).execute();
    expect(listed).toHaveLength(1);
    const seats = await t.db.kysely.selectFrom('hackathon_team_members').select('team_id').where('user_id', '=', shared.id).execute();
    expect(seats).toHaveLength(1);
  });

  it('recognises the listed-address key’s violation on this database, which a lost race maps to the 409', async () => {
    const who = await learner();
    const id = await registered(who);
    const event = await t.db.kysely.selectFrom('hackathon_registrations').select('event_id').where('id', '=', id).executeTakeFirstOrThrow();
    const duplicate = t.db.kysely.insertInto('hackathon_registration_emails').values({ event_id: event.event_id, email: who.email.toLowerCase(), registration_id: id }).execute();
    const error: unknown = await duplicate.then(() => undefined, (e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });

  it('refuses registration once the deadline has passed, saying when it closed', async () => {
    const who = await learner();
    fs.writeFileSync(clockFile, '2027-02-18T18:30:00.000Z');
    const res = await post('/api/hackathon/register', who.headers, teamBody(who.email));
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toMatch(/^Registration for .+ closed on 18 February 2027\.$/);
    expect(res.json().error).toMatchObject({ messageId: 'hackathon.registrationDeadline', messageValues: { date: '18 February 2027' } });
    fs.writeFileSync(clockFile, '2027-02-18T18:29:00.000Z');
    expect((await post('/api/hackathon/register', who.headers, teamBody(who.email))).statusCode).toBe(201);
  });

  it('refuses a team size that is not the leader plus the members', async () => {
    const who = await learner();
    const res = await post('/api/hackathon/register', who.headers, teamBody(who.email, [uniqueEmail('mate')], { team_size: 3 }));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('Invalid team_info.team_size: Team size must be 1 plus the number of team members');
  });

  it('refuses the same address twice in one team, and an unknown problem statement', async () => {
    const who = await learner();
    const same = await post('/api/hackathon/register', who.headers, teamBody(who.email, [who.email.toUpperCase()]));
    expect(same.statusCode).toBe(400);
    expect(messageOf(same)).toBe('Invalid team_info.team_members.0.email: Team leader email cannot be the same as team member email');
    expect(same.json().error).toMatchObject({
      messageId: 'http.invalidField',
      messageValues: { where: 'team_info.team_members.0.email', reason: { messageId: 'hackathon.leaderEmailReused' } },
    });
    const mate = uniqueEmail('mate');
    const twice = await post('/api/hackathon/register', who.headers, teamBody(who.email, [mate, mate]));
    expect(twice.statusCode).toBe(400);
    expect(messageOf(twice)).toMatch(/^Invalid team_info\.team_members\.1\.email: This email is already used by another team member$/);
    const body = teamBody(who.email);
    const unknown = await post('/api/hackathon/register', who.headers, { ...body, additional_info: { ...body.additional_info, problem_statement_id: 'PS99' } });
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe('Please select a battle track (problem statement)');
  });

  it('shows commitments to their owner, organisers and admins only', async () => {
    const owner = await learner();
    const id = await registered(owner);
    const url = `/api/hackathon/registrations/${id}/commitments`;
    const mine = await get(url, owner.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(commitmentsReply.parse(mine.json()).data).toMatchObject({ registration_id: id, user_id: owner.id, commitments: { ibm_skillsbuild: true, nasscom_courses: false, full_participation: true } });
    expect((await get(url, admin)).statusCode).toBe(200);
    expect((await get(url, organiser)).statusCode).toBe(200);

    const stranger = await learner();
    const refused = await get(url, stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('Access denied: Can only access your own profile');
    const missing = await get('/api/hackathon/registrations/HK27-NOTTHERE/commitments', owner.headers);
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe('Commitments not found');
  });
});

describe('paying the registration fee', () => {
  it('prices the order from the registration and refuses a tampered amount or team size', async () => {
    const who = await learner();
    const id = await registered(who, [uniqueEmail('mate'), uniqueEmail('mate')]);
    const tampered = await feeOrder(who, id, { amount: 25000 });
    expect(tampered.statusCode).toBe(400);
    expect(messageOf(tampered)).toBe(paymentMessages.invalidRequest);
    expect(tampered.json().error.messageId).toBe('payments.invalidRequest');
    expect((await feeOrder(who, id, { team_size: 1 })).statusCode).toBe(400);

    const res = await feeOrder(who, id, { amount: 75000, team_size: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(createOrderReply.parse(res.json())).toMatchObject({ amount: 75000, currency: 'INR' });
    const order = await t.db.kysely.selectFrom('payment_orders').selectAll().where('user_id', '=', who.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ payment_type: 'hackathon_registration', item: id, amount_paise: 75000 });
    expect(order.description).toMatch(/^Code Yuddh \d{4} registration \(team of 3\)$/);
  });

  it('does not sell someone else’s registration, and reads it like a missing one', async () => {
    const owner = await learner();
    const id = await registered(owner);
    const other = await learner();
    const theirs = await feeOrder(other, id);
    const missing = await feeOrder(other, 'HK27-NOTTHERE');
    expect(theirs.statusCode).toBe(404);
    expect(messageOf(theirs)).toBe(messageOf(missing));
    expect((await post('/api/payments/create-order', other.headers, { payment_type: 'hackathon_registration' })).statusCode).toBe(400);
  });

  it('confirms the registration once across verify twice and the webhook: one payment, one confirmation, one receipt', async () => {
    const who = await learner();
    const mate = uniqueEmail('mate');
    const id = await registered(who, [mate]);
    const { paid } = await paidFee(who, id);

    const first = await verifyFee(who, id, paid, { amount: 50000, team_size: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const reply = verifyPaymentReply.parse(first.json());
    expect(reply.registration).toEqual({ registration_id: id, status: 'confirmed' });
    expect(reply.subscription.hasSubscription).toBe(false);
    const again = verifyPaymentReply.parse((await verifyFee(who, id, paid)).json());
    expect(again.paymentId).toBe(reply.paymentId);
    const captured = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: paid.razorpay_order_id, amount: 50000, currency: 'INR', status: 'captured' } } },
    };
    expect((await webhook(captured, `evt_${paid.razorpay_payment_id}`)).json()).toEqual({ outcome: 'duplicate' });

    const payments = await t.db.kysely.selectFrom('payments').selectAll().where('user_id', '=', who.id).execute();
    expect(payments).toHaveLength(1);
    const row = await registrationRow(id);
    expect(row.status).toBe('confirmed');
    expect(row.admin_notes).toMatch(new RegExp(`^Payment ${paid.razorpay_payment_id} received at \\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z; registration confirmed\\.$`));

    const mail = await outboxTo(who.email);
    expect(mail.map((m) => m.kind).sort()).toEqual(['hackathon_confirmation', 'payment_receipt']);
    const confirmation = mail.find((m) => m.kind === 'hackathon_confirmation');
    expect(confirmation?.subject).toContain(`registration ${id} confirmed`);
    expect(confirmation?.text).toContain('Team: Byte Warriors (team of 2)');
    expect(confirmation?.text).toContain('₹500.00');
    expect(confirmation?.text).toContain(paid.razorpay_payment_id);

    const mine = myRegistrationsReply.parse((await get('/api/hackathon/registrations', who.headers)).json());
    expect(mine.data[0]).toMatchObject({ status: 'confirmed', paid_at: payments[0]?.credited_at });

    const twice = await feeOrder(who, id);
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe('This registration is already paid.');
  });

  it('confirms through the webhook alone, and a later verify changes nothing', async () => {
    const who = await learner();
    const id = await registered(who);
    const { paid } = await paidFee(who, id);
    const captured = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: paid.razorpay_order_id, amount: 25000, currency: 'INR', status: 'captured' } } },
    };
    expect((await webhook(captured, `evt_first_${paid.razorpay_payment_id}`)).json()).toEqual({ outcome: 'processed' });
    expect((await registrationRow(id)).status).toBe('confirmed');
    expect((await verifyFee(who, id, paid)).statusCode).toBe(200);
    expect((await outboxTo(who.email)).filter((m) => m.kind === 'hackathon_confirmation')).toHaveLength(1);
  });

  it('confirms a paid but unverified registration from the reconciler', async () => {
    const who = await learner();
    const id = await registered(who);
    await paidFee(who, id);
    const round = await post('/api/admin/payments/reconcile', admin, {});
    expect(round.statusCode, round.body).toBe(200);
    expect((await registrationRow(id)).status).toBe('confirmed');
    expect((await outboxTo(who.email)).filter((m) => m.kind === 'hackathon_confirmation')).toHaveLength(1);
  });

  it('refuses a verification naming another registration than the order’s', async () => {
    const who = await learner();
    const id = await registered(who);
    const { paid } = await paidFee(who, id);
    const res = await verifyFee(who, 'HK27-SOMEONEX', paid);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toContain('the registration or amount does not match the order');
    expect((await registrationRow(id)).status).toBe('pending_payment');
  });

  it('refuses to sell a cancelled or refunded registration', async () => {
    for (const status of ['cancelled', 'refunded'] as const) {
      const who = await learner();
      const id = await registered(who);
      await t.db.kysely.updateTable('hackathon_registrations').set({ status }).where('id', '=', id).execute();
      const res = await feeOrder(who, id);
      expect(res.statusCode).toBe(409);
      expect(messageOf(res)).toContain(`was ${status}`);
    }
  });
});
