import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamCodePattern } from '@shared/api/hackathon-teams';
import { loadCurrentEventId } from '@server/hackathon/current-event';
import { teamCodeGuessLimits } from '@server/hackathon/team-code-guesses';
import { createTeamWithLeader } from '@server/hackathon/teams';
import { AppError } from '@server/errors';
import { sessionReply } from '@shared/api/auth';
import { goodPassword, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let address = 0;

describe('hackathon teams', () => {
  let t: TestApp;
  let eventId: string;
  const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-clock-')), 'now');
  /** "Now" for the server; an empty file means the real time. */
  const setClock = (iso: string) => fs.writeFileSync(clockFile, iso);
  beforeAll(async () => {
    setClock('');
    t = await createTestApp({ KODESHALA_TEST_CLOCK_FILE: clockFile });
    eventId = await loadCurrentEventId(t.db.kysely);
  });
  afterAll(async () => t.close());

  /** A signed-in learner; each from its own address, as the sign-up limit counts per address. */
  async function learner(name = 'Learner') {
    const email = uniqueEmail('team');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: goodPassword, displayName: name },
      remoteAddress: `198.51.100.${(++address % 250) + 1}`,
    });
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
    const session = sessionReply.parse(res.json());
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${session.accessToken}` }, ...(payload ? { payload } : {}) });
    return { userId: session.user.uid, email, call, headers: { authorization: `Bearer ${session.accessToken}` } };
  }
  type Learner = Awaited<ReturnType<typeof learner>>;

  async function teamOf(leader: Learner, name = 'Code Warriors') {
    const res = await leader.call('POST', '/api/hackathon/teams', { name, description: 'We build things' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; code: string };
  }

  const countRow = (teamId: string) =>
    t.db.kysely.selectFrom('hackathon_teams').select(['member_count', 'is_active', 'leader_id']).where('id', '=', teamId).executeTakeFirstOrThrow();
  const memberRows = (teamId: string) => t.db.kysely.selectFrom('hackathon_team_members').selectAll().where('team_id', '=', teamId).execute();

  it('answers null before the learner has a team, then creates one with them as its leader', async () => {
    const asha = await learner('Asha');
    const none = await asha.call('GET', '/api/hackathon/team');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ success: true, data: null });

    const created = await asha.call('POST', '/api/hackathon/teams', { name: '  Code Warriors ', description: 'We build things' });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Team created successfully!',
      data: {
        name: 'Code Warriors',
        description: 'We build things',
        leaderId: asha.userId,
        maxMembers: 4,
        registrationStatus: null,
        members: [{ userId: asha.userId, name: 'Asha', email: asha.email, role: 'leader' }],
      },
    });
    expect(body.data.code).toMatch(teamCodePattern);
    expect(await countRow(body.data.id)).toMatchObject({ member_count: 1, is_active: 1 });

    const mine = await asha.call('GET', '/api/hackathon/team');
    expect(mine.json().data).toEqual(body.data);
  });

  it('refuses a team name under 3 characters and a second team for the same learner', async () => {
    const ravi = await learner();
    const short = await ravi.call('POST', '/api/hackathon/teams', { name: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('Team name must be at least 3 characters long');

    await teamOf(ravi);
    const again = await ravi.call('POST', '/api/hackathon/teams', { name: 'Second Team' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'CONFLICT', message: 'You are already part of a team', messageId: 'hackathon.alreadyInTeam' });
  });

  it('joins by code, upper-casing it, and refuses wrong, unknown and repeated codes', async () => {
    const leader = await learner();
    const team = await teamOf(leader, 'Byte Squad');
    const meera = await learner('Meera');

    for (const code of ['abc', 'ABCDEFG', 'AB-12!', '']) {
      const res = await meera.call('POST', '/api/hackathon/teams/join', { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.message, code).toContain('Invalid team code');
    }
    const unknown = await meera.call('POST', '/api/hackathon/teams/join', { code: team.code === 'ZZZZZ9' ? 'ZZZZZ8' : 'ZZZZZ9' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Team not found');

    const joined = await meera.call('POST', '/api/hackathon/teams/join', { code: ` ${team.code.toLowerCase()} ` });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ success: true, message: "Successfully joined team 'Byte Squad'!" });
    expect(joined.json().data.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [leader.userId, 'leader'],
      [meera.userId, 'member'],
    ]);
    expect((await countRow(team.id)).member_count).toBe(2);

    const twice = await meera.call('POST', '/api/hackathon/teams/join', { code: team.code });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('You are already a member of this team');

    const other = await teamOf(await learner(), 'Other Team');
    const elsewhere = await meera.call('POST', '/api/hackathon/teams/join', { code: other.code });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error.message).toBe('You are already part of a team');
    const creating = await meera.call('POST', '/api/hackathon/teams', { name: 'My Own Team' });
    expect(creating.statusCode).toBe(409);
    expect((await countRow(other.id)).member_count).toBe(1);
  });

  it('limits wrong team codes per account, answering 429 with when to try again, and lets the account in once the window ends', async () => {
    const team = await teamOf(await learner(), 'Guess Proof');
    const guesser = await learner('Guesser');
    const wrongCode = team.code === 'ZZZZZ9' ? 'ZZZZZ8' : 'ZZZZZ9';
    for (let i = 0; i < teamCodeGuessLimits.perAccount; i++) expect((await guesser.call('POST', '/api/hackathon/teams/join', { code: wrongCode })).statusCode).toBe(404);
    const refused = await guesser.call('POST', '/api/hackathon/teams/join', { code: team.code });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many wrong team codes. Check the code with your team leader and try again in 15 min.',
      messageId: 'hackathon.tooManyTeamCodes',
      messageValues: { minutes: 15 },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else on the same address still joins with the right code.
    expect((await (await learner()).call('POST', '/api/hackathon/teams/join', { code: team.code })).statusCode).toBe(200);
    setClock(new Date(Date.now() + teamCodeGuessLimits.windowMs + 1000).toISOString());
    try {
      expect((await guesser.call('POST', '/api/hackathon/teams/join', { code: team.code })).statusCode).toBe(200);
    } finally {
      setClock('');
    }
  });

  it('limits wrong team codes per address, across accounts', async () => {
    const team = await teamOf(await learner(), 'Address Proof');
    const wrongCode = team.code === 'ZZZZZ7' ? 'ZZZZZ6' : 'ZZZZZ7';
    const from = '203.0.113.77';
    const joinFrom = (who: Learner, code: string) => t.app.inject({ method: 'POST', url: '/api/hackathon/teams/join', headers: who.headers, payload: { code }, remoteAddress: from });
    let wrong = 0;
    while (wrong < teamCodeGuessLimits.perAddress) {
      const who = await learner();
      for (let i = 0; i < teamCodeGuessLimits.perAccount && wrong < teamCodeGuessLimits.perAddress; i++, wrong++) expect((await joinFrom(who, wrongCode)).statusCode).toBe(404);
    }
    const fresh = await learner();
    expect((await joinFrom(fresh, team.code)).statusCode).toBe(429);
    expect((await fresh.call('POST', '/api/hackathon/teams/join', { code: team.code })).statusCode).toBe(200);
  });

  it('refuses a fifth member', async () => {
    const leader = await learner();
    const team = await teamOf(leader);
    for (let i = 0; i < 3; i++) expect((await (await learner()).call('POST', '/api/hackathon/teams/join', { code: team.code })).statusCode).toBe(200);
    const fifth = await (await learner()).call('POST', '/api/hackathon/teams/join', { code: team.code });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().error).toEqual({ code: 'CONFLICT', message: 'Team is already full', messageId: 'hackathon.teamFull' });
    expect((await countRow(team.id)).member_count).toBe(4);
    expect(await memberRows(team.id)).toHaveLength(4);
  });

  it('lets only the leader change the name and description', async () => {
    const leader = await learner();
    const team = await teamOf(leader);
    const member = await learner();
    await member.call('POST', '/api/hackathon/teams/join', { code: team.code });

    const byMember = await member.call('PATCH', `/api/hackathon/teams/${team.id}`, { name: 'Hijacked' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error).toEqual({ code: 'FORBIDDEN', message: 'Only team leader can update team information', messageId: 'hackathon.teamLeaderOnly' });
    const byStranger = await (await learner()).call('PATCH', `/api/hackathon/teams/${team.id}`, { description: 'nope' });
    expect(byStranger.statusCode).toBe(403);

    const short = await leader.call('PATCH', `/api/hackathon/teams/${team.id}`, { name: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('Team name must be at least 3 characters long');

    const byLeader = await leader.call('PATCH', `/api/hackathon/teams/${team.id}`, { name: 'Null Pointers', description: 'Renamed' });
    expect(byLeader.statusCode, byLeader.body).toBe(200);
    expect(byLeader.json()).toMatchObject({ message: 'Team information updated successfully', data: { name: 'Null Pointers', description: 'Renamed', code: team.code } });
    const onlyDescription = await leader.call('PATCH', `/api/hackathon/teams/${team.id}`, { description: 'Only this' });
    expect(onlyDescription.json().data).toMatchObject({ name: 'Null Pointers', description: 'Only this' });

    const missing = await leader.call('PATCH', '/api/hackathon/teams/no-such-team', { name: 'Whatever' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Team not found');
  });

  it('leaves: a member frees a seat, a leader hands over to the first to have joined, a sole leader closes the team', async () => {
    const loner = await learner();
    const notInTeam = await loner.call('POST', '/api/hackathon/team/leave');
    expect(notInTeam.statusCode).toBe(404);
    expect(notInTeam.json().error.message).toBe('You are not part of any team');

    const leader = await learner();
    const team = await teamOf(leader);
    const first = await learner();
    const second = await learner();
    const third = await learner();
    // Joined a minute apart, so who joined first does not hang on the millisecond.
    for (const [minute, who] of [first, second, third].entries()) {
      setClock(`2030-01-01T10:0${minute}:00.000Z`);
      await who.call('POST', '/api/hackathon/teams/join', { code: team.code });
    }
    setClock('');

    const left = await third.call('POST', '/api/hackathon/team/leave');
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ success: true, message: 'Successfully left the team' });
    expect((await third.call('GET', '/api/hackathon/team')).json().data).toBeNull();
    expect(await countRow(team.id)).toMatchObject({ member_count: 3, leader_id: leader.userId });

    await leader.call('POST', '/api/hackathon/team/leave');
    expect(await countRow(team.id)).toMatchObject({ member_count: 2, is_active: 1, leader_id: first.userId });
    const seen = (await second.call('GET', '/api/hackathon/team')).json().data;
    expect(seen.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [first.userId, 'leader'],
      [second.userId, 'member'],
    ]);
    expect((await first.call('PATCH', `/api/hackathon/teams/${team.id}`, { name: 'New Leader Team' })).statusCode).toBe(200);

    await first.call('POST', '/api/hackathon/team/leave');
    await second.call('POST', '/api/hackathon/team/leave');
    expect(await countRow(team.id)).toMatchObject({ member_count: 0, is_active: 0, leader_id: null });
    const closed = await third.call('POST', '/api/hackathon/teams/join', { code: team.code });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().error.message).toBe('Team not found');

    // Having left, the old leader may start again.
    expect((await leader.call('POST', '/api/hackathon/teams', { name: 'Fresh Start' })).statusCode).toBe(201);
  });

  it('shows the leader’s registration status as the team’s', async () => {
    const leader = await learner();
    const team = await teamOf(leader);
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('hackathon_registrations')
      .values({
        id: `reg-${team.id}`,
        event_id: eventId,
        user_id: leader.userId,
        status: 'confirmed',
        team_name: 'Code Warriors',
        team_size: 1,
        problem_statement_id: null,
        personal_info_json: '{}',
        team_info_json: '{}',
        additional_info_json: '{}',
        amount_paise: 25000,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await leader.call('GET', '/api/hackathon/team')).json().data.registrationStatus).toBe('confirmed');
  });

  it('creates the leader’s team inside a caller’s transaction, and rolls it back when the leader has one already', async () => {
    const leader = await learner();
    const created = await t.db.kysely
      .transaction()
      .execute((trx) => createTeamWithLeader(trx, { eventId, userId: leader.userId, name: 'Registered Team', description: '', registrationId: null, now: new Date().toISOString() }));
    expect(created.code).toMatch(teamCodePattern);
    expect((await leader.call('GET', '/api/hackathon/team')).json().data).toMatchObject({ id: created.teamId, leaderId: leader.userId });

    const attempt = t.db.kysely.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ display_name: 'Changed In Transaction' }).where('id', '=', leader.userId).execute();
      return createTeamWithLeader(trx, { eventId, userId: leader.userId, name: 'Second Team', description: '', registrationId: null, now: new Date().toISOString() });
    });
    await expect(attempt).rejects.toThrow(AppError);
    await expect(attempt).rejects.toMatchObject({ status: 409, message: 'You are already part of a team' });
    const teams = await t.db.kysely.selectFrom('hackathon_teams').select('id').where('name', '=', 'Second Team').execute();
    expect(teams).toEqual([]);
    const user = await t.db.kysely.selectFrom('users').select('display_name').where('id', '=', leader.userId).executeTakeFirstOrThrow();
    expect(user.display_name).not.toBe('Changed In Transaction');
  });

  it('lets exactly three of fifty learners racing for the last three seats in', async () => {
    const leader = await learner();
    const team = await teamOf(leader, 'Race Team');
    const racers: Learner[] = [];
    // Signing up hashes a password; ten at a time keeps the machine responsive.
    for (let i = 0; i < 50; i += 10) racers.push(...(await Promise.all(Array.from({ length: 10 }, () => learner()))));

    const replies = await Promise.all(racers.map((racer) => racer.call('POST', '/api/hackathon/teams/join', { code: team.code })));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    for (const reply of replies.filter((r) => r.statusCode === 409)) expect(reply.json().error.message).toBe('Team is already full');

    expect((await countRow(team.id)).member_count).toBe(4);
    const members = await memberRows(team.id);
    expect(members).toHaveLength(4);
    const winners = racers.filter((_, i) => statuses[i] === 200).map((r) => r.userId);
    expect(members.map((m) => m.user_id).sort()).toEqual([leader.userId, ...winners].sort());
    const stray = await t.db.kysely
      .selectFrom('hackathon_team_members')
      .select('user_id')
      .where(
        'user_id',
        'in',
        racers.map((r) => r.userId),
      )
      .execute();
    expect(stray.map((m) => m.user_id).sort()).toEqual([...winners].sort());
  });

  it('keeps a learner racing into two teams at once in exactly one of them', async () => {
    const teams = [await teamOf(await learner(), 'Team One'), await teamOf(await learner(), 'Team Two')];
    const racer = await learner();
    const replies = await Promise.all(teams.flatMap((team) => [0, 1].map(() => racer.call('POST', '/api/hackathon/teams/join', { code: team.code }))));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.statusCode !== 200)) expect(reply.statusCode).toBe(409);
    const rows = await t.db.kysely.selectFrom('hackathon_team_members').select('team_id').where('user_id', '=', racer.userId).execute();
    expect(rows).toHaveLength(1);
    const counts = await Promise.all(teams.map((team) => countRow(team.id)));
    expect(counts.map((c) => c.member_count).sort()).toEqual([1, 2]);
  });
});
