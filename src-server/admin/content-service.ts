import { adminMessageTable } from '@shared/admin/messages';
import type {
  AdminCourseReply,
  CreateCourseBody,
  CreateLessonBody,
  CreateModuleBody,
  DraftCourse,
  UpdateCourseBody,
  UpdateLessonBody,
  UpdateModuleBody,
} from '@shared/admin/content';
import { draftCourse } from '@shared/admin/content';
import { insertAt, moveTo, reorder, reorderProblem } from '@shared/admin/rules';
import type { LessonFile } from '@shared/courses/course-file';
import type { Kysely } from 'kysely';
import { courseNotFound } from '../courses/service';
import { sanitiseLessonHtml } from '../courses/sanitise';
import type { Database } from '../db/schema';
import type { HeavyWork } from '../heavy-work/pool';
import { AppError, badRequest, notFound } from '../errors';
import type { ReadCourseFile } from './course-file-read';
import { findDraft, findPublishedDocument, parseDocument } from './documents';
import { checkIdsFree, checkNewInDocument, documentIds } from './ids';
import { publishDocument } from './publish';
import { courseReply, courseSummary, editDraft, findModuleIn, findWorkingCopy, lessonReply, loadWorkingCopy, moduleReply, saveDraft, takeOver, type Editor } from './working-copy';

type Db = Kysely<Database>;

const courseExists = (courseId: string) => new AppError('CONFLICT', adminMessageTable.ref('courseExists', { id: courseId }), 409);

// ---- courses ----

export async function listCourses(db: Db) {
  const [published, drafts] = await Promise.all([
    db.selectFrom('course_documents').select('course_id').where('deleted_at', 'is', null).execute(),
    db.selectFrom('course_drafts').select('course_id').execute(),
  ]);
  const ids = [...new Set([...published, ...drafts].map((r) => r.course_id))];
  const copies = await Promise.all(ids.map((id) => findWorkingCopy(db, id)));
  const courses = copies.flatMap((c) => (c ? [courseSummary(c)] : []));
  return { courses: courses.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)) };
}

export async function getCourse(db: Db, courseId: string): Promise<AdminCourseReply> {
  return courseReply(await loadWorkingCopy(db, courseId));
}

/** A new course is a draft with no modules yet: learners see it once it is published. */
export async function createCourse(db: Db, editor: Editor, body: CreateCourseBody): Promise<AdminCourseReply> {
  return db.transaction().execute(async (trx) => {
    if (await findWorkingCopy(trx, body.id)) throw courseExists(body.id);
    const live = await trx.selectFrom('courses').select('id').where('id', '=', body.id).executeTakeFirst();
    if (live) throw courseExists(body.id);
    const document: DraftCourse = { ...body, modules: [], assignments: [] };
    await saveDraft(trx, body.id, document, editor.userId, editor.at);
    return courseReply(await loadWorkingCopy(trx, body.id));
  });
}

export async function updateCourse(db: Db, editor: Editor, courseId: string, body: UpdateCourseBody): Promise<AdminCourseReply> {
  return courseReply(await editDraft(db, courseId, editor, (document) => ({ ...document, ...body })));
}

/** A new catalogue order: each course whose place changes gets it in its draft. */
export async function reorderCourses(db: Db, editor: Editor, ids: readonly string[]) {
  const { courses } = await listCourses(db);
  const problem = reorderProblem(
    courses.map((c) => c.id),
    ids,
  );
  if (problem) throw badRequest(problem);
  for (const [index, id] of ids.entries()) {
    if (courses.find((c) => c.id === id)?.order === index + 1) continue;
    await editDraft(db, id, editor, (document) => ({ ...document, order: index + 1 }));
  }
  return listCourses(db);
}

/**
 * Deletes a course at once (product.md §2.13, **ours**): learners lose it and their progress in it;
 * its revisions stay, and the start-up import does not bring its course file back.
 */
