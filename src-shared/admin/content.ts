import { z } from 'zod';
import { text, wellFormedText } from '../api/text';
import { assignmentFile } from '../assignments/assignment-file';
import { contentBlockBody, explanationBlock } from '../courses/blocks';
import { checkLessonContent, lessonFile } from '../courses/course-file';
import { slug } from '../courses/slug';
import { adminMessages } from './messages';
import { isThumbnailUrl } from './rules';

/**
 * The content admin's requests and replies (product.md §2.5, §2.13). The
 * bodies are the authoring format's fields (src-shared/courses/course-file.ts) with the admin
 * form's texts; a lesson's blocks are the authoring blocks themselves.
 */

/** A required form field: missing and blank both answer the form's own message. */
const required = (message: string, max: number) => z.string({ error: message }).check(wellFormedText).trim().min(1, message).max(max);
const requiredSlug = (message: string) => z.string({ error: message }).check(wellFormedText).min(1, message).pipe(slug);
const order = z.number({ error: adminMessages.order }).int(adminMessages.order).min(1, adminMessages.order);
const thumbnail = z.string({ error: adminMessages.thumbnail }).check(wellFormedText).trim().max(500).refine(isThumbnailUrl, adminMessages.thumbnail);

// ---- courses ----

export const createCourseBody = z.strictObject({
  id: requiredSlug(adminMessages.courseFields),
  title: required(adminMessages.courseFields, 140),
  description: required(adminMessages.courseFields, 2000),
  thumbnail,
  /** Catalogue position, 1 first. */
  order,
});
export type CreateCourseBody = z.infer<typeof createCourseBody>;

export const updateCourseBody = createCourseBody.omit({ id: true });
export type UpdateCourseBody = z.infer<typeof updateCourseBody>;

/** A new order of the whole list: every id once. */
export const reorderBody = z.strictObject({ ids: z.array(slug).min(1).max(500) });
export type ReorderBody = z.infer<typeof reorderBody>;

export const courseParams = z.object({ courseId: slug });
export const moduleParams = courseParams.extend({ moduleId: slug });
export const lessonParams = moduleParams.extend({ lessonId: slug });
export const revisionParams = courseParams.extend({ revision: z.coerce.number().int().min(1) });

/**
 * Published: learners read it and there is no unpublished change. Draft: never published, so
 * learners do not see it. Changed: published, with unpublished changes.
 */
export const contentStatuses = ['published', 'draft', 'changed'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** Library: still imported from resources/courses at each start. Database: edited here, so the start-up import skips it. */
export const courseOwners = ['library', 'database'] as const;

export const adminCourseSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  order: z.number().int(),
  moduleCount: z.number().int(),
  lessonCount: z.number().int(),
  assignmentCount: z.number().int(),
  status: z.enum(contentStatuses),
  owner: z.enum(courseOwners),
  /** The latest published revision; 0 for a course only ever imported from the library; null if never published. */
  revision: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  draftUpdatedAt: z.string().nullable(),
});
export type AdminCourseSummary = z.infer<typeof adminCourseSummary>;

export const listAdminCoursesReply = z.object({ courses: z.array(adminCourseSummary) });

export const adminLessonSummary = z.object({ id: z.string(), title: z.string(), order: z.number().int() });

export const adminModule = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  lessonCount: z.number().int(),
  lessons: z.array(adminLessonSummary),
});
export type AdminModule = z.infer<typeof adminModule>;

/** One course as the admin edits it: the draft when there is one, otherwise the published course. */
export const adminCourseReply = adminCourseSummary.extend({ modules: z.array(adminModule) });
export type AdminCourseReply = z.infer<typeof adminCourseReply>;

export const deletedReply = z.object({ deleted: z.literal(true) });

// ---- modules ----

export const createModuleBody = z.strictObject({
  id: requiredSlug(adminMessages.moduleFields),
  title: required(adminMessages.moduleFields, 140),
  description: required(adminMessages.moduleFields, 2000),
  /** 1-based place in the course; left out, the module goes last. */
  order: order.optional(),
});
export type CreateModuleBody = z.infer<typeof createModuleBody>;

