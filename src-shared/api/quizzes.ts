import { z } from 'zod';
import { achievementIds } from '../quizzes/achievements';
import { slug } from '../courses/slug';
import { quizCategories, quizDifficulties } from '../quizzes/quiz-file';
import { quizMessages } from '../quizzes/messages';
import { wellFormedText } from './text';

/** A bank quiz with the caller's record on it (product.md §2.2 "Quizzes"). Scores are whole percents. */
export const quizSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(quizCategories),
  difficulty: z.enum(quizDifficulties),
  tags: z.array(z.string()),
  questionCount: z.number().int(),
  timeLimitMinutes: z.number().int(),
  maxScore: z.number().int(),
  completed: z.boolean(),
  /** Submitted attempts. */
  attempts: z.number().int(),
  bestScore: z.number().int().nullable(),
  lastScore: z.number().int().nullable(),
  lastAttemptAt: z.string().nullable(),
});
export type QuizSummary = z.infer<typeof quizSummary>;

export const achievement = z.object({ id: z.enum(achievementIds), title: z.string(), description: z.string(), unlocked: z.boolean() });
export type Achievement = z.infer<typeof achievement>;

export const quizStats = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  /** The mean of each completed quiz's best score; null before the first. */
  averageScore: z.number().int().nullable(),
  attempts: z.number().int(),
});

export const listQuizzesReply = z.object({ quizzes: z.array(quizSummary), stats: quizStats, achievements: z.array(achievement) });
export type ListQuizzesReply = z.infer<typeof listQuizzesReply>;

export const quizIdParams = z.object({ quizId: slug });
export const attemptIdParams = z.object({ attemptId: z.uuid(quizMessages.attemptNotFound).check(wellFormedText) });

const shownOption = z.object({ id: z.string(), text: z.string() });

/** A question as the learner sees it during an attempt: which option is right never leaves the server. */
export const attemptQuestion = z.object({ id: z.string(), prompt: z.string(), options: z.array(shownOption) });

export const startAttemptReply = z.object({
  attemptId: z.string(),
  quizId: z.string(),
  title: z.string(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  /** The server's time when it answered, so the timer counts from the server's clock, not the device's. */
  now: z.string(),
  timeLimitMinutes: z.number().int(),
  maxScore: z.number().int(),
  questions: z.array(attemptQuestion),
});
export type StartAttemptReply = z.infer<typeof startAttemptReply>;

export const submitAttemptBody = z.object({
  answers: z.array(z.object({ questionId: slug, optionId: slug })).max(100),
});
export type SubmitAttemptBody = z.infer<typeof submitAttemptBody>;

export const reviewedQuestion = attemptQuestion.extend({
  chosenOptionId: z.string().nullable(),
  correctOptionId: z.string(),
  correct: z.boolean(),
  explanation: z.string(),
});

export const attemptResult = z.object({
  attemptId: z.string(),
  quizId: z.string(),
  title: z.string(),
  startedAt: z.string(),
  submittedAt: z.string(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  percent: z.number().int(),
  points: z.number().int(),
  maxScore: z.number().int(),
  review: z.array(reviewedQuestion),
  /** Achievements this submission unlocked, for the learner to be told at once. */
  unlocked: z.array(z.enum(achievementIds)),
});
export type AttemptResult = z.infer<typeof attemptResult>;
