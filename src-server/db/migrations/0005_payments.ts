import { type Kysely, sql } from 'kysely';

/**
 * Payments, generic over what is bought: `payment_type` is 'subscription' (item = plan
 * key) now and 'hackathon_registration' later. Money is integer paise, time ISO-8601 UTC text.
 *
 * - `payment_orders`: one row per order created at the gateway; the amount is the server's.
 *   `status` goes created → paid, never back; `failed_attempts` counts gateway failures.
 * - `payments`: the ledger of credited payments. Unique on the gateway's payment id AND on the
 *   order, so whichever of verify, webhook and reconciler writes first credits it and every later
 *   writer hits the constraint and loses cleanly. `status` goes credited → refunded only.
 * - `payment_webhook_events`: every accepted webhook by the gateway's event id, so a replay is a no-op.
 * - `mail_outbox`: every mail the server sends; 'stored' when no SMTP is configured (the outbox is
 *   the delivery), 'pending' → 'sent' or 'failed' through SMTP with retries.
 * - `sandbox_gateway_orders` / `sandbox_gateway_payments`: the offline sandbox gateway's own
 *   records, standing in for the gateway's side; the rest of the code never reads them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gateway_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment_type', 'text', (c) => c.notNull().check(sql`payment_type in ('subscription', 'hackathon_registration')`))
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('created', 'paid')`))
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_orders_user_idx').on('payment_orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('payment_orders_status_idx').on('payment_orders').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('payment_orders.id').onDelete('cascade'))
    .addColumn('gateway_payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('credited', 'refunded')`))
    .addColumn('credited_via', 'text', (c) => c.notNull().check(sql`credited_via in ('verify', 'webhook', 'reconciler')`))
    .addColumn('receipt_number', 'text', (c) => c.notNull().unique())
    .addColumn('receipt_mail_id', 'text')
    .addColumn('refunded_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credited_at', 'text', (c) => c.notNull())
    .addColumn('refunded_at', 'text')
    .execute();
  await db.schema.createIndex('payments_user_idx').on('payments').columns(['user_id', 'credited_at']).execute();

  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('stored', 'pending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_to_idx').on('mail_outbox').columns(['to_address', 'created_at']).execute();

  await db.schema
    .createTable('sandbox_gateway_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('receipt', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_gateway_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('sandbox_gateway_orders.id').onDelete('cascade'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error_description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_gateway_payments_order_idx').on('sandbox_gateway_payments').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_gateway_payments', 'sandbox_gateway_orders', 'mail_outbox', 'payment_webhook_events', 'payments', 'payment_orders']) {
    await db.schema.dropTable(table).execute();
  }
}
