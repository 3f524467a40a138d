import { type Kysely, sql } from 'kysely';

/** The hold before migration 0028 existed, for registrations still unpaid when it runs. */
const defaultHoldHours = 72;

/**
 * One membership model for hackathon teams (product.md §3.4 "Members and invitations").
 *
 * - `hackathon_invitations`: each member a registration declares, by address, with its state
 *   (invited, accepted, declined, removed, expired) and the account that answered. An address is
 *   *taken* (a row in `hackathon_registration_emails`, whose key keeps it to one registration) only
 *   once its member accepted or the registration is paid; a mere invitation takes nothing.
 * - `hackathon_team_changes`: the audit trail of the leader's changes (remove, replace, new code)
 *   and of the members' answers and the registration's expiry.
 * - On `hackathon_registrations`: `expires_at`, when an unpaid registration lapses (set when
 *   registering from the event's hold, 72 hours unless the event sets another); `expired_at`, when
 *   it did (its status is then cancelled); `refund_due`, 1 once a paid registration was waitlisted
 *   or rejected, or a second payment arrived, and the money waits to be returned.
 *
 * Registrations made before this migration get an invitation for each member they list, accepted
 * when that member already joined the team; an unpaid one's unanswered invitations give their
 * addresses back, and its hold starts now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hackathon_registrations').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('hackathon_registrations').addColumn('expired_at', 'text').execute();
  await db.schema
    .alterTable('hackathon_registrations')
    .addColumn('refund_due', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('hackathon_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('registration_id', 'text', (c) => c.notNull().references('hackathon_registrations.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('invited', 'accepted', 'declined', 'removed', 'expired')`))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hackathon_invitations_reg_idx').on('hackathon_invitations').columns(['registration_id', 'created_at']).execute();
  await db.schema.createIndex('hackathon_invitations_email_idx').on('hackathon_invitations').columns(['event_id', 'email', 'state']).execute();

  await db.schema
    .createTable('hackathon_team_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('registration_id', 'text', (c) => c.notNull().references('hackathon_registrations.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hackathon_team_changes_reg_idx').on('hackathon_team_changes').columns(['registration_id', 'created_at']).execute();

  await backfill(db);
}

interface StoredMember {
  name?: unknown;
  email?: unknown;
}

async function backfill(db: Kysely<unknown>): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + defaultHoldHours * 3_600_000).toISOString();
  await sql`update hackathon_registrations set expires_at = ${expiresAt} where status = 'pending_payment'`.execute(db);
  const { rows } = await sql<{ id: string; event_id: string; status: string; team_info_json: string }>`
    select id, event_id, status, team_info_json from hackathon_registrations
  `.execute(db);
  for (const row of rows) {
    const members = (JSON.parse(row.team_info_json) as { team_members?: StoredMember[] }).team_members ?? [];
    for (const [index, member] of members.entries()) {
      const email = typeof member.email === 'string' ? member.email.trim().toLowerCase() : '';
      if (!email) continue;
      const joined = await sql<{ id: string }>`
        select u.id from users u
        join hackathon_team_members m on m.user_id = u.id and m.event_id = ${row.event_id}
        join hackathon_teams t on t.id = m.team_id and t.registration_id = ${row.id}
        where lower(u.email) = ${email}
      `.execute(db);
      const userId = joined.rows[0]?.id ?? null;
      await sql`
        insert into hackathon_invitations (id, registration_id, event_id, email, name, state, user_id, created_at, updated_at)
        values (${`${row.id}-${index + 1}`}, ${row.id}, ${row.event_id}, ${email}, ${typeof member.name === 'string' ? member.name : ''},
                ${userId ? 'accepted' : 'invited'}, ${userId}, ${at}, ${at})
      `.execute(db);
      // An unpaid registration's unanswered invitation no longer holds the address.
      if (!userId && row.status === 'pending_payment') {
        await sql`delete from hackathon_registration_emails where event_id = ${row.event_id} and email = ${email} and registration_id = ${row.id}`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hackathon_team_changes').execute();
  await db.schema.dropTable('hackathon_invitations').execute();
  for (const column of ['refund_due', 'expired_at', 'expires_at']) {
    await db.schema.alterTable('hackathon_registrations').dropColumn(column).execute();
  }
}
