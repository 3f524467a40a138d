import type { ColumnType } from 'kysely';

/** The tables of mail waiting to be delivered (conventions in db/schema.ts). */
export interface MailTables {
  mail_outbox: MailOutboxTable;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  /** Migration 0013: the HTML part, for mail written with one; null for text-only mail. */
  html_body: ColumnType<string | null, string | null | undefined, string | null>;
  kind: string;
  status: 'stored' | 'pending' | 'sent' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
}
