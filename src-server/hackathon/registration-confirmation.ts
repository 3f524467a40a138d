import { registrationSummary } from '@shared/api/hackathon-registration';
import type { Transaction } from 'kysely';
import type { Database, PaymentOrderRow } from '../db/schema';
import { accountLanguage } from '../mail/language';
import { enqueueMail } from '../mail/outbox';
import { takesAddress } from '@shared/hackathon/membership';
import { problemStatementOf } from './admin-mail-recipient';
import { confirmationMail } from './confirmation-mail';
import { claimAddress, clearExpiry, findTeamOfRegistration, listInvitations, otherCreditedPayment, setRefundDue } from './membership-queries';
import { appendAdminNote, confirmPendingRegistration, findEventName, findRegistration } from './registration-queries';

export const confirmationMailKind = 'hackathon_confirmation';

/**
 * product.md §3.4 "Registration after payment": inside the credit's transaction, so it happens
 * exactly once with the ledger row. The fee takes every declared member's address still holding a
 * seat (a paid seat is theirs) and ends the unpaid hold. A payment for a registration no longer
 * waiting for its fee (cancelled, refunded, lapsed, or already paid by another order, whatever an
 * organiser set its status to since) is still recorded in the notes and marked refund due, and
 * confirms nothing.
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
  const paidBefore = await otherCreditedPayment(trx, registration.id, order.id);
  const confirmed = !paidBefore && !registration.expired_at && (await confirmPendingRegistration(trx, registration.id, at));
  const state = paidBefore ? `already paid by payment ${paidBefore.gateway_payment_id}` : registration.expired_at ? 'lapsed unpaid' : registration.status;
  const note = confirmed
    ? `Payment ${gatewayPaymentId} received at ${at}; registration confirmed.`
    : `Payment ${gatewayPaymentId} received at ${at} while the registration was ${state}; not confirmed, refund due.`;
  await appendAdminNote(trx, registration.id, note, at);
  if (!confirmed) {
    await setRefundDue(trx, registration.id, at);
    return;
  }
  await clearExpiry(trx, registration.id);
  for (const invitation of await listInvitations(trx, [registration.id])) {
    // An address another registration took meanwhile stays there; the member shows as invited.
    if (takesAddress(invitation.state, true)) await claimAddress(trx, { event_id: registration.event_id, email: invitation.email, registration_id: registration.id });
  }
  const teamOfRegistration = await findTeamOfRegistration(trx, registration.id);

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
    teamCode: teamOfRegistration?.is_active === 1 ? teamOfRegistration.code : null,
    publicUrl: context.publicUrl,
  }, await accountLanguage(trx, registration.user_id));
  await enqueueMail(trx, { to: leader.email, ...mail, kind: confirmationMailKind }, context.smtp, now);
}
