import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/executor';
import { insertMail } from './queries';
import type { MailMessage } from './transport';

/**
 * Writes a message to the outbox, inside the caller's transaction so a mail exists exactly when
 * what it reports does. 'pending' waits for SMTP; 'stored' means the outbox is the delivery
 * (no SMTP configured) and admins read it there.
 */
export async function enqueueMail(db: Executor, message: MailMessage & { kind: string }, smtp: boolean, now = new Date()): Promise<string> {
  const id = randomUUID();
  await insertMail(db, {
    id,
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    kind: message.kind,
    status: smtp ? 'pending' : 'stored',
    attempts: 0,
    last_error: null,
    next_attempt_at: now.toISOString(),
    created_at: now.toISOString(),
    sent_at: null,
  });
  return id;
}
