import type { DraftCourse } from '@shared/admin/content';
import { courseFile, type CourseFile } from '@shared/courses/course-file';
import { invalidField } from '@shared/http/invalid-field';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import type { z } from 'zod';
import { seedAssignments } from '../assignments/seed-assignments';
import { seedCourses } from '../courses/seed-courses';
import type { Executor } from '../db/executor';
import { AppError } from '../errors';
import { checkIdsFree, documentIds } from './ids';

/** The first problem of a failed parse, naming the field as the request validation does. */
export function firstIssue(error: z.ZodError): IdentifiedMessage {
  const issue = error.issues[0];
  return invalidField(issue && issue.path.length > 0 ? issue.path.join('.') : 'course', issue);
}

/** Checks a whole course as the authoring format does; a course that is not ready answers 400 naming the field. */
export function readyToPublish(document: DraftCourse): CourseFile {
  const parsed = courseFile.safeParse(document);
  if (!parsed.success) throw new AppError('VALIDATION', firstIssue(parsed.error), 400);
  return parsed.data;
}

/**
 * Publishes a course document (product.md §2.13, **ours**): the next revision is kept with who and
 * when, the document becomes the published one, owned by the database, and the tables learners
 * read are rewritten from it as the start-up import writes them; the draft is gone. Run it in a
 * transaction.
 */
export async function publishDocument(trx: Executor, document: DraftCourse, userId: string, now: string): Promise<number> {
  const course = readyToPublish(document);
  await checkIdsFree(trx, course.id, documentIds(course), { drafts: false });
  const latest = await trx
    .selectFrom('course_revisions')
    .select((eb) => eb.fn.max('revision').as('latest'))
    .where('course_id', '=', course.id)
    .executeTakeFirst();
  const revision = Number(latest?.latest ?? 0) + 1;
  const documentJson = JSON.stringify(course);
  await trx.insertInto('course_revisions').values({ course_id: course.id, revision, document_json: documentJson, published_at: now, published_by: userId }).execute();
  const published = { document_json: documentJson, owner: 'database' as const, revision, published_at: now, published_by: userId, deleted_at: null };
  await trx
    .insertInto('course_documents')
    .values({ course_id: course.id, ...published })
    .onConflict((oc) => oc.column('course_id').doUpdateSet(published))
    .execute();
  await seedCourses(trx, [course], now);
  await seedAssignments(trx, [course], now);
  await trx.deleteFrom('course_drafts').where('course_id', '=', course.id).execute();
  return revision;
}
