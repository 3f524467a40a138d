import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorReply } from '@shared/api/error-reply';
import { adminRegistrationReply, adminRegistrationsReply, adminStatsReply, adminTeamChangesReply } from '@shared/api/hackathon-admin';
import { membershipReply, myInvitationsReply, teamCodeReply } from '@shared/api/hackathon-invitations';
import { myRegistrationsReply, registerReply, type RegisterInput } from '@shared/api/hackathon-registration';
import { myTeamReply } from '@shared/api/hackathon-teams';
import { createOrderReply, sandboxCheckoutReply } from '@shared/api/payments';
import { outboxReply } from '@shared/api/mail';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, goodPassword, login, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * product.md §3.4 "Members and invitations" and "Payment state": who belongs to a registered team
 * and who has paid are one model, through HTTP on the configured database, with the server's
 * clock moved by a file.
 */
const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-clock-')), 'now');
let t: TestApp;
let admin: Record<string, string>;
let organiser: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({
    PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-the-membership-tests',
    ADMIN_EMAILS: 'admin@kodeshala.local',
    ORGANISER_EMAILS: 'organiser@example.in',
    KODESHALA_TEST_CLOCK_FILE: clockFile,
  });
  admin = bearer((await login(t, 'admin@kodeshala.local', 'demo-password-123')).accessToken);
  await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'organiser@example.in', password: goodPassword }, remoteAddress: '192.0.2.251' });
  organiser = bearer((await login(t, 'organiser@example.in', goodPassword)).accessToken);
});
afterAll(() => t.close());
// Each test starts at a fixed time well before the deadline, so the 72-hour hold is the test's to move.
const start = new Date('2027-01-10T06:00:00.000Z');
const setClock = (at: Date) => fs.writeFileSync(clockFile, at.toISOString());
const hoursLater = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
beforeEach(() => setClock(start));

const learner = () => signUp(t, 'squad');
type Learner = Awaited<ReturnType<typeof learner>>;

const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: payload ?? {} }) });
const messageOf = (res: { body: string }) => errorReply.parse(JSON.parse(res.body)).error.message;

const person = (email: string, name: string) => ({ name, email, phone: '98765 43210', college: 'JNTU Hyderabad', department: 'CSE', year: '2nd' as const });

function teamBody(leaderEmail: string, members: { email: string; name: string }[]): RegisterInput {
  return {
    personal_info: { full_name: 'Arjun Reddy', email: leaderEmail, phone: '9876543210', college: 'JNTU Hyderabad', department: 'CSE', year: '3rd' },
    team_info: { team_name: 'Byte Yoddhas', team_size: 1 + members.length, team_members: members.map((m) => person(m.email, m.name)) },
    additional_info: {
      problem_statement_id: 'PS03',
      commitments: { ibm_skillsbuild: true, nasscom_courses: true, full_participation: true },
      agree_to_terms: true,
    },
  };
}

async function register(leader: Learner, members: Learner[]) {
  const res = await send('POST', '/api/hackathon/register', leader.headers, teamBody(leader.email, members.map((m, i) => ({ email: m.email, name: `Member ${i + 1}` }))));
  expect(res.statusCode, res.body).toBe(201);
  return registerReply.parse(res.json()).data.registration_id;
}

