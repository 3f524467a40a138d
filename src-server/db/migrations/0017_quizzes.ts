import type { Kysely } from 'kysely';

/**
 * Quiz attempts (product.md §2.2 "Quizzes"). The quizzes themselves are the bank under
 * resources/quizzes/, read at start-up; an attempt names its quiz by id. Times are ISO-8601 UTC
 * text. `layout_json` keeps the questions and option ids in the order this attempt showed them, so
 * options can be shuffled per attempt and still be scored by id. The score columns stay null
 * until the attempt is submitted; an attempt whose time ran out unsubmitted never counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quiz_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('deadline_at', 'text', (c) => c.notNull())
    .addColumn('layout_json', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('answers_json', 'text')
    .addColumn('correct_count', 'integer')
    .addColumn('question_count', 'integer', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('points', 'integer')
    .execute();
  await db.schema.createIndex('quiz_attempts_user').on('quiz_attempts').columns(['user_id', 'submitted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quiz_attempts').execute();
}
