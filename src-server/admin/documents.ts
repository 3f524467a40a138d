import { draftCourse, type DraftCourse } from '@shared/admin/content';
import type { CourseFile } from '@shared/courses/course-file';
import type { Executor } from '../db/executor';
import { sanitiseLessonHtml } from '../courses/sanitise';

/** A stored course document (published, draft or revision), read back through its schema. */
export function parseDocument(json: string): DraftCourse {
  return draftCourse.parse(JSON.parse(json));
}

/** Lesson HTML is sanitised when it is stored, in the draft as in the published course. */
export function sanitiseDocument<T extends DraftCourse>(document: T): T {
  return {
    ...document,
    modules: document.modules.map((m) => ({
      ...m,
      lessons: m.lessons.map((l) => (l.html === undefined ? l : { ...l, html: sanitiseLessonHtml(l.html) })),
    })),
  };
}

export function findPublishedDocument(db: Executor, courseId: string) {
  return db.selectFrom('course_documents').selectAll().where('course_id', '=', courseId).executeTakeFirst();
}

export function findDraft(db: Executor, courseId: string) {
  return db.selectFrom('course_drafts').selectAll().where('course_id', '=', courseId).executeTakeFirst();
}

/**
 * The start-up import's half of "one source of truth" (product.md §2.13, **ours**): library courses
 * whose document an admin has taken over (edited, published, imported or deleted) are left out,
 * and the others' documents are recorded as they are in resources/courses. Answers the courses
 * to import and the ids it skipped.
 */
export async function libraryCoursesToSeed(db: Executor, library: readonly CourseFile[], now: string): Promise<{ seeded: CourseFile[]; skipped: string[] }> {
  const stored = await db.selectFrom('course_documents').select(['course_id', 'owner', 'document_json']).execute();
  const byId = new Map(stored.map((row) => [row.course_id, row]));
  const seeded: CourseFile[] = [];
  const skipped: string[] = [];
  for (const course of library) {
    const row = byId.get(course.id);
    if (row?.owner === 'database') {
      skipped.push(course.id);
      continue;
    }
    seeded.push(course);
    // Stored as the admin stores it (lesson HTML sanitised), so an export imports back unchanged.
    const documentJson = JSON.stringify(sanitiseDocument(course));
    if (row?.document_json === documentJson) continue;
    const values = { course_id: course.id, document_json: documentJson, owner: 'library' as const, revision: 0, published_at: now, published_by: null, deleted_at: null };
    await db
      .insertInto('course_documents')
      .values(values)
      .onConflict((oc) => oc.column('course_id').doUpdateSet({ document_json: documentJson, published_at: now }))
      .execute();
  }
  return { seeded, skipped };
}
