import { createHmac } from 'node:crypto';
import { errorReply } from '@shared/api/error-reply';
import {
  adminIdsReply,
  adminParticipantsReply,
  adminRegistrationReply,
  adminRegistrationsReply,
  adminStatsReply,
  bulkUpdateReply,
  statusUpdateReply,
  type AdminListQueryInput,
} from '@shared/api/hackathon-admin';
import { registerReply, type RegisterInput, type RegistrationStatus } from '@shared/api/hackathon-registration';
import { hackathonAdminRoutes } from '@shared/api/routes/hackathon-admin';
import { routePath } from '@shared/api/route';
import { createOrderReply, sandboxCheckoutReply } from '@shared/api/payments';
import { dayKey } from '@shared/engagement/day-key';
import { registrationSearchColumns } from '@server/hackathon/admin-search';
import { listRegistrationIds } from '@server/hackathon/admin-queries';
import { loadCurrentEvent } from '@server/hackathon/current-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, goodPassword, login, uniqueEmail, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const sandboxSecret = 'sandbox-secret-for-the-organiser-tests';
let t: TestApp;
let organiser: Record<string, string>;
let organiserId: string;
let admin: Record<string, string>;

const learner = () => signUp(t, 'warrior');
type Learner = Awaited<ReturnType<typeof learner>>;

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload });
const messageOf = (res: { body: string }) => errorReply.parse(JSON.parse(res.body)).error.message;

/** The fixture: 60 registrations written as registration writes them, a minute apart. */
interface Fixture {
  id: string;
  name: string;
  email: string;
  college: string;
  department: string;
  teamName: string;
  teamSize: number;
  status: RegistrationStatus;
  createdAt: string;
  members: { name: string; email: string }[];
}
const fixture: Fixture[] = [];
const colleges = ['IIT Madras', 'Osmania University', 'Anna University'];
const departments = ['CSE', 'ECE', 'Mechanical', 'Civil'];

/** Some leaders said their gender, most did not (registrations from before the wizard asked). */
const fixtureGender = (i: number) => (i % 4 === 0 ? 'female' : i % 4 === 1 ? 'male' : '');

async function insertFixture(): Promise<void> {
  const event = await loadCurrentEvent(t.db.kysely);
  const base = Date.now() - 2 * 3_600_000;
  for (let i = 0; i < 60; i++) {
    const id = `HK27-FIX${String(i).padStart(4, '0')}`;
    const size = 1 + (i % 4);
    const entry: Fixture = {
      id,
      name: i === 13 ? 'Zoë Ünal' : `Leader ${i}`,
      email: `leader${i}@fixture.in`,
      college: colleges[i % 3] ?? '',
      department: departments[i % 4] ?? '',
      teamName: i === 42 ? 'Under_score 100%' : `Squad ${i}`,
      teamSize: size,
      status: i % 5 === 0 ? 'confirmed' : i % 7 === 0 ? 'cancelled' : 'pending_payment',
      createdAt: new Date(base + i * 60_000).toISOString(),
      members: Array.from({ length: size - 1 }, (_, m) => ({ name: `Member ${i}.${m}`, email: `member${i}.${m}@fixture.in` })),
    };
    fixture.push(entry);
    const userId = `fixture-user-${i}`;
    await t.db.kysely.insertInto('users').values({ id: userId, email: entry.email, display_name: entry.name, password_hash: null, created_at: entry.createdAt, updated_at: entry.createdAt }).execute();
    const leader = { full_name: entry.name, email: entry.email, phone: `98765${String(i).padStart(5, '0')}`, college: entry.college, department: entry.department, year: '2nd', roll_number: '' };
    const members = entry.members.map((member) => ({ ...member, phone: '9876500000', college: entry.college, department: '', year: undefined, roll_number: '', role: 'team member' }));
    await t.db.kysely
      .insertInto('hackathon_registrations')
      .values({
        id,
        event_id: event.id,
        user_id: userId,
        status: entry.status,
        team_name: entry.teamName,
        team_size: size,
        problem_statement_id: 'PS01',
        personal_info_json: JSON.stringify(leader),
        team_info_json: JSON.stringify({ team_name: entry.teamName, team_size: size, team_members: members }),
        additional_info_json: JSON.stringify({ project_idea: '', expectations: '', linkedin: '', github: '' }),
        gender: fixtureGender(i),
        amount_paise: 25_000 * size,
        created_at: entry.createdAt,
        updated_at: entry.createdAt,
        ...registrationSearchColumns({
          id,
          teamName: entry.teamName,
          leader: { name: entry.name, email: entry.email, college: entry.college, department: entry.department, year: '2nd' },
          members: entry.members,
        }),
      })
      .execute();
  }
}

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: sandboxSecret, ADMIN_EMAILS: 'admin@kodeshala.local', ORGANISER_EMAILS: 'organiser@example.in' });
  admin = bearer((await login(t, 'admin@kodeshala.local', 'demo-password-123')).accessToken);
  await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'organiser@example.in', password: goodPassword }, remoteAddress: '192.0.2.250' });
  const session = await login(t, 'organiser@example.in', goodPassword);
  organiser = bearer(session.accessToken);
  organiserId = session.user.uid;
  await insertFixture();
});
afterAll(() => t.close());