export async function deleteCourse(db: Db, courseId: string, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findWorkingCopy(trx, courseId))) throw courseNotFound(courseId);
    await trx.deleteFrom('course_drafts').where('course_id', '=', courseId).execute();
    await trx.deleteFrom('assignments').where('course_id', '=', courseId).execute();
    await trx.deleteFrom('courses').where('id', '=', courseId).execute();
    await trx.updateTable('course_documents').set({ deleted_at: at }).where('course_id', '=', courseId).execute();
    await takeOver(trx, courseId);
  });
}

export async function publish(db: Db, editor: Editor, courseId: string): Promise<AdminCourseReply> {
  return db.transaction().execute(async (trx) => {
    const copy = await loadWorkingCopy(trx, courseId);
    if (!copy.draft) throw new AppError('CONFLICT', adminMessageTable.ref('nothingToPublish'), 409);
    await publishDocument(trx, copy.document, editor.userId, editor.at);
    return courseReply(await loadWorkingCopy(trx, courseId));
  });
}

export async function discardDraft(db: Db, courseId: string): Promise<AdminCourseReply> {
  return db.transaction().execute(async (trx) => {
    const copy = await loadWorkingCopy(trx, courseId);
    if (!copy.draft) throw new AppError('CONFLICT', adminMessageTable.ref('noDraft'), 409);
    if (!copy.published) throw new AppError('CONFLICT', adminMessageTable.ref('neverPublished'), 409);
    await trx.deleteFrom('course_drafts').where('course_id', '=', courseId).execute();
    return courseReply(await loadWorkingCopy(trx, courseId));
  });
}

// ---- revisions ----

function revisionRows(db: Db, courseId: string) {
  return db
    .selectFrom('course_revisions')
    .leftJoin('users', 'users.id', 'course_revisions.published_by')
    .select(['course_revisions.revision', 'course_revisions.document_json', 'course_revisions.published_at', 'users.id as user_id', 'users.email', 'users.display_name'])
    .where('course_revisions.course_id', '=', courseId);
}

type RevisionRow = Awaited<ReturnType<ReturnType<typeof revisionRows>['executeTakeFirstOrThrow']>>;

async function currentRevision(db: Db, courseId: string): Promise<number | null> {
  const row = await db.selectFrom('course_documents').select(['revision', 'deleted_at']).where('course_id', '=', courseId).executeTakeFirst();
  return row && row.deleted_at === null ? row.revision : null;
}

function revisionSummary(row: RevisionRow, current: number | null) {
  return {
    revision: Number(row.revision),
    title: parseDocument(row.document_json).title,
    publishedAt: row.published_at,
    publishedBy: row.user_id ? { id: row.user_id, email: row.email ?? '', displayName: row.display_name ?? '' } : null,
    current: Number(row.revision) === current,
  };
}

export async function listRevisions(db: Db, courseId: string) {
  const [rows, current] = await Promise.all([revisionRows(db, courseId).orderBy('course_revisions.revision', 'desc').execute(), currentRevision(db, courseId)]);
  if (rows.length === 0 && !(await findWorkingCopy(db, courseId))) throw courseNotFound(courseId);
  return { revisions: rows.map((row) => revisionSummary(row, current)) };
}

async function findRevision(db: Db, courseId: string, revision: number) {
  const row = await revisionRows(db, courseId).where('course_revisions.revision', '=', revision).executeTakeFirst();
  if (!row) throw notFound(adminMessageTable.ref('revisionNotFound', { revision, course: courseId }));
  return row;
}

export async function getRevision(db: Db, courseId: string, revision: number) {
  const [row, current] = await Promise.all([findRevision(db, courseId, revision), currentRevision(db, courseId)]);
  return { ...revisionSummary(row, current), course: parseDocument(row.document_json) };
}

