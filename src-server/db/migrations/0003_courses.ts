import { type Kysely, sql } from 'kysely';

/**
 * Course modules and lessons, subscriptions, and per-user progress. Lesson bodies (html, blocks,
 * explanation blocks) are JSON text, sanitised before they are stored. Positions are 0-based, as
 * the free-lesson lock counts them. Progress rows are keyed on (user, lesson) or (user, quiz block)
 * so a lesson is completed, and a quiz answered, at most once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_modules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_modules_course_idx').on('course_modules').columns(['course_id', 'position']).execute();

  await db.schema
    .createTable('lessons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('module_id', 'text', (c) => c.notNull().references('course_modules.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('blocks_json', 'text', (c) => c.notNull())
    .addColumn('explanation_json', 'text', (c) => c.notNull())
    .addColumn('quiz_block_ids_json', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lessons_module_idx').on('lessons').columns(['module_id', 'position']).execute();
  await db.schema.createIndex('lessons_course_idx').on('lessons').column('course_id').execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'cancelled')`))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').columns(['user_id', 'expires_at']).execute();

  await db.schema
    .createTable('course_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('last_visited_lesson_id', 'text')
    .addColumn('last_visited_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_progress_pk', ['user_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('completed_lessons')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('completed_lessons_pk', ['user_id', 'lesson_id'])
    .execute();
  await db.schema.createIndex('completed_lessons_course_idx').on('completed_lessons').columns(['user_id', 'course_id']).execute();

  await db.schema
    .createTable('quiz_answers')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('block_id', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('answer', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quiz_answers_pk', ['user_id', 'block_id'])
    .execute();
  await db.schema.createIndex('quiz_answers_course_idx').on('quiz_answers').columns(['user_id', 'course_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['quiz_answers', 'completed_lessons', 'course_progress', 'subscriptions', 'lessons', 'course_modules']) {
    await db.schema.dropTable(table).execute();
  }
}
