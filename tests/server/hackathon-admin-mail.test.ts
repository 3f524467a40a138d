import { hackathonMessages } from '@shared/hackathon/messages';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sessionReply } from '@shared/api/auth';
import { errorReply } from '@shared/api/error-reply';
import { certificateVerificationReply, hackathonOutboxReply, sendEmailReply, verificationCodePattern } from '@shared/api/hackathon-admin-mail';
import { registerReply, type RegisterInput } from '@shared/api/hackathon-registration';
import { extractText, getDocumentProxy } from 'unpdf';
import { startSmtpPeer, type SmtpPeer } from '../peers/smtp-peer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, goodPassword, login, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let smtp: SmtpPeer;
let t: TestApp;
/** Absent is the real time; certificates are drawn with it set after the event's end. */
const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-clock-')), 'now');
const afterTheEvent = () => fs.writeFileSync(clockFile, '2027-02-23T10:00:00.000Z');
const realTime = () => fs.rmSync(clockFile, { force: true });
let organiser: Record<string, string>;
let learnerHeaders: Record<string, string>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Code Yuddh <hackathon@kodeshala.test>', ORGANISER_EMAILS: 'organiser@example.in', PUBLIC_URL: 'https://kodeshala.test', KODESHALA_TEST_CLOCK_FILE: clockFile });
  await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'organiser@example.in', password: goodPassword }, remoteAddress: '192.0.2.250' });
  organiser = bearer((await login(t, 'organiser@example.in', goodPassword)).accessToken);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let address = 0;
let nameCounter = 0;
/** A learner registered for the event, alone or with members; `status` is set as an organiser or a payment would. */
async function registration(status: 'pending_payment' | 'confirmed' | 'cancelled' = 'confirmed', memberNames: string[] = []) {
  // Registration closes before the event starts.
  realTime();
  const email = uniqueEmail('warrior');
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: goodPassword }, remoteAddress: `198.51.100.${++address}` });
  const headers = bearer(sessionReply.parse(res.json()).accessToken);
  learnerHeaders = headers;
  const name = `Arjun Reddy ${String.fromCharCode(65 + (nameCounter++ % 26))}${nameCounter}`;
  const body: RegisterInput = {
    personal_info: { full_name: name, email, phone: '9876543210', college: 'JNTU Hyderabad', department: 'CSE', year: '3rd', roll_number: '' },
    team_info: {
      team_name: `Byte Warriors ${nameCounter}`,
      team_size: 1 + memberNames.length,
      team_members: memberNames.map((member, i) => ({ name: member, email: uniqueEmail(`mate${i}`), phone: '9876543211', college: 'JNTU Hyderabad', department: 'CSE' })),
    },
    additional_info: {
      problem_statement_id: 'PS03',
      commitments: { ibm_skillsbuild: true, nasscom_courses: false, full_participation: true },
      agree_to_terms: true,
    },
  };
  const registered = await t.app.inject({ method: 'POST', url: '/api/hackathon/register', headers, payload: body });
  expect(registered.statusCode, registered.body).toBe(201);
  const id = registerReply.parse(registered.json()).data.registration_id;
  if (status !== 'pending_payment') await t.db.kysely.updateTable('hackathon_registrations').set({ status }).where('id', '=', id).execute();
  return { id, email, name, teamName: body.team_info.team_name, members: body.team_info.team_members };
}

