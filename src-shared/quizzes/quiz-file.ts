import { z } from 'zod';
import { slug } from '../courses/slug';
import { messageRefinement } from '../i18n/issue-message';
import { quizMessageTable, quizMessages } from './messages';

/** product.md §2.4 and the old Quizzes screen's categories. */
export const quizCategories = ['frontend', 'backend', 'mobile', 'database', 'security', 'cloud', 'algorithms'] as const;
export type QuizCategory = (typeof quizCategories)[number];

/** product.md §2.4. */
export const quizDifficulties = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type QuizDifficulty = (typeof quizDifficulties)[number];

/** A bank quiz has at least this many questions. */
export const minQuestions = 10;
const tooFewQuestions = quizMessageTable.ref('tooFewQuestions', { min: minQuestions });

const words = (max: number) => z.string().trim().min(1).max(max);

/** An option's id stays the same whichever order it is shown in, so answers are scored by id. */
const optionFile = z.strictObject({ id: slug, text: words(300), correct: z.boolean().default(false) });

const questionFile = z
  .strictObject({
    id: slug,
    prompt: words(600),
    options: z.array(optionFile).min(2).max(6),
    /** Shown in the result view, whatever the learner chose. */
    explanation: words(800),
  })
  .superRefine((question, ctx) => {
    if (question.options.filter((o) => o.correct).length !== 1) ctx.addIssue({ code: 'custom', message: quizMessages.oneCorrect, path: ['options'] });
    const ids = question.options.map((o) => o.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: quizMessages.optionIdsUnique, path: ['options'] });
  });

/** The authoring format of one quiz under resources/quizzes/ (YAML). */
export const quizFile = z
  .strictObject({
    id: slug,
    title: words(120),
    description: words(400),
    category: z.enum(quizCategories),
    difficulty: z.enum(quizDifficulties),
    /** The whole attempt's time, counted by the server from the moment it starts. */
    timeLimitMinutes: z.number().int().min(1).max(120),
    /** Points for a perfect attempt; each question is worth an equal share. */
    maxScore: z.number().int().min(1).max(1000),
    tags: z.array(words(30)).max(8).default([]),
    questions: z
      .array(questionFile)
      .refine((questions) => questions.length >= minQuestions, { ...messageRefinement(tooFewQuestions), abort: true })
      .min(minQuestions, tooFewQuestions.message),
  })
  .superRefine((quiz, ctx) => {
    const ids = quiz.questions.map((q) => q.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: quizMessages.questionIdsUnique, path: ['questions'] });
  });

export type QuizFile = z.infer<typeof quizFile>;
export type QuizQuestion = QuizFile['questions'][number];
