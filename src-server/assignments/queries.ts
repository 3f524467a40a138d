import type { Executor } from '../db/executor';
import type { AssignmentSubmissionsTable } from '../db/schema';

/** Every assignment with its course and module, and the caller's submission and course start, in catalogue order. */
export function listAssignmentRows(db: Executor, userId: string) {
  return db
    .selectFrom('assignments as a')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .leftJoin('course_modules as m', 'm.id', 'a.module_id')
    .leftJoin('assignment_submissions as s', (join) => join.onRef('s.assignment_id', '=', 'a.id').on('s.user_id', '=', userId))
    .leftJoin('course_progress as p', (join) => join.onRef('p.course_id', '=', 'a.course_id').on('p.user_id', '=', userId))
    .select([
      'a.id',
      'a.course_id',
      'c.title as course_title',
      'a.module_id',
      'm.title as module_title',
      'a.position',
      'a.title',
      'a.kind',
      'a.language',
      'a.instructions',
      'a.starter_code',
      'a.tests_json',
      'a.due_days',
      'a.is_final',
      'p.started_at',
      's.id as submission_id',
      's.status',
      's.marks',
      's.feedback',
      's.submitted_at',
    ])
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .orderBy('a.is_final')
    .orderBy('m.position')
    .orderBy('a.position')
    .execute();
}
export type AssignmentListRow = Awaited<ReturnType<typeof listAssignmentRows>>[number];

export function findAssignment(db: Executor, id: string) {
  return db.selectFrom('assignments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOwnSubmission(db: Executor, userId: string, assignmentId: string) {
  return db.selectFrom('assignment_submissions').selectAll().where('user_id', '=', userId).where('assignment_id', '=', assignmentId).executeTakeFirst();
}

/** The caller's one submission of an assignment: written, or replaced by a new attempt. */
export async function saveSubmission(db: Executor, row: AssignmentSubmissionsTable): Promise<void> {
  const { solution, submission_url, notes, status, marks, feedback, submitted_at, graded_at, graded_by } = row;
  const changes = { solution, submission_url, notes, status, marks, feedback, submitted_at, graded_at, graded_by };
  await db
    .insertInto('assignment_submissions')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'assignment_id']).doUpdateSet(changes))
    .execute();
}

const submissionDetail = (db: Executor) =>
  db
    .selectFrom('assignment_submissions as s')
    .innerJoin('assignments as a', 'a.id', 's.assignment_id')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.assignment_id',
      'a.title as assignment_title',
      'c.title as course_title',
      'a.kind',
      'a.is_final',
      'u.display_name',
      'u.email',
      's.solution',
      's.submission_url',
      's.notes',
      's.status',
      's.marks',
      's.feedback',
      's.submitted_at',
      's.graded_at',
    ]);
export type SubmissionRow = Awaited<ReturnType<ReturnType<typeof submissionDetail>['execute']>>[number];

export function findSubmission(db: Executor, id: string) {
  return submissionDetail(db).where('s.id', '=', id).executeTakeFirst();
}

/** How many submissions the grading screen shows at once: the oldest waiting first. */
export const gradingPageSize = 200;

export function gradingQueue(db: Executor, status: 'Submitted' | 'Graded' | 'all') {
  let query = submissionDetail(db);
  if (status !== 'all') query = query.where('s.status', '=', status);
  return query.orderBy('s.submitted_at').orderBy('s.id').limit(gradingPageSize).execute();
}

export async function gradeSubmission(db: Executor, id: string, grade: { marks: number; feedback: string; graderId: string; now: string }): Promise<boolean> {
  const result = await db
    .updateTable('assignment_submissions')
    .set({ status: 'Graded', marks: grade.marks, feedback: grade.feedback, graded_at: grade.now, graded_by: grade.graderId })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