const post = (url: string, payload: object, headers = organiser) => t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers = organiser) => t.app.inject({ method: 'GET', url, headers });
const messageOf = (res: { body: string }) => errorReply.parse(JSON.parse(res.body)).error.message;
const countByStatus = async (status: 'confirmed' | 'pending_payment') =>
  Number(
    (
      await t.db.kysely
        .selectFrom('hackathon_registrations')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text;
}

describe('e-mail to registrations', () => {
  it('queues one templated mail per listed registration and delivers it over SMTP, reporting the ones it could not send', async () => {
    const [first, second, waiting] = [await registration(), await registration(), await registration('pending_payment')];
    const res = await post('/api/hackathon/admin/send-email', {
      recipients: [first.id, second.id, waiting.id, 'HK27-NOSUCHID'],
      email_type: 'confirmation',
      custom_data: { message: 'Doors open at 9 am.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = sendEmailReply.parse(res.json());
    expect(reply.data).toMatchObject({ successful_count: 2, failed_count: 2 });
    expect(reply.data.failed_sends).toEqual(
      expect.arrayContaining([
        { recipient_id: waiting.id, error: hackathonMessages.confirmationNeedsConfirmed },
        { recipient_id: 'HK27-NOSUCHID', error: hackathonMessages.registrationNotFound },
      ]),
    );

    await expect.poll(() => smtp.to(second.email).length).toBe(1);
    await expect.poll(() => smtp.to(first.email).length).toBe(1);
    const mail = smtp.to(first.email)[0]?.data ?? '';
    expect(mail).toMatch(new RegExp(`Subject: Code Yuddh 2027: registration ${first.id} confirmed`));
    expect(mail).toContain('text/plain');
    expect(mail).toContain('text/html');
    expect(mail).toContain('Doors open at 9 am.');
    expect(mail).toContain('https://kodeshala.test/hackathon/dashboard');
    expect(smtp.to(waiting.email)).toHaveLength(0);
  });

  it('sends a payment reminder with the amount due to every registration waiting for its fee', async () => {
    const waiting = await registration('pending_payment', ['Meera Iyer']);
    const pending = await countByStatus('pending_payment');
    const res = await post('/api/hackathon/admin/send-email', { group: 'pending', email_type: 'reminder' });
    expect(res.statusCode, res.body).toBe(200);
    expect(sendEmailReply.parse(res.json()).data).toEqual({ successful_count: pending, failed_count: 0, failed_sends: [] });
    await expect.poll(() => smtp.to(waiting.email).length).toBe(1);
    const mail = smtp.to(waiting.email)[0]?.data ?? '';
    expect(mail).toContain('500.00');
    expect(mail).toContain('https://kodeshala.test/hackathon/dashboard');
  });

  it('sends an announcement to the confirmed group, and needs its message', async () => {
    await registration();
    const confirmed = await countByStatus('confirmed');
    const res = await post('/api/hackathon/admin/send-email', { group: 'confirmed', email_type: 'announcement', custom_data: { subject: 'Venue change', message: 'We meet in Hall B.' } });
    expect(sendEmailReply.parse(res.json()).data.successful_count).toBe(confirmed);
    const withoutMessage = await post('/api/hackathon/admin/send-email', { group: 'confirmed', email_type: 'announcement' });
    expect(withoutMessage.statusCode).toBe(400);
    expect(messageOf(withoutMessage)).toBe(hackathonMessages.announcementNeedsMessage);
  });

  it('reports a registration whose address cannot receive mail instead of queueing it', async () => {
    const broken = await registration();
    const row = await t.db.kysely.selectFrom('hackathon_registrations').select('personal_info_json').where('id', '=', broken.id).executeTakeFirstOrThrow();
    const info = { ...(JSON.parse(row.personal_info_json) as object), email: 'no-at-sign' };
    await t.db.kysely.updateTable('hackathon_registrations').set({ personal_info_json: JSON.stringify(info) }).where('id', '=', broken.id).execute();
    const res = await post('/api/hackathon/admin/send-email', { recipients: [broken.id], email_type: 'test' });
    expect(sendEmailReply.parse(res.json()).data).toEqual({
      successful_count: 0,
      failed_count: 1,
      failed_sends: [{ recipient_id: broken.id, error: hackathonMessages.unusableAddress }],
    });
  });

  it("refuses an unknown type with 'Unknown email type', and a call naming both ids and a group", async () => {
    const unknown = await post('/api/hackathon/admin/send-email', { group: 'all', email_type: 'newsletter' });
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe('Unknown email type');
    const both = await post('/api/hackathon/admin/send-email', { group: 'all', recipients: ['HK27-AAAAAAAA'], email_type: 'test' });
    expect(both.statusCode).toBe(400);
    expect(messageOf(both)).toContain(hackathonMessages.oneAudience);
  });

  it("lists the hackathon's mail newest first with each message's delivery state", async () => {
    const latest = await registration();
    await post('/api/hackathon/admin/send-email', { recipients: [latest.id], email_type: 'test' });
    await expect.poll(() => smtp.to(latest.email).length).toBe(1);
    const outboxNow = async () => hackathonOutboxReply.parse((await get('/api/hackathon/admin/outbox')).json()).data;
    // The mail server has the message a moment before the worker records that it was sent.
    await expect.poll(async () => (await outboxNow()).messages[0]).toMatchObject({ to: latest.email, kind: 'hackathon_test', status: 'sent' });
    const outbox = await outboxNow();
    expect(outbox.messages.every((message) => message.kind.startsWith('hackathon_'))).toBe(true);
    expect(outbox.total).toBeGreaterThanOrEqual(outbox.messages.length);
    const page2 = hackathonOutboxReply.parse((await get('/api/hackathon/admin/outbox?page=2')).json()).data;
    expect(page2.page).toBe(2);
  });
});

describe('participation certificates', () => {
  it('issues none before the event has ended, by any of its three ways', async () => {
    const person = await registration();
    for (const res of [
      await post('/api/hackathon/admin/generate-certificate', { registration_id: person.id }),
      await get('/api/hackathon/admin/certificates.zip'),
      await post('/api/hackathon/admin/send-email', { recipients: [person.id], email_type: 'certificate' }),
    ]) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(409);
      expect(messageOf(res)).toBe(hackathonMessages.certificateBeforeEnd);
    }
    expect(await t.db.kysely.selectFrom('hackathon_certificates').select('id').where('registration_id', '=', person.id).execute()).toEqual([]);
  });

  it('draws a confirmed registration’s certificates as a PDF, a page with its own name and code for each person, and reuses the codes next time', async () => {
    const person = await registration('confirmed', ['Meera Iyer', 'సాయి Kumar', 'राम Verma']);
    afterTheEvent();
    const res = await post('/api/hackathon/admin/generate-certificate', { registration_id: person.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate_${person.id}.pdf"`);
    const stored = await t.db.kysely.selectFrom('hackathon_certificates').selectAll().where('registration_id', '=', person.id).orderBy('recipient').execute();
    // The leader's (recipient '') and each member's, by the address the leader declared them with.
    expect(stored.map((row) => [row.recipient, row.recipient_name])).toEqual(
      [['', person.name], ...person.members.map((member) => [member.email.toLowerCase(), member.name])].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
    expect(new Set(stored.map((row) => row.verification_code)).size).toBe(4);
    const document = await getDocumentProxy(new Uint8Array(res.rawPayload));
    expect(document.numPages).toBe(4);
    // A name in two scripts is drawn as two runs, which the text layer may break across lines.
    const pages = (await extractText(document, { mergePages: false })).text.map((page) => page.replace(/\s+/g, ' '));
    const leaderCode = stored.find((row) => row.recipient === '')?.verification_code ?? '';
    expect(pages[0]).toContain(person.name);
    expect(pages[0]).toContain(leaderCode);
    for (const [index, member] of person.members.entries()) {
      const page = pages[index + 1] ?? '';
      expect(page).toContain(member.name);
      expect(page).toContain(stored.find((row) => row.recipient === member.email.toLowerCase())?.verification_code ?? 'missing');
      // Each page names the rest of the team, the leader among them.
      expect(page).toContain(person.name);
    }
    const code = leaderCode;
    expect(code).toMatch(verificationCodePattern);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(person.name);
    expect(text).toContain(code);
    expect(text).toContain(person.teamName);
    expect(text).toContain('Meera Iyer');
    // Names as their owners wrote them, in the Noto family that has their letters.
    expect(text).toContain('సాయి Kumar');
    expect(text).toContain('राम Verma');
    expect(text).toContain('(कोड युद्ध 2027)');
    expect(text).not.toContain('?');
    expect(text).toContain(`https://kodeshala.test/hackathon/certificates/${code}`);

    const again = await post('/api/hackathon/admin/generate-certificate', { registration_id: person.id });
    expect(await pdfText(again.rawPayload)).toContain(code);
    expect(await t.db.kysely.selectFrom('hackathon_certificates').select('id').where('registration_id', '=', person.id).execute()).toHaveLength(4);
  });

  it('mails each person of a team their own certificate, whose check shows their name', async () => {
    const team = await registration('confirmed', ['Meera Iyer', 'Kiran Rao']);
    afterTheEvent();
    const sent = await post('/api/hackathon/admin/send-email', { recipients: [team.id], email_type: 'certificate' });
    expect(sendEmailReply.parse(sent.json()).data).toMatchObject({ successful_count: 1, failed_count: 0 });
    for (const person of [{ name: team.name, email: team.email }, ...team.members]) {
      const [queued, ...more] = await t.db.kysely.selectFrom('mail_outbox').select('text_body').where('to_address', '=', person.email).where('kind', '=', 'hackathon_certificate').execute();
      expect(more).toEqual([]);
      const code = /KSC-[A-HJ-NP-Z2-9]{10}/.exec(queued?.text_body ?? '')?.[0] ?? 'no code in the mail';
      const checked = await t.app.inject({ method: 'GET', url: `/api/hackathon/certificates/${code}` });
      expect(checked.statusCode, checked.body).toBe(200);
      expect(certificateVerificationReply.parse(checked.json())).toMatchObject({ valid: true, participant_name: person.name, team_name: team.teamName });
    }
  });

  it('refuses a certificate to a registration that is not confirmed, and to an unknown one', async () => {
    const waiting = await registration('pending_payment');
    afterTheEvent();
    const res = await post('/api/hackathon/admin/generate-certificate', { registration_id: waiting.id });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(hackathonMessages.certificateNeedsConfirmed);
    const unknown = await post('/api/hackathon/admin/generate-certificate', { registration_id: 'HK27-NOSUCHID' });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe('Registration not found');
  });

  it('lets anyone check a certificate by its code, and says when the registration no longer stands', async () => {
    const person = await registration();
    afterTheEvent();
    const sent = await post('/api/hackathon/admin/send-email', { recipients: [person.id], email_type: 'certificate' });
    expect(sendEmailReply.parse(sent.json()).data.successful_count).toBe(1);
    const { verification_code: code } = await t.db.kysely.selectFrom('hackathon_certificates').select('verification_code').where('registration_id', '=', person.id).executeTakeFirstOrThrow();
    // Queued at the test clock's time after the event, so read from the outbox rather than waiting for delivery.
    const [queued] = await t.db.kysely.selectFrom('mail_outbox').select('text_body').where('to_address', '=', person.email).execute();
    expect(queued?.text_body).toContain(`https://kodeshala.test/hackathon/certificates/${code}`);

    const res = await t.app.inject({ method: 'GET', url: `/api/hackathon/certificates/${code}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(certificateVerificationReply.parse(res.json())).toMatchObject({ valid: true, participant_name: person.name, team_name: person.teamName, event_name: 'Code Yuddh 2027' });
    expect(res.body).not.toContain(person.email);

    await t.db.kysely.updateTable('hackathon_registrations').set({ status: 'cancelled' }).where('id', '=', person.id).execute();
    expect(certificateVerificationReply.parse((await t.app.inject({ method: 'GET', url: `/api/hackathon/certificates/${code}` })).json()).valid).toBe(false);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/hackathon/certificates/KSC-AAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(hackathonMessages.noCertificate);
  });

  it('puts one certificate per confirmed registration in the ZIP', async () => {
    await registration();
    await registration('pending_payment');
    afterTheEvent();
    const confirmed = await t.db.kysely.selectFrom('hackathon_registrations').select('id').where('status', '=', 'confirmed').execute();
    const res = await get('/api/hackathon/admin/certificates.zip');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-zip-')), 'certificates.zip');
    fs.writeFileSync(file, res.rawPayload);
    const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n').sort();
    expect(names).toEqual(confirmed.map((row) => `certificate_${row.id}.pdf`).sort());
    const [firstName] = names;
    const first = execFileSync('unzip', ['-p', file, firstName ?? ''], { maxBuffer: 10_000_000 });
    expect(await pdfText(first)).toMatch(/KSC-[A-HJ-NP-Z2-9]{10}/);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});

describe('who may use the utilities', () => {
  it('refuses a learner every organiser utility', async () => {
    await registration('pending_payment');
    const calls = [
      post('/api/hackathon/admin/send-email', { group: 'all', email_type: 'test' }, learnerHeaders),
      get('/api/hackathon/admin/outbox', learnerHeaders),
      post('/api/hackathon/admin/generate-certificate', { registration_id: 'HK27-AAAAAAAA' }, learnerHeaders),
      get('/api/hackathon/admin/certificates.zip', learnerHeaders),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(messageOf(res)).toBe('Access denied. Organiser privileges required.');
    }
  });
});
