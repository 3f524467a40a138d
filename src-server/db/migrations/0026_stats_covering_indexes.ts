import type { Kysely } from 'kysely';

const rebuilt = [
  { name: 'hackathon_registrations_status_idx', table: 'hackathon_registrations', before: ['event_id', 'status'], after: ['event_id', 'status', 'team_size'] },
  { name: 'hackathon_registrations_department_idx', table: 'hackathon_registrations', before: ['event_id', 'department'], after: ['event_id', 'department', 'team_size'] },
  { name: 'payment_orders_item_idx', table: 'payment_orders', before: ['item', 'payment_type'], after: ['item', 'payment_type', 'failed_attempts', 'id'] },
] as const;

/**
 * The organisers' statistics group the registrations by status and by department, counting those of
 * one person, and look up each registration's fee orders. SQLite picks the narrow index that matches
 * the grouping and then read every registration's wide row for its team size, and every order's row
 * for its id and failed attempts: at 10,000 registrations the two groupings took about 30 ms each and
 * the failed-payment count 23. With those columns in the indexes the reads walk the indexes alone
 * (about 4 ms each, and 13 for the count). Each index keeps its old columns as its prefix, so the
 * list's filters and the payment look-ups that used it still do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of rebuilt) {
    await db.schema.dropIndex(index.name).execute();
    await db.schema.createIndex(index.name).on(index.table).columns([...index.after]).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of rebuilt) {
    await db.schema.dropIndex(index.name).execute();
    await db.schema.createIndex(index.name).on(index.table).columns([...index.before]).execute();
  }
}
