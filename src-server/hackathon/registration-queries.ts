import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { HackathonCommitmentsTable, HackathonRegistrationEmailsTable, HackathonRegistrationsTable } from '../db/schema';

export function findRegistration(db: Executor, registrationId: string) {
  return db.selectFrom('hackathon_registrations').selectAll().where('id', '=', registrationId).executeTakeFirst();
}

export function findRegistrationOfUser(db: Executor, eventId: string, userId: string) {
  return db.selectFrom('hackathon_registrations').select(['id', 'expired_at']).where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
}

/** The first of these (lower-cased) addresses already listed in a registration of the event. */
export function findListedEmail(db: Executor, eventId: string, emails: readonly string[]) {
  return db
    .selectFrom('hackathon_registration_emails')
    .select(['email', 'registration_id'])
    .where('event_id', '=', eventId)
    .where('email', 'in', emails)
    .orderBy('email')
    .executeTakeFirst();
}

export async function insertRegistration(db: Executor, row: Insertable<HackathonRegistrationsTable>): Promise<void> {
  await db.insertInto('hackathon_registrations').values(row).execute();
}

export async function insertRegistrationEmails(db: Executor, rows: Insertable<HackathonRegistrationEmailsTable>[]): Promise<void> {
  await db.insertInto('hackathon_registration_emails').values(rows).execute();
}

export async function insertCommitments(db: Executor, row: Insertable<HackathonCommitmentsTable>): Promise<void> {
  await db.insertInto('hackathon_commitments').values(row).execute();
}

/** The caller's registrations, newest first, each with when its fee was credited (null while unpaid). */
export function listRegistrationsOfUser(db: Executor, userId: string) {
  return db
    .selectFrom('hackathon_registrations as r')
    .selectAll('r')
    .select((eb) =>
      eb
        .selectFrom('payments')
        .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
        .select((inner) => inner.fn.min('payments.credited_at').as('paid_at'))
        .where('payment_orders.payment_type', '=', 'hackathon_registration')
        .whereRef('payment_orders.item', '=', 'r.id')
        .as('paid_at'),
    )
    .where('r.user_id', '=', userId)
    .orderBy('r.created_at', 'desc')
    .execute();
}

export function findCommitments(db: Executor, registrationId: string) {
  return db.selectFrom('hackathon_commitments').selectAll().where('registration_id', '=', registrationId).executeTakeFirst();
}

export function findEventName(db: Executor, eventId: string) {
  return db.selectFrom('hackathon_events').select('name').where('id', '=', eventId).executeTakeFirstOrThrow();
}

/** Confirms a registration still waiting for its fee; true when this call did. */
export async function confirmPendingRegistration(db: Executor, registrationId: string, at: string): Promise<boolean> {
  const updated = await db
    .updateTable('hackathon_registrations')
    .set({ status: 'confirmed', updated_at: at })
    .where('id', '=', registrationId)
    .where('status', '=', 'pending_payment')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Adds a line to the organisers' notes, keeping what they wrote. */
export async function appendAdminNote(db: Executor, registrationId: string, note: string, at: string): Promise<void> {
  await db
    .updateTable('hackathon_registrations')
    .set({ admin_notes: sql<string>`case when admin_notes = '' then cast(${note} as text) else admin_notes || cast(${`\n${note}`} as text) end`, updated_at: at })
    .where('id', '=', registrationId)
    .execute();
}