/** Restoring makes the revision the draft (product.md §2.13, **ours**): the admin reviews it, then publishes. */
export async function restoreRevision(db: Db, editor: Editor, courseId: string, revision: number): Promise<AdminCourseReply> {
  const row = await findRevision(db, courseId, revision);
  const document = parseDocument(row.document_json);
  return db.transaction().execute(async (trx) => {
    await checkIdsFree(trx, courseId, documentIds(document), { drafts: true });
    await saveDraft(trx, courseId, document, editor.userId, editor.at);
    return courseReply(await loadWorkingCopy(trx, courseId));
  });
}

// ---- export and import ----

/**
 * The course as a course file (resources/courses/AUTHORING.md): the published one, or the one being
 * edited. The stored document is read and written out as YAML in the heavy-work pool: a whole course
 * takes the request loop tens of milliseconds.
 */
export async function exportCourse(db: Db, heavyWork: HeavyWork, courseId: string, from: 'published' | 'draft'): Promise<string> {
  const [draft, stored] = await Promise.all([findDraft(db, courseId), findPublishedDocument(db, courseId)]);
  const published = stored && stored.deleted_at === null ? stored : undefined;
  const source = from === 'published' ? published : (draft ?? published);
  if (!source) {
    if (draft) throw notFound(adminMessageTable.ref('notPublishedYet', { course: courseId }));
    throw courseNotFound(courseId);
  }
  return heavyWork.run('courseExport', { documentJson: source.document_json });
}

/** Takes a course file back, read by `readCourseFile`: it becomes the course's draft, or is published at once. */
export async function importCourse(db: Db, editor: Editor, course: ReadCourseFile, publish: boolean): Promise<AdminCourseReply> {
  return db.transaction().execute(async (trx) => {
    await checkIdsFree(trx, course.id, documentIds(course), { drafts: true });
    if (publish) await publishDocument(trx, course, editor.userId, editor.at);
    else await saveDraft(trx, course.id, draftCourse.parse(course), editor.userId, editor.at);
    return courseReply(await loadWorkingCopy(trx, course.id));
  });
}

// ---- modules ----

export async function listModules(db: Db, courseId: string) {
  const copy = await loadWorkingCopy(db, courseId);
  return { modules: copy.document.modules.map((m, i) => moduleReply(courseId, m, i)) };
}

export async function createModule(db: Db, editor: Editor, courseId: string, body: CreateModuleBody) {
  const copy = await editDraft(db, courseId, editor, async (document, trx) => {
    checkNewInDocument(document, 'module', body.id);
    await checkIdsFree(trx, courseId, { module: [body.id] }, { drafts: true });
    const module = { id: body.id, title: body.title, description: body.description, lessons: [] };
    return { ...document, modules: insertAt(document.modules, module, body.order) };
  });
  return moduleAt(copy.document, courseId, body.id);
}

function moduleAt(document: DraftCourse, courseId: string, moduleId: string) {
  const index = document.modules.findIndex((m) => m.id === moduleId);
  return moduleReply(courseId, findModuleIn(document, moduleId), index);
}

export async function updateModule(db: Db, editor: Editor, courseId: string, moduleId: string, body: UpdateModuleBody) {
  const copy = await editDraft(db, courseId, editor, (document) => {
    findModuleIn(document, moduleId);
    const modules = document.modules.map((m) => (m.id === moduleId ? { ...m, title: body.title, description: body.description } : m));
    return { ...document, modules: body.order === undefined ? modules : moveTo(modules, moduleId, body.order) };
  });
  return moduleAt(copy.document, courseId, moduleId);
}

/** Removes a module with its lessons and the assignments that belong to it (product.md §2.13, **ours**). */
export async function deleteModule(db: Db, editor: Editor, courseId: string, moduleId: string): Promise<void> {
  await editDraft(db, courseId, editor, (document) => {
    findModuleIn(document, moduleId);
    return { ...document, modules: document.modules.filter((m) => m.id !== moduleId), assignments: document.assignments.filter((a) => a.module !== moduleId) };
  });
}

