import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { HackathonInvitationState, HackathonInvitationsTable, HackathonTeamChangesTable } from '../db/schema';

/**
 * The declared members of registrations and the addresses they take (product.md §3.4 "Members
 * and invitations"). `hackathon_registration_emails` holds only taken addresses: the leader's,
 * and a member's once accepted or paid for; its key keeps an address to one registration.
 */
const invitationColumns = ['id', 'registration_id', 'event_id', 'email', 'name', 'state', 'user_id', 'created_at', 'updated_at'] as const;

export function listInvitations(db: Executor, registrationIds: readonly string[]) {
  if (registrationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('hackathon_invitations')
    .select(invitationColumns)
    .where('registration_id', 'in', registrationIds)
    .orderBy('created_at')
    .orderBy('email')
    .execute();
}

export function findInvitation(db: Executor, invitationId: string) {
  return db.selectFrom('hackathon_invitations').select(invitationColumns).where('id', '=', invitationId).executeTakeFirst();
}

/** The registration's declaration of this address that still holds a seat, if any. */
export function findHeldInvitation(db: Executor, registrationId: string, email: string) {
  return db
    .selectFrom('hackathon_invitations')
    .select(invitationColumns)
    .where('registration_id', '=', registrationId)
    .where('email', '=', email)
    .where('state', 'in', ['invited', 'accepted'])
    .executeTakeFirst();
}

/** Open invitations to this address in active registrations of the event, with their team and leader. */
export function listOpenInvitationsFor(db: Executor, eventId: string, email: string) {
  return db
    .selectFrom('hackathon_invitations as i')
    .innerJoin('hackathon_registrations as r', 'r.id', 'i.registration_id')
    .select(['i.id', 'i.registration_id', 'r.team_name', 'r.leader_name', 'r.status'])
    .select(
      sql<number>`case when exists (
        select 1 from payments p join payment_orders o on o.id = p.order_id
        where o.payment_type = 'hackathon_registration' and o.item = r.id and p.status = 'credited'
      ) then 1 else 0 end`.as('paid'),
    )
    .where('i.event_id', '=', eventId)
    .where('i.email', '=', email)
    .where('i.state', '=', 'invited')
    .where('r.expired_at', 'is', null)
    .where('r.status', 'in', ['pending_payment', 'confirmed', 'waitlisted'])
    .orderBy('i.created_at')
    .execute();
}

export async function insertInvitations(db: Executor, rows: Insertable<HackathonInvitationsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('hackathon_invitations').values(rows).execute();
}

/** Moves an invitation on from one of `from`; false when a racing answer moved it first. */
export async function moveInvitation(
  db: Executor,
  change: { id: string; from: readonly HackathonInvitationState[]; to: HackathonInvitationState; userId?: string; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('hackathon_invitations')
    .set({ state: change.to, updated_at: change.at, ...(change.userId ? { user_id: change.userId } : {}) })
    .where('id', '=', change.id)
    .where('state', 'in', change.from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function deleteInvitation(db: Executor, invitationId: string): Promise<void> {
  await db.deleteFrom('hackathon_invitations').where('id', '=', invitationId).execute();
}

export async function expireInvitations(db: Executor, registrationId: string, at: string): Promise<void> {
  await db
    .updateTable('hackathon_invitations')
    .set({ state: 'expired', updated_at: at })
    .where('registration_id', '=', registrationId)
    .where('state', 'in', ['invited', 'accepted'])
    .execute();
}

/**
 * Takes the address for the registration unless another registration holds it; answers the
 * registration that holds it afterwards. Never throws on the key, so a PostgreSQL transaction
 * stays usable.
 */
export async function claimAddress(db: Executor, row: { event_id: string; email: string; registration_id: string }): Promise<string> {
  await db
    .insertInto('hackathon_registration_emails')
    .values(row)
    .onConflict((oc) => oc.columns(['event_id', 'email']).doNothing())
    .execute();
  const holder = await db
    .selectFrom('hackathon_registration_emails')
    .select('registration_id')
    .where('event_id', '=', row.event_id)
    .where('email', '=', row.email)
    .executeTakeFirstOrThrow();
  return holder.registration_id;
}

export async function releaseAddress(db: Executor, registrationId: string, email: string): Promise<void> {
  await db.deleteFrom('hackathon_registration_emails').where('registration_id', '=', registrationId).where('email', '=', email).execute();
}

export async function releaseAllAddresses(db: Executor, registrationId: string): Promise<void> {
  await db.deleteFrom('hackathon_registration_emails').where('registration_id', '=', registrationId).execute();
}

export async function insertTeamChange(db: Executor, row: Insertable<HackathonTeamChangesTable>): Promise<void> {
  await db.insertInto('hackathon_team_changes').values(row).execute();
}

/** A registration's membership audit trail, oldest first, with who acted (none for the server's own). */
export function listTeamChanges(db: Executor, registrationId: string) {
  return db
    .selectFrom('hackathon_team_changes as c')
    .leftJoin('users as u', 'u.id', 'c.actor_id')
    .select(['c.id', 'c.action', 'c.detail', 'c.actor_id', 'c.created_at', 'u.display_name', 'u.email'])
    .where('c.registration_id', '=', registrationId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

/** Whether a credited payment for the registration's fee exists: the payment state, apart from the status. */
export async function isRegistrationPaid(db: Executor, registrationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .select('payments.id')
    .where('payment_orders.payment_type', '=', 'hackathon_registration')
    .where('payment_orders.item', '=', registrationId)
    .where('payments.status', '=', 'credited')
    .executeTakeFirst();
  return row !== undefined;
}

/** A credited payment of the registration's fee through another order than this one, if any. */
export function otherCreditedPayment(db: Executor, registrationId: string, orderId: string) {
  return db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .select('payments.gateway_payment_id')
    .where('payment_orders.payment_type', '=', 'hackathon_registration')
    .where('payment_orders.item', '=', registrationId)
    .where('payments.status', '=', 'credited')
    .where('payment_orders.id', '<>', orderId)
    .executeTakeFirst();
}

/** Unpaid registrations of the event whose hold ran out and that have not lapsed yet. */
export function lapsedRegistrationIds(db: Executor, eventId: string, now: string) {
  return db
    .selectFrom('hackathon_registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .where('status', '=', 'pending_payment')
    .where('expired_at', 'is', null)
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(100)
    .execute();
}

/** Marks the registration lapsed; false when it was paid, changed or lapsed by a racing call meanwhile. */
export async function markLapsed(db: Executor, registrationId: string, now: string): Promise<boolean> {
  const updated = await db
    .updateTable('hackathon_registrations')
    .set({ status: 'cancelled', expired_at: now, updated_at: now })
    .where('id', '=', registrationId)
    .where('status', '=', 'pending_payment')
    .where('expired_at', 'is', null)
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export function findTeamOfRegistration(db: Executor, registrationId: string) {
  return db
    .selectFrom('hackathon_teams')
    .select(['id', 'code', 'name', 'event_id', 'is_active', 'leader_id'])
    .where('registration_id', '=', registrationId)
    .orderBy('created_at')
    .executeTakeFirst();
}

/** Closes a lapsed registration's team: every member out, no seats taken. */
export async function disbandTeam(db: Executor, teamId: string, now: string): Promise<void> {
  await db.deleteFrom('hackathon_team_members').where('team_id', '=', teamId).execute();
  await db.updateTable('hackathon_teams').set({ member_count: 0, is_active: 0, leader_id: null, updated_at: now }).where('id', '=', teamId).execute();
}

export async function setTeamCodeIfFree(db: Executor, teamId: string, code: string, now: string): Promise<boolean> {
  const taken = await db.selectFrom('hackathon_teams').select('id').where('code', '=', code).executeTakeFirst();
  if (taken) return false;
  const updated = await db.updateTable('hackathon_teams').set({ code, updated_at: now }).where('id', '=', teamId).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function linkTeamToRegistration(db: Executor, teamId: string, registrationId: string, now: string): Promise<void> {
  await db.updateTable('hackathon_teams').set({ registration_id: registrationId, updated_at: now }).where('id', '=', teamId).where('registration_id', 'is', null).execute();
}

export function findAccount(db: Executor, userId: string) {
  return db.selectFrom('users').select(['id', 'email', 'display_name']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export function findAccountByEmail(db: Executor, email: string) {
  return db.selectFrom('users').select(['id', 'email', 'display_name']).where('email', '=', email).executeTakeFirst();
}

export async function setRefundDue(db: Executor, registrationId: string, at: string): Promise<void> {
  await db.updateTable('hackathon_registrations').set({ refund_due: 1, updated_at: at }).where('id', '=', registrationId).execute();
}

export async function clearExpiry(db: Executor, registrationId: string): Promise<void> {
  await db.updateTable('hackathon_registrations').set({ expires_at: null }).where('id', '=', registrationId).execute();
}

/** A lapsed registration its leader registers anew makes way for the new one. */
export async function deleteLapsedRegistration(db: Executor, registrationId: string): Promise<void> {
  await db.deleteFrom('hackathon_registrations').where('id', '=', registrationId).where('expired_at', 'is not', null).execute();
}