async function myRegistration(who: Learner) {
  const res = await send('GET', '/api/hackathon/registrations', who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return myRegistrationsReply.parse(res.json()).data[0];
}

async function invitationsOf(who: Learner) {
  return myInvitationsReply.parse((await send('GET', '/api/hackathon/invitations', who.headers)).json()).data;
}

async function teamOf(who: Learner) {
  return myTeamReply.parse((await send('GET', '/api/hackathon/team', who.headers)).json()).data;
}

async function pay(who: Learner, registrationId: string) {
  const order = await send('POST', '/api/payments/create-order', who.headers, { payment_type: 'hackathon_registration', registration_id: registrationId });
  expect(order.statusCode, order.body).toBe(200);
  const { order_id } = createOrderReply.parse(order.json());
  const paid = sandboxCheckoutReply.parse((await send('POST', '/api/payments/sandbox/checkout', who.headers, { order_id, outcome: 'succeed' })).json());
  if (paid.outcome !== 'succeeded') throw new Error('sandbox payment failed');
  const verified = await send('POST', '/api/payments/verify-payment', who.headers, { ...paid, payment_type: 'hackathon_registration', registration_id: registrationId });
  expect(verified.statusCode, verified.body).toBe(200);
}

async function mailTo(email: string) {
  return outboxReply.parse((await send('GET', `/api/admin/mail/outbox?to=${encodeURIComponent(email.toLowerCase())}`, admin)).json()).messages;
}

const states = async (who: Learner) => (await myRegistration(who))?.members.map((m) => m.state);

describe('a registered team’s members', () => {
  it('refuses a stranger with the code, and the declared members still get their seats, paid for', async () => {
    const [leader, asha, ravi, stranger] = [await learner(), await learner(), await learner(), await learner()];
    const id = await register(leader, [asha, ravi]);
    await pay(leader, id);
    const code = (await teamOf(leader))?.code ?? '';

    const refused = await send('POST', '/api/hackathon/teams/join', stranger.headers, { code });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(
      `This team's code is only for the members its leader declared. Ask the leader to add your address (${stranger.email.toLowerCase()}) to the registration, then accept the invitation.`,
    );
    expect(await teamOf(stranger)).toBeNull();

    // One declared member joins with the code, the other accepts the invitation: both are in.
    const joined = await send('POST', '/api/hackathon/teams/join', asha.headers, { code });
    expect(joined.statusCode, joined.body).toBe(200);
    const [invitation] = await invitationsOf(ravi);
    expect(invitation).toMatchObject({ registration_id: id, team_name: 'Byte Yoddhas', leader_name: 'Arjun Reddy', paid: true });
    const accepted = await send('POST', `/api/hackathon/invitations/${invitation?.invitation_id}/accept`, ravi.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(membershipReply.parse(accepted.json()).message).toBe("You are in team 'Byte Yoddhas'.");

    const team = await teamOf(leader);
    expect(team?.members.map((m) => m.userId).sort()).toEqual([leader.id, asha.id, ravi.id].sort());
    expect(await states(leader)).toEqual(['paid', 'paid']);
    const told = (await mailTo(leader.email)).filter((m) => m.kind === 'hackathon_team_change').map((m) => m.text);
    expect(told).toHaveLength(2);
    expect(told.every((text) => text.includes('accepted the invitation and is in the team.'))).toBe(true);
    // The paid seats are the declared members': nobody else takes an address of theirs.
    const listed = await t.db.kysely.selectFrom('hackathon_registration_emails').select('email').where('registration_id', '=', id).orderBy('email').execute();
    expect(listed.map((r) => r.email)).toEqual([leader.email, asha.email, ravi.email].map((e) => e.toLowerCase()).sort());
  });

  it('sends each declared member an invitation, and the leader’s confirmation carries the team code', async () => {
    const [leader, asha] = [await learner(), await learner()];
    const id = await register(leader, [asha]);
    const code = (await teamOf(leader))?.code ?? '';
    const [invite] = await mailTo(asha.email);
    expect(invite).toMatchObject({ kind: 'hackathon_invitation', subject: 'Code Yuddh 2027: Arjun Reddy invited you to their team' });
    expect(invite?.text).toContain(`Team code: ${code}`);
    await pay(leader, id);
    const confirmation = (await mailTo(leader.email)).find((m) => m.kind === 'hackathon_confirmation');
    expect(confirmation?.text).toContain(`Team code: ${code}`);
  });

  it('frees a squatted address once its owner declines, and lets them register their own team', async () => {
    const [squatter, owner, mate] = [await learner(), await learner(), await learner()];
    const squat = await register(squatter, [owner]);
    // Naming an address takes nothing: its owner can register while merely invited...
    const [invitation] = await invitationsOf(owner);
    const declined = await send('POST', `/api/hackathon/invitations/${invitation?.invitation_id}/decline`, owner.headers);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await states(squatter)).toEqual(['declined']);
    expect((await mailTo(squatter.email)).some((m) => m.kind === 'hackathon_team_change' && m.text.includes('declined the invitation'))).toBe(true);
    const again = await send('POST', `/api/hackathon/invitations/${invitation?.invitation_id}/accept`, owner.headers);
    expect(again.statusCode).toBe(409);
    // ...and after declining, their own registration goes through and takes their address.
    const own = await register(owner, [mate]);
    expect(own).not.toBe(squat);
  });

  it('frees every address of an unpaid registration after 72 hours, tells the leader, and lets the leader register anew', async () => {
    const [leader, asha, later] = [await learner(), await learner(), await learner()];
    const id = await register(leader, [asha]);
    const [invitation] = await invitationsOf(asha);
    expect((await send('POST', `/api/hackathon/invitations/${invitation?.invitation_id}/accept`, asha.headers)).statusCode).toBe(200);
    // Accepted, Asha's address is taken: another team naming her is refused.
    const blocked = await send('POST', '/api/hackathon/register', later.headers, teamBody(later.email, [{ email: asha.email, name: 'Asha' }]));
    expect(blocked.statusCode).toBe(409);

    setClock(hoursLater(72 - 0.001));
    expect((await myRegistration(leader))?.status).toBe('pending_payment');
    setClock(hoursLater(72));
    const lapsed = await myRegistration(leader);
    expect(lapsed).toMatchObject({ registration_id: id, status: 'cancelled', expired_at: hoursLater(72).toISOString() });
    expect(lapsed?.members.map((m) => m.state)).toEqual(['expired']);
    expect(await teamOf(asha)).toBeNull();
    const mail = (await mailTo(leader.email)).filter((m) => m.kind === 'hackathon_registration_lapsed');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('was not paid within 72 hours');
    const order = await send('POST', '/api/payments/create-order', leader.headers, { payment_type: 'hackathon_registration', registration_id: id });
    expect(order.statusCode).toBe(409);

    // Asha's address is free at once, and the leader may register again.
    await register(later, [asha]);
    const fresh = await register(leader, []);
    expect(fresh).not.toBe(id);
  });

  it('lets the leader remove a member, invite a replacement and change the code, auditing and mailing each', async () => {
    const [leader, asha, ravi, meera, other] = [await learner(), await learner(), await learner(), await learner(), await learner()];
    const id = await register(leader, [asha, ravi]);
    const members = (await myRegistration(leader))?.members ?? [];
    const [ashaSeat, raviSeat] = members;
    const [ashaInvite] = await invitationsOf(asha);
    expect((await send('POST', `/api/hackathon/invitations/${ashaInvite?.invitation_id}/accept`, asha.headers)).statusCode).toBe(200);

    // Someone else cannot change the team: it reads as missing.
    const foreign = await send('POST', `/api/hackathon/registrations/${id}/members/${ashaSeat?.invitation_id}/remove`, other.headers);
    expect(foreign.statusCode).toBe(404);

    const removed = await send('POST', `/api/hackathon/registrations/${id}/members/${ashaSeat?.invitation_id}/remove`, leader.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await teamOf(asha)).toBeNull();
    expect((await mailTo(asha.email)).map((m) => m.kind)).toContain('hackathon_member_removed');

    const early = await send('PUT', `/api/hackathon/registrations/${id}/members/${raviSeat?.invitation_id}`, leader.headers, person(meera.email, 'Meera'));
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe('Only a member who declined, was removed or whose invitation lapsed can be replaced.');
    setClock(hoursLater(1));
    const replaced = await send('PUT', `/api/hackathon/registrations/${id}/members/${ashaSeat?.invitation_id}`, leader.headers, person(meera.email, 'Meera'));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await myRegistration(leader))?.members.map((m) => [m.name, m.state])).toEqual([
      ['Member 2', 'invited'],
      ['Meera', 'invited'],
    ]);
    // The registration's declared list names Meera where Asha was.
    expect((await myRegistration(leader))?.team_members.map((m) => m.email)).toEqual([meera.email, ravi.email]);
    expect((await mailTo(meera.email)).map((m) => m.kind)).toEqual(['hackathon_invitation']);

    const oldCode = (await teamOf(leader))?.code ?? '';
    const changed = await send('POST', `/api/hackathon/registrations/${id}/team-code`, leader.headers);
    expect(changed.statusCode, changed.body).toBe(200);
    const { code } = teamCodeReply.parse(changed.json()).data;
    expect(code).not.toBe(oldCode);
    expect((await send('POST', '/api/hackathon/teams/join', ravi.headers, { code: oldCode })).statusCode).toBe(404);
    expect((await send('POST', '/api/hackathon/teams/join', ravi.headers, { code })).statusCode).toBe(200);

    const audit = await t.db.kysely.selectFrom('hackathon_team_changes').select(['action', 'actor_id']).where('registration_id', '=', id).orderBy('created_at').orderBy('action').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['accepted', 'accepted', 'code', 'removed', 'replaced']);
    const changes = (await mailTo(leader.email)).filter((m) => m.kind === 'hackathon_team_change').map((m) => m.text);
    expect(changes.some((text) => text.includes('Member 1 is no longer in the team.'))).toBe(true);
    expect(changes.some((text) => text.includes('Meera is invited in place of Member 1.'))).toBe(true);
    expect(changes.some((text) => text.includes(`The team has a new code: ${code}.`))).toBe(true);
  });
});

