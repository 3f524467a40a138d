import type { HackathonRegistrationStatus } from '../db/schema';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

const registrationColumns = ['id', 'status', 'team_name', 'team_size', 'amount_paise', 'problem_statement_id', 'personal_info_json', 'team_info_json'] as const;

/** The event's registrations among `ids` (any order; missing ones are simply absent). */
export function findRegistrationsByIds(db: Executor, eventId: string, ids: readonly string[]) {
  return db.selectFrom('hackathon_registrations').select(registrationColumns).where('event_id', '=', eventId).where('id', 'in', ids).execute();
}

/** The event's registrations in these statuses, oldest first. */
export function listRegistrationsByStatus(db: Executor, eventId: string, statuses: readonly HackathonRegistrationStatus[]) {
  return db
    .selectFrom('hackathon_registrations')
    .select(registrationColumns)
    .where('event_id', '=', eventId)
    .where('status', 'in', statuses)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type MailRegistrationRow = Awaited<ReturnType<typeof findRegistrationsByIds>>[number];

// Every hackathon mail's kind starts 'hackathon_' (the automatic confirmation, status changes, the organisers' sends).
const hackathonKind = sql<boolean>`kind like ${'hackathon\\_%'} escape ${'\\'}`;

/** One page of the hackathon's mail, newest first. */
export function listHackathonOutbox(db: Executor, offset: number, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'kind', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .where(hackathonKind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countHackathonOutbox(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where(hackathonKind)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
