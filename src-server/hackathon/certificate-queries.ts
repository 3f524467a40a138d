import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor';
import type { HackathonCertificatesTable } from '../db/schema';

/** The certificates of this type already issued to these registrations' people, the first issued of each first. */
export function findCertificates(db: Executor, registrationIds: readonly string[], certificateType: string) {
  return db
    .selectFrom('hackathon_certificates')
    .select(['registration_id', 'recipient', 'verification_code', 'issued_at'])
    .where('registration_id', 'in', registrationIds)
    .where('certificate_type', '=', certificateType)
    .orderBy('issued_at')
    .orderBy('id')
    .execute();
}

// 8 columns a row.
const rowsPerInsert = 500;

export async function insertCertificates(db: Executor, rows: readonly Insertable<HackathonCertificatesTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    await db.insertInto('hackathon_certificates').values(rows.slice(start, start + rowsPerInsert)).execute();
  }
}

/**
 * Writes nothing but takes the registrations' row locks on PostgreSQL (SQLite runs one write
 * transaction at a time anyway), so two requests issuing a first certificate do not both insert one.
 */
export async function lockRegistrations(db: Executor, registrationIds: readonly string[]): Promise<void> {
  for (let start = 0; start < registrationIds.length; start += rowsPerInsert) {
    await db
      .updateTable('hackathon_registrations')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', 'in', registrationIds.slice(start, start + rowsPerInsert))
      .execute();
  }
}

/** A certificate by its code, with what its public check shows. */
export function findCertificateByCode(db: Executor, code: string) {
  return db
    .selectFrom('hackathon_certificates as c')
    .innerJoin('hackathon_registrations as r', 'r.id', 'c.registration_id')
    .innerJoin('hackathon_events as e', 'e.id', 'r.event_id')
    .select(['c.verification_code', 'c.issued_at', 'c.recipient_name', 'r.status', 'r.team_name', 'r.personal_info_json', 'e.name as event_name'])
    .where('c.verification_code', '=', code)
    .executeTakeFirst();
}

/** The event's confirmed registrations after `afterId`, by id, for the certificates ZIP. */
export function listConfirmedRegistrations(db: Executor, eventId: string, afterId: string, limit: number) {
  return db
    .selectFrom('hackathon_registrations')
    .select(['id', 'status', 'team_name', 'team_size', 'amount_paise', 'problem_statement_id', 'personal_info_json', 'team_info_json'])
    .where('event_id', '=', eventId)
    .where('status', '=', 'confirmed')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
