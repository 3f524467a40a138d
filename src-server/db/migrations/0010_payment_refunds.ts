import { type Kysely, sql } from 'kysely';

/**
 * Every refund the gateway reported, by its own refund id, so one refund delivered under two
 * webhook event ids counts once. `payments.refunded_paise` stays the running total of these rows;
 * a payment is refunded (and its plan taken back) only when that total reaches what was paid.
 * Money is integer paise, time ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_refunds')
    .addColumn('refund_id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('processed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_refunds_payment_idx').on('payment_refunds').column('payment_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
}