const newestFirst = (a: Fixture, b: Fixture) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
const searchable = (entry: Fixture) =>
  [entry.id, entry.teamName, entry.department, entry.name, entry.email, ...entry.members.flatMap((member) => [member.name, member.email])].join('\n').toLowerCase();

async function listPage(query: AdminListQueryInput, headers = organiser) {
  const res = await get(routePath(hackathonAdminRoutes.registrations, {}, query), headers);
  expect(res.statusCode, res.body).toBe(200);
  return adminRegistrationsReply.parse(res.json()).data;
}

/** Every page of a query, in order, checking the paging figures on the way. */
async function allPages(query: AdminListQueryInput & { pageSize: number }) {
  const first = await listPage({ ...query, page: 1 });
  const ids = first.registrations.map((row) => row.registration_id);
  for (let page = 2; page <= first.pageCount; page++) {
    const next = await listPage({ ...query, page });
    expect(next.total).toBe(first.total);
    ids.push(...next.registrations.map((row) => row.registration_id));
  }
  expect(first.pageCount).toBe(Math.max(1, Math.ceil(first.total / query.pageSize)));
  return { total: first.total, ids };
}

describe('the organisers’ registration list', () => {
  it('pages the whole list newest first, 20 a page by default, without overlaps', async () => {
    const first = await listPage({});
    expect(first).toMatchObject({ total: 60, page: 1, pageSize: 20, pageCount: 3 });
    expect(first.registrations).toHaveLength(20);
    const expected = [...fixture].sort(newestFirst).map((entry) => entry.id);
    expect((await allPages({ pageSize: 7 })).ids).toEqual(expected);
    const last = await listPage({ page: 9, pageSize: 7 });
    expect(last.registrations).toHaveLength(4);
    expect((await listPage({ page: 10, pageSize: 7 })).registrations).toEqual([]);

    const row = first.registrations.find((candidate) => candidate.registration_id === 'HK27-FIX0055');
    expect(row).toEqual({
      registration_id: 'HK27-FIX0055',
      name: 'Leader 55',
      email: 'leader55@fixture.in',
      phone: '9876500055',
      college: 'Osmania University',
      department: 'Civil',
      year: '2nd',
      team_name: 'Squad 55',
      team_size: 4,
      status: 'confirmed',
      payment_status: 'pending',
      amount_paise: 100_000,
      created_at: fixture[55]?.createdAt,
    });
    expect(first.filters).toEqual({ colleges: ['Anna University', 'IIT Madras', 'Osmania University'], departments: ['CSE', 'Civil', 'ECE', 'Mechanical'] });
  });

  it('filters by status, type, college and department together, in SQL', async () => {
    const cases: [AdminListQueryInput, (entry: Fixture) => boolean][] = [
      [{ status: 'confirmed' }, (e) => e.status === 'confirmed'],
      [{ status: 'pending_payment', type: 'team' }, (e) => e.status === 'pending_payment' && e.teamSize > 1],
      [{ type: 'individual' }, (e) => e.teamSize === 1],
      [{ college: 'IIT Madras', department: 'CSE' }, (e) => e.college === 'IIT Madras' && e.department === 'CSE'],
      [{ college: 'Anna University', type: 'team', status: 'cancelled' }, (e) => e.college === 'Anna University' && e.teamSize > 1 && e.status === 'cancelled'],
      [{ college: 'Nowhere' }, () => false],
    ];
    for (const [query, keep] of cases) {
      const expected = fixture.filter(keep).sort(newestFirst).map((entry) => entry.id);
      const { total, ids } = await allPages({ ...query, pageSize: 5 });
      expect({ query, total, ids }).toEqual({ query, total: expected.length, ids: expected });
    }
  });

  it('searches name, e-mail, registration id, team name and department, case-insensitively, taking % and _ literally', async () => {
    const cases = ['LEADER1', 'member7.2@FIXTURE', 'hk27-fix003', 'squad 5', 'mechan', 'zoë', 'ÜNAL', '_score 100%', '%', '_', 'nothing like this'];
    for (const search of cases) {
      const expected = fixture.filter((entry) => searchable(entry).includes(search.toLowerCase())).sort(newestFirst).map((entry) => entry.id);
      const { total, ids } = await allPages({ search, pageSize: 9 });
      expect({ search, total, ids }).toEqual({ search, total: expected.length, ids: expected });
    }
    expect((await listPage({ search: '_score 100%' })).registrations.map((row) => row.registration_id)).toEqual(['HK27-FIX0042']);
    const combined = await listPage({ search: 'leader', status: 'confirmed', department: 'CSE', pageSize: 100 });
    expect(combined.registrations.map((row) => row.registration_id)).toEqual(
      fixture.filter((e) => e.status === 'confirmed' && e.department === 'CSE').sort(newestFirst).map((e) => e.id),
    );
  });

  it('answers every id a search and filters match, across pages, for "select all filtered"', async () => {
    const cases: [string, (entry: Fixture) => boolean][] = [
      ['', () => true],
      ['?status=pending_payment&type=team', (e) => e.status === 'pending_payment' && e.teamSize > 1],
      ['?search=squad%201&college=IIT%20Madras', (e) => searchable(e).includes('squad 1') && e.college === 'IIT Madras'],
      ['?college=Nowhere', () => false],
    ];
    for (const [queryString, keep] of cases) {
      const res = await get(`/api/hackathon/admin/registration-ids${queryString}`, organiser);
      expect(res.statusCode, res.body).toBe(200);
      const expected = fixture.filter(keep).sort(newestFirst).map((entry) => entry.id);
      expect({ queryString, ...adminIdsReply.parse(res.json()).data }).toEqual({ queryString, ids: expected, total: expected.length, limit: 500 });
    }
    const event = await loadCurrentEvent(t.db.kysely);
    const everyId = [...fixture].sort(newestFirst).map((entry) => entry.id);
    expect(await listRegistrationIds(t.db.kysely, event.id, {}, 7)).toEqual(everyId.slice(0, 7));
    expect((await get('/api/hackathon/admin/registration-ids?status=pending', organiser)).statusCode).toBe(400);
  });

  it('refuses a page size above 100 and a bad status with 400', async () => {
    expect((await get('/api/hackathon/admin/registrations?pageSize=101', organiser)).statusCode).toBe(400);
    expect((await get('/api/hackathon/admin/registrations?status=pending', organiser)).statusCode).toBe(400);
    expect((await get('/api/hackathon/admin/registrations?page=0', organiser)).statusCode).toBe(400);
  });

  it('pages participant rows by person: each leader, then the members listed', async () => {
    const query = { college: 'IIT Madras', type: 'team' as const };
    const expected = fixture
      .filter((e) => e.college === 'IIT Madras' && e.teamSize > 1)
      .sort(newestFirst)
      .flatMap((e) => [`${e.id}:${e.email}`, ...e.members.map((m) => `${e.id}:${m.email}`)]);
    const seen: string[] = [];
    let pageCount = 1;
    for (let page = 1; page <= pageCount; page++) {
      const res = await get(routePath(hackathonAdminRoutes.participants, {}, { ...query, page, pageSize: 7 }), organiser);
      expect(res.statusCode, res.body).toBe(200);
      const data = adminParticipantsReply.parse(res.json()).data;
      expect(data.total).toBe(expected.length);
      pageCount = data.pageCount;
      seen.push(...data.participants.map((row) => `${row.registration_id}:${row.email}`));
    }
    expect(seen).toEqual(expected);

    const all = adminParticipantsReply.parse((await get('/api/hackathon/admin/details?search=HK27-FIX0003', organiser)).json()).data;
    expect(all.participants).toEqual([
      { registration_id: 'HK27-FIX0003', role: 'leader', name: 'Leader 3', team: 'Squad 3', phone: '9876500003', email: 'leader3@fixture.in', department: 'Civil', year: '2nd', college: 'IIT Madras', status: 'pending_payment' },
      ...[0, 1, 2].map((m) => ({
        registration_id: 'HK27-FIX0003',
        role: 'member',
        name: `Member 3.${m}`,
        team: 'Squad 3',
        phone: '9876500000',
        email: `member3.${m}@fixture.in`,
        department: 'Civil',
        year: '2nd',
        college: 'IIT Madras',
        status: 'pending_payment',
      })),
    ]);
  });
});