describe('the names a team shows', () => {
  it('lists the members by the names they registered with, for the organisers and the team, and finds them by those names', async () => {
    const [leader, asha] = [await learner(), await learner()];
    const res = await send('POST', '/api/hackathon/register', leader.headers, {
      ...teamBody(leader.email, [{ email: asha.email, name: 'Asha Venkatalakshmi' }]),
      personal_info: { ...teamBody(leader.email, []).personal_info, full_name: 'Arjun Suryanarayana' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = registerReply.parse(res.json()).data.registration_id;
    const [invitation] = await invitationsOf(asha);
    expect((await send('POST', `/api/hackathon/invitations/${invitation?.invitation_id}/accept`, asha.headers)).statusCode).toBe(200);

    const detail = adminRegistrationReply.parse((await send('GET', `/api/hackathon/admin/registrations/${id}`, organiser)).json()).data;
    expect(detail.team.joined.map((m) => [m.name, m.role])).toEqual([
      ['Arjun Suryanarayana', 'leader'],
      ['Asha Venkatalakshmi', 'member'],
    ]);
    expect((await teamOf(asha))?.members.map((m) => m.name)).toEqual(['Arjun Suryanarayana', 'Asha Venkatalakshmi']);
    const found = adminRegistrationsReply.parse((await send('GET', `/api/hackathon/admin/registrations?search=${encodeURIComponent('venkatalakshmi')}`, organiser)).json()).data;
    expect(found.registrations.map((r) => r.registration_id)).toEqual([id]);
  });
});

describe('payment state apart from the status', () => {
  async function revenue() {
    const res = await send('GET', '/api/hackathon/admin/stats', organiser);
    expect(res.statusCode, res.body).toBe(200);
    return adminStatsReply.parse(res.json()).data;
  }
  const setStatus = (registrationId: string, status: string) => send('PUT', '/api/hackathon/admin/status', organiser, { registration_id: registrationId, status });

  it('never charges a paid registration twice, even after an organiser sets it back to pending, and revenue counts one payment', async () => {
    const leader = await learner();
    const before = await revenue();
    const id = await register(leader, []);
    await pay(leader, id);

    const pending = await setStatus(id, 'pending_payment');
    expect(pending.statusCode, pending.body).toBe(200);
    expect((pending.json() as { data: { mail_kind: string | null }[] }).data[0]?.mail_kind ?? null).toBeNull();
    expect((await mailTo(leader.email)).map((m) => m.kind)).not.toContain('hackathon_payment_reminder');
    expect(await myRegistration(leader)).toMatchObject({ status: 'pending_payment', paid_at: expect.any(String), expires_at: null });

    const second = await send('POST', '/api/payments/create-order', leader.headers, { payment_type: 'hackathon_registration', registration_id: id });
    expect(second.statusCode).toBe(409);
    expect(messageOf(second)).toBe('This registration is already paid.');

    // A paid registration set back to pending never lapses.
    setClock(hoursLater(100));
    expect((await myRegistration(leader))?.status).toBe('pending_payment');

    const after = await revenue();
    expect(after.total_revenue_paise - before.total_revenue_paise).toBe(25000);
    expect(after.completed_payments - before.completed_payments).toBe(1);
  });

  it('shows organisers the registrations whose refund is due, and each team’s membership audit trail', async () => {
    const [leader, asha, ravi, other] = [await learner(), await learner(), await learner(), await learner()];
    const id = await register(leader, [asha, ravi]);
    const unpaid = await register(other, []);
    const [ashaInvite] = await invitationsOf(asha);
    expect((await send('POST', `/api/hackathon/invitations/${ashaInvite?.invitation_id}/accept`, asha.headers)).statusCode).toBe(200);
    const [, raviSeat] = (await myRegistration(leader))?.members ?? [];
    // The trail is in time order; the test's clock stands still unless moved.
    setClock(hoursLater(1));
    expect((await send('POST', `/api/hackathon/registrations/${id}/members/${raviSeat?.invitation_id}/remove`, leader.headers)).statusCode).toBe(200);
    await pay(leader, id);
    expect((await setStatus(id, 'waitlisted')).statusCode).toBe(200);

    const trail = await send('GET', `/api/hackathon/admin/registrations/${id}/team-changes`, organiser);
    expect(trail.statusCode, trail.body).toBe(200);
    const { data } = adminTeamChangesReply.parse(trail.json());
    expect(data.refund_due).toBe(true);
    expect(data.members.map((m) => [m.email, m.state])).toEqual([
      [asha.email.toLowerCase(), 'paid'],
      [ravi.email.toLowerCase(), 'removed'],
    ]);
    expect(data.changes.map((c) => [c.action, c.actor?.user_id ?? null])).toEqual([
      ['accepted', asha.id],
      ['removed', leader.id],
    ]);
    expect(adminRegistrationReply.parse((await send('GET', `/api/hackathon/admin/registrations/${id}`, organiser)).json()).data.payment.refund_due).toBe(true);

    const due = adminRegistrationsReply.parse((await send('GET', '/api/hackathon/admin/registrations?payment=refund_due&pageSize=100', organiser)).json()).data;
    const dueIds = due.registrations.map((r) => r.registration_id);
    expect(dueIds).toContain(id);
    expect(dueIds).not.toContain(unpaid);
    // The export follows the same filter, as the Registrations tab sends it.
    const exported = await send('GET', '/api/hackathon/admin/export?format=csv&type=detailed&payment=refund_due', organiser);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(id);
    expect(exported.body).not.toContain(unpaid);

    const missing = await send('GET', '/api/hackathon/admin/registrations/HK27-NOSUCHID/team-changes', organiser);
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe('Registration not found');
    expect((await send('GET', `/api/hackathon/admin/registrations/${id}/team-changes`, leader.headers)).statusCode).toBe(403);
  });

  it('marks a paid registration waitlisted or rejected as refund due, and never asks it to pay', async () => {
    for (const status of ['waitlisted', 'rejected']) {
      const leader = await learner();
      const id = await register(leader, []);
      await pay(leader, id);
      expect((await setStatus(id, status)).statusCode).toBe(200);
      expect(await myRegistration(leader)).toMatchObject({ status, refund_due: true, paid_at: expect.any(String) });
      const order = await send('POST', '/api/payments/create-order', leader.headers, { payment_type: 'hackathon_registration', registration_id: id });
      expect(order.statusCode).toBe(409);
      expect(messageOf(order)).toBe('This registration is already paid.');
      const row = await t.db.kysely.selectFrom('hackathon_registrations').select('admin_notes').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.admin_notes).toContain(`Set to ${status} after the fee was paid; refund due.`);
    }
  });
});
