import { z } from 'zod';
import { text } from './text';
import { slug } from '../courses/slug';

/** The caller's progress in one course (product.md §2.3 "User progress", kept on our server). */
export const courseProgress = z.object({
  courseId: z.string(),
  completedLessonIds: z.array(z.string()),
  lastVisitedLessonId: z.string().nullable(),
  lastVisitedAt: z.string().nullable(),
  /** Every quiz block of the course answered at least once. */
  quizSubmitted: z.boolean(),
  answeredQuizBlockIds: z.array(z.string()),
  totalLessons: z.number().int(),
  /** Completed lessons over all lessons. */
  percent: z.number().int().min(0).max(100),
});
export type CourseProgress = z.infer<typeof courseProgress>;

export const lessonActionBody = z.object({ contentId: slug });
/** An answer names the option's id, never its place on screen: each learner sees their own order. */
export const quizAnswerBody = z.object({ contentId: slug, blockId: text().min(1).max(120), optionId: text().min(1).max(40) });
export type QuizAnswerBody = z.infer<typeof quizAnswerBody>;
export const quizAnswerReply = z.object({ correct: z.boolean(), correctOptionId: z.string(), explanation: z.string(), progress: courseProgress });
export type QuizAnswerReply = z.infer<typeof quizAnswerReply>;
/**
 * An answer the desktop kept while offline: the right option is not on this computer, so it is
 * checked when it reaches the platform server (docs/ARCHITECTURE.md "Offline-first sync").
 */
export const queuedQuizAnswer = z.object({ queued: z.literal(true), progress: courseProgress });
export const quizAnswerResult = z.union([quizAnswerReply, queuedQuizAnswer]);