export async function reorderModules(db: Db, editor: Editor, courseId: string, ids: readonly string[]) {
  const copy = await editDraft(db, courseId, editor, (document) => {
    const problem = reorderProblem(
      document.modules.map((m) => m.id),
      ids,
    );
    if (problem) throw badRequest(problem);
    return { ...document, modules: reorder(document.modules, ids) };
  });
  return { modules: copy.document.modules.map((m, i) => moduleReply(courseId, m, i)) };
}

// ---- lessons ----

export async function listLessons(db: Db, courseId: string, moduleId: string) {
  const copy = await loadWorkingCopy(db, courseId);
  const module = findModuleIn(copy.document, moduleId);
  return { lessons: module.lessons.map((l) => lessonReply(courseId, module, l.id)) };
}

export async function getLesson(db: Db, courseId: string, moduleId: string, lessonId: string) {
  const copy = await loadWorkingCopy(db, courseId);
  return lessonReply(courseId, findModuleIn(copy.document, moduleId), lessonId);
}

function lessonContent(id: string, body: UpdateLessonBody): LessonFile {
  const html = body.html?.trim() ? sanitiseLessonHtml(body.html) : undefined;
  return { id, title: body.title, ...(html === undefined ? {} : { html }), blocks: body.blocks, explanationBlocks: body.explanationBlocks };
}

function withModule(document: DraftCourse, moduleId: string, change: (lessons: LessonFile[]) => LessonFile[]): DraftCourse {
  const module = findModuleIn(document, moduleId);
  return { ...document, modules: document.modules.map((m) => (m === module ? { ...m, lessons: change(m.lessons) } : m)) };
}

export async function createLesson(db: Db, editor: Editor, courseId: string, moduleId: string, body: CreateLessonBody) {
  const copy = await editDraft(db, courseId, editor, async (document, trx) => {
    findModuleIn(document, moduleId);
    checkNewInDocument(document, 'lesson', body.id);
    await checkIdsFree(trx, courseId, { lesson: [body.id] }, { drafts: true });
    return withModule(document, moduleId, (lessons) => insertAt(lessons, lessonContent(body.id, body), body.order));
  });
  return lessonReply(courseId, findModuleIn(copy.document, moduleId), body.id);
}

export async function updateLesson(db: Db, editor: Editor, courseId: string, moduleId: string, lessonId: string, body: UpdateLessonBody) {
  const copy = await editDraft(db, courseId, editor, (document) => {
    lessonReply(courseId, findModuleIn(document, moduleId), lessonId);
    const changed = withModule(document, moduleId, (lessons) => lessons.map((l) => (l.id === lessonId ? lessonContent(lessonId, body) : l)));
    return body.order === undefined ? changed : withModule(changed, moduleId, (lessons) => moveTo(lessons, lessonId, body.order ?? 1));
  });
  return lessonReply(courseId, findModuleIn(copy.document, moduleId), lessonId);
}

export async function deleteLesson(db: Db, editor: Editor, courseId: string, moduleId: string, lessonId: string): Promise<void> {
  await editDraft(db, courseId, editor, (document) => {
    lessonReply(courseId, findModuleIn(document, moduleId), lessonId);
    return withModule(document, moduleId, (lessons) => lessons.filter((l) => l.id !== lessonId));
  });
}

export async function reorderLessons(db: Db, editor: Editor, courseId: string, moduleId: string, ids: readonly string[]) {
  const copy = await editDraft(db, courseId, editor, (document) => {
    const module = findModuleIn(document, moduleId);
    const problem = reorderProblem(
      module.lessons.map((l) => l.id),
      ids,
    );
    if (problem) throw badRequest(problem);
    return withModule(document, moduleId, (lessons) => reorder(lessons, ids));
  });
  const module = findModuleIn(copy.document, moduleId);
  return { lessons: module.lessons.map((l) => lessonReply(courseId, module, l.id)) };
}
