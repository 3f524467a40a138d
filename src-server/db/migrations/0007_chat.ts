import type { Kysely } from 'kysely';

/**
 * The AI tutor's conversations (product.md §1.3 "Chat message"). One row per message, kept per
 * user and conversation (`chat_id`, 'default' unless the learner starts another). `sender` is
 * 'user' or 'bot'; `stopped` is 1 for a bot reply cut short by Stop or a dropped connection.
 * `created_at` is ISO-8601 UTC text with milliseconds; a reply is always stamped after its question.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('tutor', 'text')
    .addColumn('stopped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_conversation_idx').on('chat_messages').columns(['user_id', 'chat_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
}
