import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminRegistrationReply } from '@shared/api/hackathon-admin';
import { myInvitationsReply } from '@shared/api/hackathon-invitations';
import { registerReply } from '@shared/api/hackathon-registration';
import { lapseSweepEveryMs } from '@server/hackathon/lapse-sweep';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, goodPassword, login, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * product.md §3.4 "Unpaid hold": an unpaid registration nobody opens still lapses, its
 * invitations expire and its addresses come free, by the server's own round. The round's timer is
 * faked and the server's clock is a file, so nothing waits for real time.
 */
const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-clock-')), 'now');
const start = new Date('2027-01-10T06:00:00.000Z');
const setClock = (at: Date) => fs.writeFileSync(clockFile, at.toISOString());
let t: TestApp;
let organiser: Record<string, string>;

beforeAll(async () => {
  setClock(start);
  // Only the intervals: the server's round is driven by the test, everything else runs as usual.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await createTestApp({ ORGANISER_EMAILS: 'organiser@example.in', KODESHALA_TEST_CLOCK_FILE: clockFile });
  await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'organiser@example.in', password: goodPassword }, remoteAddress: '192.0.2.252' });
  organiser = bearer((await login(t, 'organiser@example.in', goodPassword)).accessToken);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const person = (email: string, name: string) => ({ name, email, phone: '98765 43210', college: 'JNTU Hyderabad', department: 'CSE', year: '2nd' as const });

async function registrationStatus(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/hackathon/admin/registrations/${id}`, headers: organiser });
  expect(res.statusCode, res.body).toBe(200);
  return adminRegistrationReply.parse(res.json()).data.status;
}

describe('the unpaid hold’s round', () => {
  it('lapses an unpaid registration nobody opened: invitations expire, addresses and seats come free, audited and mailed', async () => {
    const [leader, asha] = [await signUp(t, 'sweep'), await signUp(t, 'sweep')];
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/hackathon/register',
      headers: leader.headers,
      payload: {
        personal_info: { full_name: 'Arjun Reddy', email: leader.email, phone: '9876543210', college: 'JNTU Hyderabad', department: 'CSE', year: '3rd' },
        team_info: { team_name: 'Byte Yoddhas', team_size: 2, team_members: [person(asha.email, 'Asha Rao')] },
        additional_info: { problem_statement_id: 'PS03', commitments: { ibm_skillsbuild: true, nasscom_courses: true, full_participation: true }, agree_to_terms: true },
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const id = registerReply.parse(registered.json()).data.registration_id;
    const [invitation] = myInvitationsReply.parse((await t.app.inject({ method: 'GET', url: '/api/hackathon/invitations', headers: asha.headers })).json()).data;
    const accepted = await t.app.inject({ method: 'POST', url: `/api/hackathon/invitations/${invitation?.invitation_id}/accept`, headers: asha.headers, payload: {} });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // The hold has run out, but nobody has opened a participant route since: the organisers'
    // detail still reads pending until the round comes.
    setClock(new Date(start.getTime() + 72 * 3_600_000));
    expect(await registrationStatus(id)).toBe('pending_payment');

    await vi.advanceTimersByTimeAsync(lapseSweepEveryMs);
    await vi.waitFor(async () => expect(await registrationStatus(id)).toBe('cancelled'));

    const db = t.db.kysely;
    const invitations = await db.selectFrom('hackathon_invitations').select('state').where('registration_id', '=', id).execute();
    expect(invitations.map((row) => row.state)).toEqual(['expired']);
    const taken = await db.selectFrom('hackathon_registration_emails').select('email').where('registration_id', '=', id).execute();
    expect(taken).toEqual([]);
    const seats = await db.selectFrom('hackathon_team_members').select('user_id').where('user_id', 'in', [leader.id, asha.id]).execute();
    expect(seats).toEqual([]);
    const audit = await db.selectFrom('hackathon_team_changes').select(['action', 'detail']).where('registration_id', '=', id).where('action', '=', 'lapsed').execute();
    expect(audit).toEqual([{ action: 'lapsed', detail: 'Lapsed unpaid after 72 hours.' }]);
    const mail = await db.selectFrom('mail_outbox').select('kind').where('to_address', '=', leader.email.toLowerCase()).where('kind', '=', 'hackathon_registration_lapsed').execute();
    expect(mail).toHaveLength(1);

    // A second round finds nothing more to do: the registration lapsed once.
    await vi.advanceTimersByTimeAsync(lapseSweepEveryMs);
    expect(await db.selectFrom('hackathon_team_changes').select('id').where('registration_id', '=', id).where('action', '=', 'lapsed').execute()).toHaveLength(1);
  });
});
