import { type Kysely, sql } from 'kysely';

/**
 * Assignments (product.md §2.3), seeded from the course library, and each learner's submission of
 * each: one row per (learner, assignment), replaced when a code assignment is submitted again.
 * A submission is 'Submitted' (waiting for an admin) or 'Graded' (marks 0–100 and feedback);
 * 'Pending' is the absence of a row. Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('module_id', 'text', (c) => c.references('course_modules.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('code', 'text', 'task')`))
    .addColumn('language', 'text')
    .addColumn('instructions', 'text', (c) => c.notNull())
    .addColumn('starter_code', 'text')
    .addColumn('tests_json', 'text', (c) => c.notNull())
    .addColumn('due_days', 'integer', (c) => c.notNull())
    .addColumn('is_final', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assignments_course_idx').on('assignments').columns(['course_id', 'position']).execute();

  await db.schema
    .createTable('assignment_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('assignment_id', 'text', (c) => c.notNull().references('assignments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('solution', 'text', (c) => c.notNull())
    .addColumn('submission_url', 'text')
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('Submitted', 'Graded')`))
    .addColumn('marks', 'integer')
    .addColumn('feedback', 'text')
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('graded_at', 'text')
    .addColumn('graded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('assignment_submissions_user_assignment', ['user_id', 'assignment_id'])
    .execute();
  await db.schema.createIndex('assignment_submissions_queue_idx').on('assignment_submissions').columns(['status', 'submitted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assignment_submissions').execute();
  await db.schema.dropTable('assignments').execute();
}
