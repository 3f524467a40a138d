import type { Kysely } from 'kysely';

/**
 * Learner engagement. Profile fields live on `users`: a public handle (unique, set on the
 * first read of the account; NULLs do not collide in either dialect's unique index), bio, social
 * links as JSON text, visibility (private until the owner makes the profile public), the stored
 * photo's file name under `{DATA_DIR}/photos`, and the IANA time zone learning days are counted in.
 *
 * `activity_days` holds learning minutes per user per local day (`day` is `YYYY-MM-DD` in the
 * user's zone). `last_beat_minute` is the epoch minute of the last counted heartbeat, so a second
 * heartbeat in the same minute changes nothing; minutes never pass 1440 (24 h).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('handle', 'text').execute();
  await db.schema.alterTable('users').addColumn('bio', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('users').addColumn('social_links_json', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await db.schema.alterTable('users').addColumn('profile_visibility', 'text', (c) => c.notNull().defaultTo('private')).execute();
  await db.schema.alterTable('users').addColumn('photo_file', 'text').execute();
  await db.schema.alterTable('users').addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Kolkata')).execute();
  await db.schema.createIndex('users_handle_idx').unique().on('users').column('handle').execute();

  await db.schema
    .createTable('activity_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('last_beat_minute', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_days_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_days').execute();
  await db.schema.dropIndex('users_handle_idx').execute();
  for (const column of ['time_zone', 'photo_file', 'profile_visibility', 'social_links_json', 'bio', 'handle']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
