import { z } from 'zod';
import { text } from './text';
import { messageRefinement } from '../i18n/issue-message';
import { courseMessageTable } from '../courses/messages';
import { explanationBlock, servedBlock } from '../courses/blocks';
import { slug } from '../courses/slug';
import { courseProgress } from './progress';

const category = z.enum(['Frontend', 'Backend', 'Databases', 'Version Control', 'Project Management', 'Programming Languages', 'Misc']);

export const courseSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  category,
  order: z.number().int(),
  moduleCount: z.number().int(),
  lessonCount: z.number().int(),
  completedLessons: z.number().int(),
  quizSubmitted: z.boolean(),
  /** Courses-page percent (see src-shared/progress/percent.ts). */
  percent: z.number().int().min(0).max(100),
  lastVisitedAt: z.string().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummary>;

export const listCoursesReply = z.object({ courses: z.array(courseSummary), premium: z.boolean() });
export type ListCoursesReply = z.infer<typeof listCoursesReply>;

export const lessonOutline = z.object({
  id: z.string(),
  title: z.string(),
  /** 0-based position within its module. */
  position: z.number().int().min(0),
  locked: z.boolean(),
  readMinutes: z.number().int().min(1),
});
export type LessonOutline = z.infer<typeof lessonOutline>;

export const moduleOutline = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** 0-based position within its course. */
  position: z.number().int().min(0),
  lessons: z.array(lessonOutline),
});
export type ModuleOutline = z.infer<typeof moduleOutline>;

export const courseIdParams = z.object({ courseId: slug });
export const moduleIdParams = z.object({ moduleId: slug });
export const lessonIdParams = z.object({ lessonId: slug });

/** Everything the reader needs in one request: the course, its outline with locks, the caller's progress. */
export const getCourseReply = z.object({
  course: z.object({ id: z.string(), title: z.string(), description: z.string(), thumbnail: z.string(), category }),
  modules: z.array(moduleOutline),
  premium: z.boolean(),
  progress: courseProgress,
});
export type GetCourseReply = z.infer<typeof getCourseReply>;

export const listModulesReply = z.object({
  modules: z.array(moduleOutline.omit({ lessons: true }).extend({ lessonCount: z.number().int() })),
});

/** A lesson with its body (product.md §2.3 "reader-side content item"). */
export const lesson = z.object({
  id: z.string(),
  courseId: z.string(),
  moduleId: z.string(),
  moduleTitle: z.string(),
  title: z.string(),
  position: z.number().int().min(0),
  locked: z.literal(false),
  /** Sanitised on the server when stored. */
  html: z.string(),
  /** Quizzes come in the caller's own option order, with their answer only once answered (product.md §2.12). */
  contentBlocks: z.array(servedBlock),
  explanationBlocks: z.array(explanationBlock),
  wordCount: z.number().int().min(0),
  readMinutes: z.number().int().min(1),
});
export type Lesson = z.infer<typeof lesson>;

/** A locked lesson as a free learner sees it: its place, never its body. */
export const lockedLesson = lessonOutline.pick({ id: true, title: true, position: true }).extend({
  courseId: z.string(),
  moduleId: z.string(),
  moduleTitle: z.string(),
  locked: z.literal(true),
});

export const moduleContentReply = z.object({
  module: moduleOutline.omit({ lessons: true }).extend({ courseId: z.string() }),
  lessons: z.array(z.union([lesson, lockedLesson])),
});
export type ModuleContentReply = z.infer<typeof moduleContentReply>;

export const getLessonReply = lesson;

/** Fewer letters match nearly every lesson. */
const minSearchLength = 2;
const searchTooShort = courseMessageTable.ref('searchTooShort', { min: minSearchLength });
export const searchQuery = z.object({
  q: text()
    .trim()
    .refine((q) => q.length >= minSearchLength, { ...messageRefinement(searchTooShort), abort: true })
    .min(minSearchLength, searchTooShort.message)
    .max(100),
});
export const searchResult = z.object({
  kind: z.enum(['course', 'lesson']),
  courseId: z.string(),
  courseTitle: z.string(),
  lessonId: z.string().nullable(),
  moduleIndex: z.number().int().nullable(),
  title: z.string(),
  /** A few words around the match; empty for a locked lesson. */
  snippet: z.string(),
  locked: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResult>;
export const searchReply = z.object({ results: z.array(searchResult) });