const member = (email: string, name: string) => ({ name, email, phone: '98765 43210', college: 'NIT Warangal', department: 'EEE', year: '2nd' as const });
function teamBody(leaderEmail: string, memberEmails: string[], background: Pick<RegisterInput['personal_info'], 'gender'> & Pick<RegisterInput['additional_info'], 'skills'> = {}): RegisterInput {
  return {
    personal_info: { full_name: 'Arjun Reddy', email: leaderEmail, phone: '+91 (987) 654-3210', college: 'NIT Warangal', department: 'EEE', year: '3rd', roll_number: '21EE042', gender: background.gender },
    team_info: { team_name: 'Volt Riders', team_size: 1 + memberEmails.length, team_members: memberEmails.map((email, i) => member(email, `Mate ${i + 1}`)) },
    additional_info: {
      problem_statement_id: 'PS03',
      project_idea: 'A study helper',
      expectations: 'Learn and ship',
      linkedin: '',
      github: 'https://github.com/arjun',
      commitments: { ibm_skillsbuild: true, nasscom_courses: false, full_participation: true },
      agree_to_terms: true,
      skills: background.skills,
    },
  };
}

async function registered(who: Learner, memberEmails: string[] = [], background: Parameters<typeof teamBody>[2] = {}) {
  const res = await post('/api/hackathon/register', who.headers, teamBody(who.email, memberEmails, background));
  expect(res.statusCode, res.body).toBe(201);
  return registerReply.parse(res.json()).data.registration_id;
}

