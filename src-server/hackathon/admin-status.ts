import { hackathonMessageTable } from '@shared/hackathon/messages';
import { randomUUID } from 'node:crypto';
import type { StatusUpdate, UpdatedRegistration } from '@shared/api/hackathon-admin';
import { registrationSummary, type RegistrationStatus } from '@shared/api/hackathon-registration';
import type { Kysely, Selectable } from 'kysely';
import type { Executor } from '../db/executor';
import type { Database, HackathonRegistrationsTable } from '../db/schema';
import type { Clock } from '../clock';
import { AppError, badRequest, notFound } from '../errors';
import type { MailDelivery } from '../mail/delivery';
import { accountLanguage } from '../mail/language';
import { enqueueMail } from '../mail/outbox';
import { existingRegistrationIds, findAdminRegistration, findFeeOrders, insertStatusChange, setRegistrationStatus } from './admin-queries';
import { announcementMail, announcementMailKind, paymentReminderMail, paymentReminderMailKind } from './admin-status-mail';
import { problemStatementOf } from './admin-mail-recipient';
import { confirmationMail } from './confirmation-mail';
import { confirmationMailKind } from './registration-confirmation';
import { findTeamOfRegistration, isRegistrationPaid, setRefundDue } from './membership-queries';
import { appendAdminNote, findEventName } from './registration-queries';

export interface StatusDeps {
  db: Kysely<Database>;
  mail: MailDelivery;
  publicUrl: string;
  clock: Clock;
}

interface MailContext {
  smtp: boolean;
  publicUrl: string;
  now: Date;
}

/**
 * product.md §3.4 "Admin status changes": the e-mail a change queues, in the change's transaction.
 * Only a real change mails: to confirmed the registration's confirmation, to pending payment a
 * reminder (never for a paid one: the status is the organisers', the payment state the ledger's),
 * to waitlisted or rejected a fixed announcement; other statuses nothing. Queueing is a row, so a
 * mail server that is down never blocks the change; delivery retries later.
 */
async function queueStatusMail(trx: Executor, row: Selectable<HackathonRegistrationsTable>, to: RegistrationStatus, paid: boolean, context: MailContext): Promise<string | null> {
  if (row.status === to) return null;
  if (to === 'pending_payment' && paid) return null;
  const leader = registrationSummary.shape.personal_info.parse(JSON.parse(row.personal_info_json));
  const facts = { registrationId: row.id, leaderName: leader.full_name };
  const language = await accountLanguage(trx, row.user_id);
  let message: { subject: string; text: string } | undefined;
  let kind: string;
  if (to === 'confirmed') {
    const [order] = await findFeeOrders(trx, row.id);
    const team = await findTeamOfRegistration(trx, row.id);
    const members = registrationSummary.shape.team_members.parse((JSON.parse(row.team_info_json) as { team_members?: unknown }).team_members ?? []);
    const { name: eventName } = await findEventName(trx, row.event_id);
    message = confirmationMail({
      ...facts,
      eventName,
      teamName: row.team_name,
      people: [leader.full_name, ...members.map((member) => member.name)],
      problemStatement: await problemStatementOf(trx, row.event_id, row.problem_statement_id),
      payment:
        order?.gateway_payment_id && order.credited_at && order.amount_paise !== null
          ? { amountPaise: order.amount_paise, gatewayPaymentId: order.gateway_payment_id, paidAt: new Date(order.credited_at) }
          : null,
      teamCode: team?.is_active === 1 ? team.code : null,
      publicUrl: context.publicUrl,
    }, language);
    kind = confirmationMailKind;
  } else if (to === 'pending_payment') {
    const { name: eventName } = await findEventName(trx, row.event_id);
    message = paymentReminderMail({ ...facts, eventName, teamSize: row.team_size, amountPaise: row.amount_paise, publicUrl: context.publicUrl }, language);
    kind = paymentReminderMailKind;
  } else {
    const { name: eventName } = await findEventName(trx, row.event_id);
    message = announcementMail(to, { ...facts, eventName }, language);
    kind = announcementMailKind;
  }
  if (!message) return null;
  await enqueueMail(trx, { to: leader.email, ...message, kind }, context.smtp, context.now);
  return kind;
}

/**
 * PUT /status and /bulk-update (product.md §3.4): any status from any status, all of them in one
 * transaction. An unknown id refuses the whole request before anything is written; each change
 * writes the audit trail (who, when, from, to, note) and appends its note to the organisers' notes.
 */
export async function changeStatuses(deps: StatusDeps, changedBy: string, updates: readonly StatusUpdate[]): Promise<{ updated: UpdatedRegistration[]; mailsQueued: number }> {
  const ids = updates.map((update) => update.registration_id);
  if (new Set(ids).size !== ids.length) throw badRequest(hackathonMessageTable.ref('repeatedInBulk'));
  const now = deps.clock();
  const at = now.toISOString();
  const context = { smtp: deps.mail.smtp, publicUrl: deps.publicUrl, now };
  const result = await deps.db.transaction().execute(async (trx) => {
    const known = await existingRegistrationIds(trx, ids);
    if (ids.some((id) => !known.has(id))) throw notFound(hackathonMessageTable.ref('registrationNotFound'));
    const updated: UpdatedRegistration[] = [];
    let mailsQueued = 0;
    for (const update of updates) {
      const row = await findAdminRegistration(trx, update.registration_id);
      if (!row) throw notFound(hackathonMessageTable.ref('registrationNotFound'));
      const note = update.admin_notes ?? '';
      const changed = await setRegistrationStatus(trx, { registrationId: row.id, from: row.status, to: update.status, note, at });
      if (!changed) throw new AppError('CONFLICT', hackathonMessageTable.ref('changedMeanwhile', { id: row.id }), 409);
      await insertStatusChange(trx, { id: randomUUID(), registration_id: row.id, changed_by: changedBy, from_status: row.status, to_status: update.status, note, created_at: at });
      const paid = await isRegistrationPaid(trx, row.id);
      // product.md §3.4: a paid registration turned away keeps its payment and waits for its
      // refund; the gateway adapter cannot refund, so the organisers are shown it is due.
      const refundNote = paid && row.status !== update.status && (update.status === 'waitlisted' || update.status === 'rejected') ? `Set to ${update.status} after the fee was paid; refund due.` : '';
      if (refundNote) {
        await setRefundDue(trx, row.id, at);
        await appendAdminNote(trx, row.id, refundNote, at);
      }
      const mailKind = await queueStatusMail(trx, row, update.status, paid, context);
      if (mailKind) mailsQueued += 1;
      updated.push({
        registration_id: row.id,
        previous_status: row.status,
        status: update.status,
        admin_notes: [row.admin_notes, note, refundNote].filter(Boolean).join('\n'),
        updated_at: at,
        mail_kind: mailKind,
      });
    }
    return { updated, mailsQueued };
  });
  if (result.mailsQueued > 0) deps.mail.kick();
  return result;
}