export const updateModuleBody = createModuleBody.omit({ id: true });
export type UpdateModuleBody = z.infer<typeof updateModuleBody>;

export const listModulesReply = z.object({ modules: z.array(adminModule) });

// ---- lessons ("contents") ----

const lessonFields = {
  title: required(adminMessages.lessonFields, 140),
  html: text().max(200_000).optional(),
  blocks: z.array(contentBlockBody).max(300).default([]),
  explanationBlocks: z.array(explanationBlock).max(100).default([]),
  /** 1-based place in the module; left out, the lesson goes last. */
  order: order.optional(),
};

export const createLessonBody = z.strictObject({ id: requiredSlug(adminMessages.lessonFields), ...lessonFields }).superRefine(checkLessonContent);
export type CreateLessonBody = z.infer<typeof createLessonBody>;

export const updateLessonBody = z.strictObject(lessonFields).superRefine(checkLessonContent);
export type UpdateLessonBody = z.infer<typeof updateLessonBody>;

/** A lesson as the admin edits it: the authoring fields, the HTML as it will be stored (sanitised). */
export const adminLesson = z.object({
  id: z.string(),
  courseId: z.string(),
  moduleId: z.string(),
  title: z.string(),
  order: z.number().int(),
  html: z.string(),
  blocks: z.array(contentBlockBody),
  explanationBlocks: z.array(explanationBlock),
});
export type AdminLesson = z.infer<typeof adminLesson>;

export const listLessonsReply = z.object({ lessons: z.array(adminLesson) });

// ---- drafts, publishing, revisions ----

export const publishReply = adminCourseReply;

export const revisionSummary = z.object({
  revision: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  /** Null when the account that published it has since been deleted. */
  publishedBy: z.object({ id: z.string(), email: z.string(), displayName: z.string() }).nullable(),
  /** The revision learners read now. */
  current: z.boolean(),
});
export type RevisionSummary = z.infer<typeof revisionSummary>;

export const listRevisionsReply = z.object({ revisions: z.array(revisionSummary) });

/**
 * A stored course document: the authoring format, except that a draft may still lack modules or
 * lessons (publishing checks the whole course with `courseFile`).
 */
export const draftLesson = lessonFile;
export const draftModule = z.strictObject({
  id: slug,
  title: text().trim().min(1).max(140),
  description: text().trim().min(1),
  lessons: z.array(draftLesson),
});
export const draftCourse = z.strictObject({
  id: slug,
  title: text().trim().min(1).max(140),
  description: text().trim().min(1),
  thumbnail: text().min(1),
  order: z.number().int().min(1),
  modules: z.array(draftModule),
  assignments: z.array(assignmentFile).default([]),
});
export type DraftCourse = z.infer<typeof draftCourse>;
export type DraftModule = z.infer<typeof draftModule>;

export const revisionReply = revisionSummary.extend({ course: draftCourse });

// ---- export and import ----

export const exportQuery = z.object({
  /** The published course (default), or the draft being edited. */
  from: z.enum(['published', 'draft']).default('published'),
});

export const importCourseBody = z.strictObject({
  /** One course file in the authoring format (resources/courses/AUTHORING.md). */
  yaml: text().min(1, adminMessages.pasteCourseFile).max(4_000_000),
  /** Publish at once instead of keeping the import as a draft. */
  publish: z.boolean().default(false),
});
export type ImportCourseBody = z.infer<typeof importCourseBody>;

// ---- thumbnails ----

/** The one multipart field POST /api/admin/thumbnails reads the image from. */
export const thumbnailField = 'thumbnail';
export const thumbnailUploadReply = z.object({ url: z.string() });
export const thumbnailParams = z.object({ name: text().regex(/^[0-9a-f-]{36}\.webp$/, adminMessages.unknownThumbnail) });
