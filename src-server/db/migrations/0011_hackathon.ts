import { type Kysely, sql } from 'kysely';

/**
 * The hackathon's participant side: registrations (one per account per event), the e-mail
 * addresses they list (one address in at most one registration of an event, by primary key, so
 * two racing registrations cannot both claim it), commitments, teams and their members, project
 * submissions and the GitHub repository cache. Flags are integer 0/1, time ISO-8601 UTC text,
 * money integer paise; structured parts of a registration are JSON text parsed by the shared schema.
 *
 * Teams: `hackathon_team_members` is the one record of who is in which team. `member_count` is the
 * seat counter a join increments with a conditional update (`where member_count < max_members`),
 * which is atomic on SQLite and PostgreSQL alike, and the (event, user) key keeps a person to one team.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hackathon_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('hackathon_events.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending_payment', 'confirmed', 'cancelled', 'refunded', 'waitlisted', 'rejected')`))
    .addColumn('team_name', 'text', (c) => c.notNull())
    .addColumn('team_size', 'integer', (c) => c.notNull().check(sql`team_size between 1 and 4`))
    .addColumn('problem_statement_id', 'text')
    .addColumn('personal_info_json', 'text', (c) => c.notNull())
    .addColumn('team_info_json', 'text', (c) => c.notNull())
    .addColumn('additional_info_json', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('admin_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('hackathon_registrations_event_user', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('hackathon_registrations_status_idx').on('hackathon_registrations').columns(['event_id', 'status']).execute();

  await db.schema
    .createTable('hackathon_registration_emails')
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('registration_id', 'text', (c) => c.notNull().references('hackathon_registrations.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('hackathon_registration_emails_pk', ['event_id', 'email'])
    .execute();
  await db.schema.createIndex('hackathon_registration_emails_reg_idx').on('hackathon_registration_emails').column('registration_id').execute();

  await db.schema
    .createTable('hackathon_commitments')
    .addColumn('registration_id', 'text', (c) => c.primaryKey().references('hackathon_registrations.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ibm_skillsbuild', 'integer', (c) => c.notNull())
    .addColumn('nasscom_courses', 'integer', (c) => c.notNull())
    .addColumn('full_participation', 'integer', (c) => c.notNull())
    .addColumn('expectations', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('github', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('linkedin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('hackathon_teams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('hackathon_events.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('leader_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('registration_id', 'text', (c) => c.references('hackathon_registrations.id').onDelete('set null'))
    .addColumn('member_count', 'integer', (c) => c.notNull())
    .addColumn('max_members', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('hackathon_teams_seats', sql`member_count >= 0 and member_count <= max_members`)
    .execute();

  await db.schema
    .createTable('hackathon_team_members')
    .addColumn('team_id', 'text', (c) => c.notNull().references('hackathon_teams.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('leader', 'member')`))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('hackathon_team_members_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('hackathon_team_members_team_idx').on('hackathon_team_members').columns(['team_id', 'joined_at']).execute();

  await db.schema
    .createTable('hackathon_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('hackathon_events.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'text', (c) => c.references('hackathon_teams.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('github_repo', 'text', (c) => c.notNull())
    .addColumn('live_demo', 'text')
    .addColumn('video_demo', 'text')
    .addColumn('tech_stack_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('problem_statement_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('submitted'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('evaluation_score', 'integer')
    .addColumn('judge_comments', 'text')
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hackathon_submissions_user_idx').on('hackathon_submissions').columns(['user_id', 'submitted_at']).execute();

  await db.schema
    .createTable('github_repo_cache')
    .addColumn('full_name', 'text', (c) => c.primaryKey())
    .addColumn('data_json', 'text')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'github_repo_cache',
    'hackathon_submissions',
    'hackathon_team_members',
    'hackathon_teams',
    'hackathon_commitments',
    'hackathon_registration_emails',
    'hackathon_registrations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