async function feeOrder(who: Learner, registrationId: string) {
  const res = await post('/api/payments/create-order', who.headers, { payment_type: 'hackathon_registration', registration_id: registrationId });
  expect(res.statusCode, res.body).toBe(200);
  return createOrderReply.parse(res.json());
}

async function paidFee(who: Learner, registrationId: string) {
  const order = await feeOrder(who, registrationId);
  const paid = sandboxCheckoutReply.parse((await post('/api/payments/sandbox/checkout', who.headers, { order_id: order.order_id, outcome: 'succeed' })).json());
  if (paid.outcome !== 'succeeded') throw new Error('sandbox payment failed');
  const verified = await post('/api/payments/verify-payment', who.headers, { ...paid, payment_type: 'hackathon_registration', registration_id: registrationId, plan: 'hackathon_team' });
  expect(verified.statusCode, verified.body).toBe(200);
  return paid;
}

/** The gateway reports a failed attempt on the order (what the checkout's failure leads to). */
async function failedAttempt(who: Learner, registrationId: string) {
  const order = await feeOrder(who, registrationId);
  const failed = sandboxCheckoutReply.parse((await post('/api/payments/sandbox/checkout', who.headers, { order_id: order.order_id, outcome: 'fail' })).json());
  const raw = JSON.stringify({
    event: 'payment.failed',
    payload: { payment: { entity: { id: failed.razorpay_payment_id, order_id: order.order_id, amount: order.amount, currency: 'INR', status: 'failed' } } },
  });
  const signature = createHmac('sha256', sandboxSecret).update(raw).digest('hex');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_${failed.razorpay_payment_id}` },
    payload: raw,
  });
  expect(res.json()).toEqual({ outcome: 'processed' });
}

async function stats() {
  const res = await get('/api/hackathon/admin/stats', organiser);
  expect(res.statusCode, res.body).toBe(200);
  return adminStatsReply.parse(res.json()).data;
}

describe('one registration and the statistics', () => {
  it('shows a paid registration in full, found by a member’s e-mail; an unknown id is 404', async () => {
    const who = await learner();
    const mate = uniqueEmail('Mate');
    const skills = { programming_languages: ['Python', 'python', ' Go '], ai_experience: 'beginner' as const, previous_hackathons: '1-2' as const, additional_skills: 'Figma' };
    const id = await registered(who, [mate], { gender: 'non_binary', skills });
    const paid = await paidFee(who, id);

    const found = await listPage({ search: mate.toUpperCase() });
    expect(found.registrations.map((row) => [row.registration_id, row.payment_status, row.status])).toEqual([[id, 'completed', 'confirmed']]);

    const res = await get(routePath(hackathonAdminRoutes.registration, { registrationId: id }), organiser);
    expect(res.statusCode, res.body).toBe(200);
    const detail = adminRegistrationReply.parse(res.json()).data;
    expect(detail).toMatchObject({
      registration_id: id,
      status: 'confirmed',
      personal_info: { full_name: 'Arjun Reddy', email: who.email, phone: '+919876543210', college: 'NIT Warangal', department: 'EEE', year: '3rd', gender: 'non_binary' },
      team: { team_name: 'Volt Riders', team_size: 2, team_members: [{ name: 'Mate 1', email: mate }], joined: [{ user_id: who.id, role: 'leader' }] },
      technical: {
        problem_statement_id: 'PS03',
        project_idea: 'A study helper',
        expectations: 'Learn and ship',
        github: 'https://github.com/arjun',
        commitments: { ibm_skillsbuild: true, nasscom_courses: false, full_participation: true },
        // The same language twice, in two spellings, is kept once.
        skills: { programming_languages: ['Python', 'Go'], ai_experience: 'beginner', previous_hackathons: '1-2', additional_skills: 'Figma' },
      },
      payment: { amount_paise: 50_000, status: 'completed', gateway_payment_id: paid.razorpay_payment_id, gateway_order_id: paid.razorpay_order_id, refunded_paise: 0, failed_attempts: 0 },
      status_history: [],
    });
    expect(detail.technical.problem_statement_title).toEqual(expect.any(String));
    expect(detail.team.team_code).toMatch(/^[A-Z0-9]{6}$/);
    expect(detail.admin_notes).toContain(`Payment ${paid.razorpay_payment_id} received`);

    const asked = await get(routePath(hackathonAdminRoutes.registration, { registrationId: 'HK27-FIX0004' }), organiser);
    expect(adminRegistrationReply.parse(asked.json()).data.technical.skills).toEqual({ programming_languages: [], additional_skills: '' });
    const unknownGender = await post('/api/hackathon/register', (await learner()).headers, { ...teamBody(uniqueEmail('g'), []), personal_info: { ...teamBody('x@example.in', []).personal_info, gender: 'other' } });
    expect(unknownGender.statusCode).toBe(400);
    const tooMany = await post('/api/hackathon/register', (await learner()).headers, teamBody(uniqueEmail('l'), [], { skills: { programming_languages: Array.from({ length: 11 }, (_, i) => `Lang${i}`) } }));
    expect(tooMany.statusCode).toBe(400);
    expect(messageOf(tooMany)).toContain('Choose at most 10 programming languages');

    const missing = await get('/api/hackathon/admin/registrations/HK27-NOSUCH00', organiser);
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe('Registration not found');
  });

  it('counts registrations, revenue net of nothing refunded, failed payments and the analytics breakdowns', async () => {
    const before = await stats();
    const payer = await learner();
    const paidId = await registered(payer, [uniqueEmail('mate'), uniqueEmail('mate')]);
    await paidFee(payer, paidId);
    const failing = await learner();
    const failingId = await registered(failing);
    await failedAttempt(failing, failingId);
    const after = await stats();

    expect(after.total_registrations - before.total_registrations).toBe(2);
    const genderCount = (of: typeof after, gender: string) => of.gender_stats.find((entry) => entry.gender === gender)?.count;
    expect(after.gender_stats.map((entry) => entry.gender)).toEqual(['female', 'male', 'non_binary', 'prefer_not_to_say', 'not_given']);
    expect(genderCount(after, 'male')).toBe(fixture.filter((_, i) => fixtureGender(i) === 'male').length);
    expect(genderCount(after, 'prefer_not_to_say')).toBe(0);
    expect((genderCount(after, 'not_given') ?? 0) - (genderCount(before, 'not_given') ?? 0)).toBe(2);
    expect(after.gender_stats.reduce((sum, entry) => sum + entry.count, 0)).toBe(after.total_registrations);
    expect(after.confirmed_registrations - before.confirmed_registrations).toBe(1);
    expect(after.pending_payments - before.pending_payments).toBe(1);
    expect(after.total_revenue - before.total_revenue).toBe(750);
    expect(after.total_revenue_paise - before.total_revenue_paise).toBe(75_000);
    expect(after.completed_payments - before.completed_payments).toBe(1);
    expect(after.failed_payments - before.failed_payments).toBe(1);
    expect(after.individual_registrations - before.individual_registrations).toBe(1);
    expect(after.group_registrations - before.group_registrations).toBe(1);
    expect(after.total_participants - before.total_participants).toBe(4);

    const failedRow = (await listPage({ search: failingId })).registrations[0];
    expect(failedRow?.payment_status).toBe('failed');
    // Paying after a failure is completed, and no longer a failed payment.
    await paidFee(failing, failingId);
    expect((await listPage({ search: failingId })).registrations[0]?.payment_status).toBe('completed');
    expect((await stats()).failed_payments).toBe(before.failed_payments);

    const iit = after.college_wise_stats.find((entry) => entry.college === 'IIT Madras');
    const ofIit = fixture.filter((e) => e.college === 'IIT Madras');
    expect(iit).toMatchObject({
      total: ofIit.length,
      individual: ofIit.filter((e) => e.teamSize === 1).length,
      team: ofIit.filter((e) => e.teamSize > 1).length,
      confirmed: ofIit.filter((e) => e.status === 'confirmed').length,
      pending: ofIit.filter((e) => e.status === 'pending_payment').length,
    });
    expect(iit?.top_departments).toHaveLength(4);
    expect(after.department_stats.find((entry) => entry.department === 'Mechanical')).toEqual({
      department: 'Mechanical',
      count: fixture.filter((e) => e.department === 'Mechanical').length,
      individual: fixture.filter((e) => e.department === 'Mechanical' && e.teamSize === 1).length,
      team: fixture.filter((e) => e.department === 'Mechanical' && e.teamSize > 1).length,
    });
    expect(after.year_stats.find((entry) => entry.year === '2nd')?.count).toBe(60);
    expect(after.timeline).toHaveLength(7);
    expect(after.timeline.at(-1)?.date).toBe(dayKey(new Date()));
    expect(after.timeline.reduce((sum, day) => sum + day.count, 0)).toBe(after.total_registrations);
  });
});

const outboxOf = (to: string) => t.db.kysely.selectFrom('mail_outbox').select(['kind', 'subject', 'text_body']).where('to_address', '=', to).orderBy('created_at').execute();
const changesOf = (id: string) => t.db.kysely.selectFrom('hackathon_status_changes').selectAll().where('registration_id', '=', id).orderBy('created_at').execute();
const statusOf = async (id: string) => (await t.db.kysely.selectFrom('hackathon_registrations').select(['status', 'admin_notes']).where('id', '=', id).executeTakeFirstOrThrow());

describe('status changes', () => {
  it('sets any status from any status, with the audit trail, the notes and the e-mail each status calls for', async () => {
    const id = 'HK27-FIX0001';
    const steps: [RegistrationStatus, string | undefined, string | null][] = [
      ['confirmed', 'Fee waived by the dean', 'hackathon_confirmation'],
      ['pending_payment', undefined, 'hackathon_payment_reminder'],
      ['waitlisted', 'Hall full', 'hackathon_announcement'],
      ['rejected', undefined, 'hackathon_announcement'],
      ['cancelled', undefined, null],
      ['refunded', undefined, null],
      ['refunded', 'Checked the refund', null],
      ['confirmed', undefined, 'hackathon_confirmation'],
    ];
    let previous: RegistrationStatus = 'pending_payment';
    for (const [status, note, mail] of steps) {
      const res = await put('/api/hackathon/admin/status', organiser, { registration_id: id, status, ...(note ? { admin_notes: note } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      const reply = statusUpdateReply.parse(res.json());
      expect(reply.data.registration).toMatchObject({ registration_id: id, previous_status: previous, status, mail_kind: mail });
      expect(reply.data.mails_queued).toBe(mail ? 1 : 0);
      previous = status;
    }
    expect((await outboxOf('leader1@fixture.in')).map((m) => m.kind)).toEqual(steps.flatMap(([, , mail]) => (mail ? [mail] : [])));
    const [confirmation, reminder, waitlisted] = await outboxOf('leader1@fixture.in');
    expect(confirmation?.subject).toMatch(/: registration HK27-FIX0001 confirmed$/);
    expect(confirmation?.text_body).toContain('Confirmed by the organisers.');
    // The problem statement by its title, not only its id.
    expect(confirmation?.text_body).toContain('Problem statement: PS01: Prescription Verification for Pharmacies');
    expect(reminder?.text_body).toContain('Fee due: ₹500.00 (INR)');
    expect(waitlisted?.subject).toMatch(/registration HK27-FIX0001 is on the waitlist$/);

    const changes = await changesOf(id);
    expect(changes.map((c) => [c.from_status, c.to_status, c.note, c.changed_by])).toEqual(
      steps.map(([status, note], i) => [i === 0 ? 'pending_payment' : steps[i - 1]?.[0], status, note ?? '', organiserId]),
    );
    const { status, admin_notes } = await statusOf(id);
    expect(status).toBe('confirmed');
    expect(admin_notes).toBe('Fee waived by the dean\nHall full\nChecked the refund');

    const detail = adminRegistrationReply.parse((await get(`/api/hackathon/admin/registrations/${id}`, admin)).json()).data;
    expect(detail.status_history).toHaveLength(steps.length);
    expect(detail.status_history[0]?.changed_by).toMatchObject({ user_id: organiserId, email: 'organiser@example.in' });

    const missing = await put('/api/hackathon/admin/status', organiser, { registration_id: 'HK27-NOSUCH00', status: 'confirmed' });
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe('Registration not found');
  });

  it('updates a selection in one transaction: one unknown id changes nothing', async () => {
    const ids = ['HK27-FIX0002', 'HK27-FIX0003', 'HK27-FIX0004'];
    const before = await Promise.all(ids.map(statusOf));
    const bad = await put('/api/hackathon/admin/bulk-update', organiser, { updates: [...ids, 'HK27-NOSUCH00'].map((registration_id) => ({ registration_id, status: 'waitlisted', admin_notes: 'Batch' })) });
    expect(bad.statusCode).toBe(404);
    expect(messageOf(bad)).toBe('Registration not found');
    expect(await Promise.all(ids.map(statusOf))).toEqual(before);
    for (const id of ids) expect(await changesOf(id)).toEqual([]);
    expect(await outboxOf('leader2@fixture.in')).toEqual([]);

    const twice = await put('/api/hackathon/admin/bulk-update', organiser, { updates: [ids[0], ids[0]].map((registration_id) => ({ registration_id, status: 'confirmed' })) });
    expect(twice.statusCode).toBe(400);
    const none = await put('/api/hackathon/admin/bulk-update', organiser, { updates: [] });
    expect(none.statusCode).toBe(400);
    expect(messageOf(none)).toContain('Please select registrations first');

    const good = await put('/api/hackathon/admin/bulk-update', organiser, { updates: ids.map((registration_id) => ({ registration_id, status: 'waitlisted', admin_notes: 'Batch' })) });
    expect(good.statusCode, good.body).toBe(200);
    const reply = bulkUpdateReply.parse(good.json());
    expect(reply.data.count).toBe(3);
    expect(reply.data.mails_queued).toBe(3);
    expect(reply.data.updated.map((row) => [row.registration_id, row.previous_status, row.status])).toEqual(ids.map((id, i) => [id, before[i]?.status, 'waitlisted']));
    for (const id of ids) {
      expect((await statusOf(id)).admin_notes).toBe('Batch');
      expect((await changesOf(id)).map((c) => c.to_status)).toEqual(['waitlisted']);
    }
    expect((await outboxOf('leader3@fixture.in')).map((m) => m.kind)).toEqual(['hackathon_announcement']);
  });
});

describe('who may call the organisers’ routes', () => {
  it('refuses a learner with 403 and a guest with 401 on every one of them', async () => {
    const who = await learner();
    for (const contract of Object.values(hackathonAdminRoutes)) {
      const url = contract.path.replace(':registrationId', 'HK27-FIX0001');
      const payload = contract.method === 'PUT' ? { registration_id: 'HK27-FIX0001', status: 'confirmed', updates: [{ registration_id: 'HK27-FIX0001', status: 'confirmed' }] } : undefined;
      const asLearner = await t.app.inject({ method: contract.method, url, headers: who.headers, ...(payload ? { payload } : {}) });
      expect([contract.path, asLearner.statusCode]).toEqual([contract.path, 403]);
      const asGuest = await t.app.inject({ method: contract.method, url, ...(payload ? { payload } : {}) });
      expect([contract.path, asGuest.statusCode]).toEqual([contract.path, 401]);
    }
    expect((await get('/api/hackathon/admin/stats', admin)).statusCode).toBe(200);
  });
});
