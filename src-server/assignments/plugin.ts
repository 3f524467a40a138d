import { randomUUID } from 'node:crypto';
import { storedGrading } from '@shared/assignments/assignment-file';
import { assignmentMessageTable } from '@shared/assignments/messages';
import { canComplete, canSubmit, isAssignmentLocked, type AssignmentStatus } from '@shared/assignments/rules';
import { runnableLanguages } from '@shared/courses/blocks';
import { assignmentsRoutes } from '@shared/api/routes/assignments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import { requireUser } from '../http/access';
import { perUserLimit } from '../http/rate-limit';
import { routeOptions } from '../http/route-options';
import type { Executor } from '../runner/executor';
import { isPremium } from '../subscriptions/premium';
import { gradeCode } from './grade-code';
import { findAssignment, findOwnSubmission, findSubmission, gradeSubmission, gradingQueue, listAssignmentRows, saveSubmission } from './queries';
import { groupByCourse, toSubmission } from './service';

interface AssignmentsPluginOptions {
  db: Kysely<Database>;
  /** The code runner's executor: code assignments are graded by running their tests in it. */
  executor: Executor;
  clock: Clock;
}

const assignmentNotFound = (id: string) => notFound(assignmentMessageTable.ref('notFound', { id }));
const submissionNotFound = () => notFound(assignmentMessageTable.ref('submissionNotFound'));
const premiumRequired = () => new AppError('PREMIUM_REQUIRED', assignmentMessageTable.ref('premium'), 403);
const storedLanguage = z.enum(runnableLanguages);

/** A submit runs the tests of a code assignment: a few a minute is plenty for a learner. */
const submitRateLimit = perUserLimit(10, assignmentMessageTable.ref('tooQuick'));

/** product.md §2.7 "Assignments": the list, submit and complete, a submission, and the grading queue. */
export const assignmentsPlugin: FastifyPluginAsyncZod<AssignmentsPluginOptions> = async (app, { db, executor, clock }) => {
  /** The assignment a learner may act on, with their current status. */
  async function openAssignment(userId: string, id: string) {
    const assignment = await findAssignment(db, id);
    if (!assignment) throw assignmentNotFound(id);
    if (isAssignmentLocked(assignment.position, assignment.is_final === 1, await isPremium(db, userId, clock()))) throw premiumRequired();
    const existing = await findOwnSubmission(db, userId, id);
    const status: AssignmentStatus = existing?.status ?? 'Pending';
    return { assignment, existing, status };
  }

  app.route({
    ...routeOptions(assignmentsRoutes.list),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const premium = await isPremium(db, userId, clock());
      return { courses: groupByCourse(await listAssignmentRows(db, userId), premium), premium };
    },
  });

  app.route({
    ...routeOptions(assignmentsRoutes.submit, { rateLimit: submitRateLimit }),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const { assignment, existing, status } = await openAssignment(userId, request.params.id);
      if (!canSubmit(assignment.kind, status, existing?.marks ?? null)) {
        throw new AppError(
          'CONFLICT',
          assignmentMessageTable.ref(assignment.kind === 'task' ? 'nothingToHandIn' : 'alreadySubmitted'),
          409,
        );
      }
      const { solution, submissionUrl, notes } = request.body;
      const now = clock().toISOString();
      // Tests run before anything is written, so a failed run leaves the last submission as it was.
      const grade =
        assignment.kind === 'code' ? await gradeCode(executor, storedLanguage.parse(assignment.language), solution, storedGrading.parse(JSON.parse(assignment.tests_json))) : undefined;
      const row = {
        id: existing?.id ?? randomUUID(),
        assignment_id: assignment.id,
        user_id: userId,
        solution,
        submission_url: submissionUrl ?? null,
        notes: notes ?? null,
        status: grade ? ('Graded' as const) : ('Submitted' as const),
        marks: grade?.marks ?? null,
        feedback: grade?.feedback ?? null,
        submitted_at: now,
        graded_at: grade ? now : null,
        graded_by: null,
      };
      await saveSubmission(db, row);
      return { id: assignment.id, status: row.status, marks: row.marks, feedback: row.feedback, submissionId: row.id };
    },
  });

  app.route({
    ...routeOptions(assignmentsRoutes.complete),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const { assignment, existing, status } = await openAssignment(userId, request.params.id);
      if (!canComplete(assignment.kind, status)) {
        throw new AppError('CONFLICT', assignmentMessageTable.ref(assignment.kind === 'task' ? 'alreadyComplete' : 'gradedFromSubmission'), 409);
      }
      const now = clock().toISOString();
      const id = existing?.id ?? randomUUID();
      const row = { id, assignment_id: assignment.id, user_id: userId, solution: '', submission_url: null, notes: null, status: 'Graded' as const, marks: null, feedback: null, submitted_at: now, graded_at: now, graded_by: null };
      await saveSubmission(db, row);
      return { id: assignment.id, status: row.status, marks: null, feedback: null, submissionId: id };
    },
  });

  app.route({
    ...routeOptions(assignmentsRoutes.submission),
    handler: async (request) => {
      const { userId, roles } = requireUser(request);
      const row = await findSubmission(db, request.params.id);
      // Someone else's submission is as absent as a made-up id: its existence is not the caller's business.
      if (!row || (row.user_id !== userId && !roles.includes('admin'))) throw submissionNotFound();
      return toSubmission(row);
    },
  });

  app.route({
    ...routeOptions(assignmentsRoutes.grading),
    handler: async (request) => ({ submissions: (await gradingQueue(db, request.query.status)).map(toSubmission) }),
  });

  app.route({
    ...routeOptions(assignmentsRoutes.grade),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const graded = await gradeSubmission(db, request.params.id, { ...request.body, graderId: userId, now: clock().toISOString() });
      const row = graded ? await findSubmission(db, request.params.id) : undefined;
      if (!row) throw submissionNotFound();
      return toSubmission(row);
    },
  });
};
