import { z } from 'zod';
import { text } from '../api/text';
import { assignmentFile, assignmentProblems } from '../assignments/assignment-file';
import { type codeBlockBody, contentBlockBody, type ContentBlockBody, explanationBlock, isRunnableLanguage } from './blocks';
import { messageRefinement } from '../i18n/issue-message';
import { courseMessageTable, courseMessages } from './messages';
import { slug } from './slug';

/**
 * The authoring format of one course under resources/courses/ (YAML): the course, its modules in
 * order, each module's lessons in order, each lesson's blocks in order. Ids are slugs and must be
 * unique across the whole library, because lessons are addressed as /api/lessons/:lessonId.
 */
type CodeBody = z.infer<typeof codeBlockBody>;

/** A runnable sample must say what it prints, unless the author marks it as a fragment. */
export function missingExpectedOutput(block: CodeBody): boolean {
  return isRunnableLanguage(block.language) && block.runnable !== false && block.expectedOutput === undefined;
}

/**
 * A lesson's content rules (product.md §2.5): HTML or at least one block, and every runnable
 * sample saying what it prints. Shared by the authoring format and the admin's lesson form.
 */
export function checkLessonContent(lesson: { html?: string | undefined; blocks: readonly ContentBlockBody[] }, ctx: z.RefinementCtx): void {
  if (!lesson.html?.trim() && lesson.blocks.length === 0) {
    ctx.addIssue({ code: 'custom', message: courseMessages.contentRequired, path: ['blocks'] });
  }
  lesson.blocks.forEach((block, index) => {
    if (block.type === 'code' && missingExpectedOutput(block)) {
      ctx.addIssue({ code: 'custom', ...messageRefinement(courseMessageTable.ref('runnableNeedsOutput', { language: block.language })), path: ['blocks', index] });
    }
  });
}

export const lessonFile = z
  .strictObject({
    id: slug,
    title: text().trim().min(1).max(140),
    /** Optional lesson HTML, sanitised when stored. Most lessons are written as blocks. */
    html: text().optional(),
    blocks: z.array(contentBlockBody).default([]),
    explanationBlocks: z.array(explanationBlock).default([]),
  })
  .superRefine(checkLessonContent);
export type LessonFile = z.infer<typeof lessonFile>;

export const moduleFile = z.strictObject({
  id: slug,
  title: text().trim().min(1).max(140),
  description: text().trim().min(1),
  lessons: z.array(lessonFile).min(1),
});
export type ModuleFile = z.infer<typeof moduleFile>;

export const courseFile = z
  .strictObject({
    id: slug,
    title: text().trim().min(1).max(140),
    description: text().trim().min(1),
    thumbnail: text().min(1),
    /** Catalogue position, 1 first. */
    order: z.number().int().min(1),
    modules: z.array(moduleFile).min(1),
    /** Its assignments, in the order shown (src-shared/assignments/assignment-file.ts). */
    assignments: z.array(assignmentFile).default([]),
  })
  .superRefine((course, ctx) => {
    const moduleIds = course.modules.map((m) => m.id);
    for (const message of assignmentProblems(moduleIds, course.assignments)) ctx.addIssue({ code: 'custom', message, path: ['assignments'] });
  });
export type CourseFile = z.infer<typeof courseFile>;

/** Ids that appear more than once across the given courses (courses, modules and lessons share one space each). */
export function duplicateIds(courses: readonly CourseFile[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const note = (kind: string, id: string) => {
    const key = `${kind}:${id}`;
    if (seen.has(key)) duplicates.add(key);
    seen.add(key);
  };
  for (const course of courses) {
    note('course', course.id);
    for (const module of course.modules) {
      note('module', module.id);
      for (const lesson of module.lessons) note('lesson', lesson.id);
    }
    for (const assignment of course.assignments) note('assignment', assignment.id);
  }
  return [...duplicates];
}
