import { adminMessageTable } from '@shared/admin/messages';
import type { DraftCourse } from '@shared/admin/content';
import type { Executor } from '../db/executor';
import { AppError } from '../errors';
import { parseDocument } from './documents';

/**
 * Lessons are addressed as /api/lessons/:id, so module, lesson and assignment ids are unique across
 * the whole library (src-shared/courses/course-file.ts). These checks keep an edit from taking an
 * id another course uses, published or in its draft.
 */
type Kind = 'module' | 'lesson' | 'assignment';

/** One message per kind, so that a translation words the kind as its language does. */
export const idTaken = (kind: Kind, id: string, otherCourse: string) =>
  new AppError('CONFLICT', adminMessageTable.ref(kind === 'module' ? 'moduleIdTaken' : kind === 'lesson' ? 'lessonIdTaken' : 'assignmentIdTaken', { id, course: otherCourse }), 409);

export function documentIds(document: DraftCourse): Record<Kind, string[]> {
  return {
    module: document.modules.map((m) => m.id),
    lesson: document.modules.flatMap((m) => m.lessons.map((l) => l.id)),
    assignment: document.assignments.map((a) => a.id),
  };
}

/** Refuses ids of `wanted` that a published course other than `courseId` uses. */
async function checkPublished(db: Executor, courseId: string, wanted: Record<Kind, string[]>): Promise<void> {
  const tables = { module: 'course_modules', lesson: 'lessons', assignment: 'assignments' } as const;
  for (const kind of ['module', 'lesson', 'assignment'] as const) {
    const ids = wanted[kind];
    if (ids.length === 0) continue;
    // Batches keep each statement under SQLite's bound-parameter limit.
    for (let start = 0; start < ids.length; start += 500) {
      const hit = await db
        .selectFrom(tables[kind])
        .select(['id', 'course_id'])
        .where('id', 'in', ids.slice(start, start + 500))
        .where('course_id', '<>', courseId)
        .executeTakeFirst();
      if (hit) throw idTaken(kind, hit.id, hit.course_id);
    }
  }
}

/** Refuses ids of `wanted` that another course's draft uses. */
async function checkDrafts(db: Executor, courseId: string, wanted: Record<Kind, string[]>): Promise<void> {
  const drafts = await db.selectFrom('course_drafts').select(['course_id', 'document_json']).where('course_id', '<>', courseId).execute();
  for (const draft of drafts) {
    const theirs = documentIds(parseDocument(draft.document_json));
    for (const kind of ['module', 'lesson', 'assignment'] as const) {
      const clash = wanted[kind].find((id) => theirs[kind].includes(id));
      if (clash) throw idTaken(kind, clash, draft.course_id);
    }
  }
}

export async function checkIdsFree(db: Executor, courseId: string, wanted: Partial<Record<Kind, string[]>>, options: { drafts: boolean }): Promise<void> {
  const full = { module: wanted.module ?? [], lesson: wanted.lesson ?? [], assignment: wanted.assignment ?? [] };
  await checkPublished(db, courseId, full);
  if (options.drafts) await checkDrafts(db, courseId, full);
}

/** Refuses an id already in the course's own document. */
export function checkNewInDocument(document: DraftCourse, kind: 'module' | 'lesson', id: string): void {
  if (documentIds(document)[kind].includes(id)) {
    throw new AppError('CONFLICT', adminMessageTable.ref(kind === 'module' ? 'moduleIdInCourse' : 'lessonIdInCourse', { id }), 409);
  }
}
