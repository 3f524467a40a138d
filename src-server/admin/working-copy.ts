import { courseMessageTable } from '@shared/courses/messages';
import type { AdminCourseReply, AdminCourseSummary, AdminLesson, AdminModule, DraftCourse, DraftModule } from '@shared/admin/content';
import type { Kysely, Selectable } from 'kysely';
import type { Executor } from '../db/executor';
import type { CourseDocumentsTable, CourseDraftsTable, Database } from '../db/schema';
import { courseNotFound } from '../courses/service';
import { notFound } from '../errors';
import { findDraft, findPublishedDocument, parseDocument } from './documents';

type DraftRow = Selectable<CourseDraftsTable>;
type PublishedRow = Selectable<CourseDocumentsTable>;

/** A course as an admin edits it: its draft when there is one, otherwise its published document. */
export interface WorkingCopy {
  courseId: string;
  document: DraftCourse;
  draft: DraftRow | undefined;
  /** The published document, unless the course was deleted. */
  published: PublishedRow | undefined;
}

export async function findWorkingCopy(db: Executor, courseId: string): Promise<WorkingCopy | undefined> {
  const [draft, stored] = await Promise.all([findDraft(db, courseId), findPublishedDocument(db, courseId)]);
  const published = stored && stored.deleted_at === null ? stored : undefined;
  const source = draft ?? published;
  if (!source) return undefined;
  return { courseId, document: parseDocument(source.document_json), draft, published };
}

export async function loadWorkingCopy(db: Executor, courseId: string): Promise<WorkingCopy> {
  const copy = await findWorkingCopy(db, courseId);
  if (!copy) throw courseNotFound(courseId);
  return copy;
}

/**
 * Writes the draft, and hands the course to the database (product.md §2.13, **ours**): from the first
 * edit on, the start-up import leaves its course file alone.
 */
export async function saveDraft(db: Executor, courseId: string, document: DraftCourse, userId: string, now: string): Promise<void> {
  const documentJson = JSON.stringify(document);
  await db
    .insertInto('course_drafts')
    .values({ course_id: courseId, document_json: documentJson, created_at: now, updated_at: now, updated_by: userId })
    .onConflict((oc) => oc.column('course_id').doUpdateSet({ document_json: documentJson, updated_at: now, updated_by: userId }))
    .execute();
  await takeOver(db, courseId);
}

export async function takeOver(db: Executor, courseId: string): Promise<void> {
  await db.updateTable('course_documents').set({ owner: 'database' }).where('course_id', '=', courseId).execute();
}

/** Who changes a course, and when by the app's clock. */
export interface Editor {
  userId: string;
  /** ISO-8601 UTC. */
  at: string;
}

/** Runs one read-modify-write of a course's draft in a transaction and answers the saved copy. */
export async function editDraft(
  db: Kysely<Database>,
  courseId: string,
  editor: Editor,
  edit: (document: DraftCourse, trx: Executor) => DraftCourse | Promise<DraftCourse>,
): Promise<WorkingCopy> {
  return db.transaction().execute(async (trx) => {
    const copy = await loadWorkingCopy(trx, courseId);
    const document = await edit(copy.document, trx);
    const { userId, at } = editor;
    await saveDraft(trx, courseId, document, userId, at);
    return { ...copy, document, draft: { course_id: courseId, document_json: JSON.stringify(document), created_at: copy.draft?.created_at ?? at, updated_at: at, updated_by: userId } };
  });
}

export function findModuleIn(document: DraftCourse, moduleId: string): DraftModule {
  const module = document.modules.find((m) => m.id === moduleId);
  if (!module) throw notFound(courseMessageTable.ref('moduleNotFound', { id: moduleId }));
  return module;
}

// ---- replies ----

export function courseSummary(copy: WorkingCopy): AdminCourseSummary {
  const { document, draft, published } = copy;
  return {
    id: document.id,
    title: document.title,
    description: document.description,
    thumbnail: document.thumbnail,
    order: document.order,
    moduleCount: document.modules.length,
    lessonCount: document.modules.reduce((sum, m) => sum + m.lessons.length, 0),
    assignmentCount: document.assignments.length,
    status: published ? (draft ? 'changed' : 'published') : 'draft',
    owner: published?.owner ?? 'database',
    revision: published?.revision ?? null,
    publishedAt: published?.published_at ?? null,
    draftUpdatedAt: draft?.updated_at ?? null,
  };
}

export function moduleReply(courseId: string, module: DraftModule, index: number): AdminModule {
  return {
    id: module.id,
    courseId,
    title: module.title,
    description: module.description,
    order: index + 1,
    lessonCount: module.lessons.length,
    lessons: module.lessons.map((l, i) => ({ id: l.id, title: l.title, order: i + 1 })),
  };
}

export function courseReply(copy: WorkingCopy): AdminCourseReply {
  return { ...courseSummary(copy), modules: copy.document.modules.map((m, i) => moduleReply(copy.courseId, m, i)) };
}

export function lessonReply(courseId: string, module: DraftModule, lessonId: string): AdminLesson {
  const index = module.lessons.findIndex((l) => l.id === lessonId);
  const lesson = module.lessons[index];
  if (!lesson) throw notFound(courseMessageTable.ref('lessonNotFound', { id: lessonId }));
  return {
    id: lesson.id,
    courseId,
    moduleId: module.id,
    title: lesson.title,
    order: index + 1,
    html: lesson.html ?? '',
    blocks: lesson.blocks,
    explanationBlocks: lesson.explanationBlocks,
  };
}
