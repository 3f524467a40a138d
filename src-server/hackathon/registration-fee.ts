import type { CreateOrderBody } from '@shared/api/payments';
import { claimedAmountMatches, paymentCurrency, type OrderAmount } from '@shared/payments/amount';
import { paymentMessageTable } from '@shared/payments/messages';
import type { HackathonRegistrationStatus } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { hackathonMessageTable } from '@shared/hackathon/messages';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import { loadCurrentEvent } from './current-event';
import { expireLapsed, type MembershipDeps } from './membership';
import { isRegistrationPaid } from './membership-queries';
import { findEventName, findRegistration } from './registration-queries';

const conflict = (message: IdentifiedMessage) => new AppError('CONFLICT', message, 409);

/** Why a registration that is not waiting for its fee cannot be paid. */
const notPayable: Record<Exclude<HackathonRegistrationStatus, 'pending_payment'>, IdentifiedMessage> = {
  confirmed: hackathonMessageTable.ref('alreadyPaid'),
  cancelled: hackathonMessageTable.ref('feeCancelled'),
  refunded: hackathonMessageTable.ref('feeRefunded'),
  waitlisted: hackathonMessageTable.ref('feeWaitlisted'),
  rejected: hackathonMessageTable.ref('feeRejected'),
};

export const registrationFeeDescription = (eventName: string, teamSize: number) =>
  `${eventName} registration (${teamSize === 1 ? 'individual' : `team of ${teamSize}`})`;


/**
 * product.md §3.7 "Payment service" and §3.9 "Fees": the caller's own registration, still waiting
 * for its fee, priced by what was stored when registering (fee per person × team size). A page
 * sending another amount or team size is refused as tampered, never charged. Whether it is paid
 * is the ledger's answer, not the status's: a paid registration an organiser set back to pending
 * is never sold again.
 */
export async function priceRegistrationFee(deps: MembershipDeps, userId: string, body: CreateOrderBody): Promise<OrderAmount & { item: string }> {
  const { db } = deps;
  if (!body.registration_id) throw badRequest(hackathonMessageTable.ref('chooseRegistration'));
  await expireLapsed(deps, await loadCurrentEvent(db));
  const registration = await findRegistration(db, body.registration_id);
  // Someone else's registration reads exactly like a missing one.
  if (!registration || registration.user_id !== userId) throw notFound(hackathonMessageTable.ref('noRegistration'));
  if (await isRegistrationPaid(db, registration.id)) throw conflict(hackathonMessageTable.ref('alreadyPaid'));
  if (registration.expired_at) throw conflict(hackathonMessageTable.ref('lapsedUnpaid'));
  if (registration.status !== 'pending_payment') throw conflict(notPayable[registration.status]);
  const sizeMatches = body.team_size === undefined || body.team_size === registration.team_size;
  if (!sizeMatches || !claimedAmountMatches(body.amount, registration.amount_paise)) throw badRequest(paymentMessageTable.ref('invalidRequest'));
  const { name } = await findEventName(db, registration.event_id);
  return {
    item: registration.id,
    amountPaise: registration.amount_paise,
    currency: paymentCurrency,
    description: registrationFeeDescription(name, registration.team_size),
  };
}
