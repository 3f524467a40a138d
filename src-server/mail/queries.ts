import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/executor';
import type { MailOutboxTable } from '../db/schema';

export async function insertMail(db: Executor, mail: Insertable<MailOutboxTable>): Promise<void> {
  await db.insertInto('mail_outbox').values(mail).execute();
}

// 12 columns a row: 400 rows stay far below both databases' limits on bound values per statement.
const rowsPerInsert = 400;

export async function insertMails(db: Executor, mails: readonly Insertable<MailOutboxTable>[]): Promise<void> {
  for (let start = 0; start < mails.length; start += rowsPerInsert) {
    await db.insertInto('mail_outbox').values(mails.slice(start, start + rowsPerInsert)).execute();
  }
}

/** Pending messages due by `now`, soonest first. */
export function listDueMail(db: Executor, now: string, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'attempts', 'next_attempt_at'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Moves a pending message's next attempt to `leaseUntil`, only if it is still due at `dueAt`; true
 * for the one caller that did, so two processes never both send it.
 */
export async function claimMail(db: Executor, id: string, dueAt: string, leaseUntil: string): Promise<boolean> {
  const claimed = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', dueAt)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export function findMailMessage(db: Executor, id: string) {
  return db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body', 'html_body']).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function updateMail(db: Executor, id: string, changes: Updateable<MailOutboxTable>): Promise<void> {
  await db.updateTable('mail_outbox').set(changes).where('id', '=', id).execute();
}

/** The newest hundred messages, only those to `to` when given. */
export function listOutbox(db: Executor, to: string | undefined) {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(100);
  if (to !== undefined) query = query.where('to_address', '=', to);
  return query.execute();
}
