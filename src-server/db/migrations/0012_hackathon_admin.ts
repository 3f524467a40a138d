import { type Kysely, sql } from 'kysely';

/**
 * The organisers' side of the hackathon (product.md §3.2.6, §3.4, §3.9).
 *
 * - `hackathon_status_changes`: every status an organiser set, who set it, from what and with
 *   which note; the registration's history in the detail view.
 * - `hackathon_certificates`: issued participation certificates, each with a unique code a third
 *   party checks it by.
 * - Denormalised columns on `hackathon_registrations`, written at registration, so the organisers'
 *   list is searched, filtered, counted and paged by the database at 10,000+ rows instead of
 *   reading every registration's JSON: `search_text` is the lower-cased id, team name, department
 *   and every listed person's name and e-mail; `college`, `department` and `year` are the leader's
 *   as typed (trimmed); `leader_name` and `leader_email` (lower-cased) the leader's.
 *   Rows written before this migration are filled from their JSON here, by a copy of the rule
 *   registration used then (src-server/hackathon/admin-search.ts): a migration is history, so a
 *   later change to the live rule must not change what this one wrote.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hackathon_status_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('registration_id', 'text', (c) => c.notNull().references('hackathon_registrations.id').onDelete('cascade'))
    .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hackathon_status_changes_reg_idx').on('hackathon_status_changes').columns(['registration_id', 'created_at']).execute();

  await db.schema
    .createTable('hackathon_certificates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('registration_id', 'text', (c) => c.notNull().references('hackathon_registrations.id').onDelete('cascade'))
    .addColumn('certificate_type', 'text', (c) => c.notNull().defaultTo('participation'))
    .addColumn('verification_code', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('hackathon_certificates_reg_idx').on('hackathon_certificates').columns(['registration_id', 'issued_at']).execute();

  for (const column of ['search_text', 'college', 'department', 'year', 'leader_name', 'leader_email']) {
    await db.schema
      .alterTable('hackathon_registrations')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await backfill(db);

  const indexes: [string, string[]][] = [
    ['hackathon_registrations_list_idx', ['event_id', 'created_at', 'id']],
    ['hackathon_registrations_status_list_idx', ['event_id', 'status', 'created_at']],
    ['hackathon_registrations_college_idx', ['event_id', 'college']],
    ['hackathon_registrations_department_idx', ['event_id', 'department']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('hackathon_registrations').columns(columns).execute();
  }
  // The fee's orders are found by the registration they sell (payment_orders.item).
  await db.schema.createIndex('payment_orders_item_idx').on('payment_orders').columns(['item', 'payment_type']).execute();
}

/** registrationSearchColumns as it was when this migration was written; kept frozen here. */
function searchColumns(input: {
  id: string;
  teamName: string;
  leader: { name: string; email: string; college: string; department: string; year: string };
  members: readonly { name: string; email: string }[];
}) {
  const people = [input.leader, ...input.members].flatMap((person) => [person.name, person.email]);
  return {
    search_text: [input.id, input.teamName, input.leader.department, ...people].join('\n').toLowerCase(),
    college: input.leader.college,
    department: input.leader.department,
    year: input.leader.year,
    leader_name: input.leader.name,
    leader_email: input.leader.email.toLowerCase(),
  };
}

interface StoredPerson {
  full_name?: unknown;
  name?: unknown;
  email?: unknown;
  college?: unknown;
  department?: unknown;
  year?: unknown;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function backfill(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string; team_name: string; personal_info_json: string; team_info_json: string }>`
    select id, team_name, personal_info_json, team_info_json from hackathon_registrations
  `.execute(db);
  for (const row of rows) {
    const leader = JSON.parse(row.personal_info_json) as StoredPerson;
    const members = ((JSON.parse(row.team_info_json) as { team_members?: StoredPerson[] }).team_members ?? []).map((member) => ({
      name: textOf(member.name),
      email: textOf(member.email),
    }));
    const columns = searchColumns({
      id: row.id,
      teamName: row.team_name,
      leader: { name: textOf(leader.full_name), email: textOf(leader.email), college: textOf(leader.college), department: textOf(leader.department), year: textOf(leader.year) },
      members,
    });
    await sql`
      update hackathon_registrations
      set search_text = ${columns.search_text}, college = ${columns.college}, department = ${columns.department}, year = ${columns.year},
          leader_name = ${columns.leader_name}, leader_email = ${columns.leader_email}
      where id = ${row.id}
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_orders_item_idx').execute();
  for (const name of ['hackathon_registrations_list_idx', 'hackathon_registrations_status_list_idx', 'hackathon_registrations_college_idx', 'hackathon_registrations_department_idx']) {
    await db.schema.dropIndex(name).execute();
  }
  for (const column of ['search_text', 'college', 'department', 'year', 'leader_name', 'leader_email']) {
    await db.schema.alterTable('hackathon_registrations').dropColumn(column).execute();
  }
  await db.schema.dropTable('hackathon_certificates').execute();
  await db.schema.dropTable('hackathon_status_changes').execute();
}
