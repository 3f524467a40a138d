import { registrationSummary } from '@shared/api/hackathon/registration';
import type { Transaction } from 'kysely';
import type { Database, PaymentOrderRow } from '../db/schema';
import { accountLanguage } from '../mail/language';
import { enqueueMail } from '../mail/outbox';
import { problemStatementOf } from './admin-mail-recipient';
import { confirmationMail } from './confirmation-mail';
import { appendAdminNote, confirmPendingRegistration, findEventName, findRegistration } from './registration-queries';

export const confirmationMailKind = 'hackathon_confirmation';

/**
 * product.md §3.4 "Registration after payment": inside the credit's transaction, so it happens
 * exactly once with the ledger row. A payment for a registration no longer waiting for its fee
 * (cancelled, refunded, or paid by a second order) is still recorded in the notes, for the
 * organisers to refund, and confirms nothing.
 */
export async function confirmPaidRegistration(
  trx: Transaction<Database>,
  order: PaymentOrderRow,
  gatewayPaymentId: string,
  context: { smtp: boolean; publicUrl: string },
  now: Date,
): Promise<void> {
  const registration = await findRegistration(trx, order.item);
  if (!registration) return;
  const at = now.toISOString();
  const confirmed = await confirmPendingRegistration(trx, registration.id, at);
  const note = confirmed
    ? `Payment ${gatewayPaymentId} received at ${at}; registration confirmed.`
    : `Payment ${gatewayPaymentId} received at ${at} while the registration was ${registration.status}; not confirmed, check whether to refund it.`;
  await appendAdminNote(trx, registration.id, note, at);
  if (!confirmed) return;

  const leader = registrationSummary.shape.personal_info.parse(JSON.parse(registration.personal_info_json));
  const team = JSON.parse(registration.team_info_json) as { team_members?: unknown };
  const members = registrationSummary.shape.team_members.parse(team.team_members ?? []);
  const { name: eventName } = await findEventName(trx, registration.event_id);
  const mail = confirmationMail({
    eventName,
    registrationId: registration.id,
    leaderName: leader.full_name,
    teamName: registration.team_name,
    people: [leader.full_name, ...members.map((member) => member.name)],
    problemStatement: await problemStatementOf(trx, registration.event_id, registration.problem_statement_id),
    payment: { amountPaise: order.amount_paise, gatewayPaymentId, paidAt: now },
    publicUrl: context.publicUrl,
  }, await accountLanguage(trx, registration.user_id));
  await enqueueMail(trx, { to: leader.email, ...mail, kind: confirmationMailKind }, context.smtp, now);
}
