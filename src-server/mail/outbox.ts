import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor';
import type { MailOutboxTable } from '../db/schema';
import { insertMail, insertMails } from './queries';
import type { MailMessage } from './transport';

type QueuedMessage = MailMessage & { kind: string };

function outboxRow(message: QueuedMessage, smtp: boolean, now: Date): Insertable<MailOutboxTable> {
  return {
    id: randomUUID(),
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
    kind: message.kind,
    status: smtp ? 'pending' : 'stored',
    attempts: 0,
    last_error: null,
    next_attempt_at: now.toISOString(),
    created_at: now.toISOString(),
    sent_at: null,
  };
}

/**
 * Writes a message to the outbox, inside the caller's transaction so a mail exists exactly when
 * what it reports does. 'pending' waits for SMTP; 'stored' means the outbox is the delivery
 * (no SMTP configured) and admins read it there.
 */
export async function enqueueMail(db: Executor, message: QueuedMessage, smtp: boolean, now: Date): Promise<string> {
  const row = outboxRow(message, smtp, now);
  await insertMail(db, row);
  return row.id;
}

/** Many messages at once (an organiser's e-mail to a whole group), written in a few statements. */
export async function enqueueMails(db: Executor, messages: readonly QueuedMessage[], smtp: boolean, now: Date): Promise<string[]> {
  const rows = messages.map((message) => outboxRow(message, smtp, now));
  await insertMails(db, rows);
  return rows.map((row) => row.id);
}
