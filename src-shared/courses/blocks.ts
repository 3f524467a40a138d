import { z } from 'zod';
import { text, wellFormedText } from '../api/text';
import { courseMessages } from './messages';

/**
 * Lesson content blocks of product.md §2.3. Authors write blocks without `id` and `order` (their place in
 * the list gives both); the stored and served form carries them, so a block's address is stable.
 */
export const codeLanguages = ['html', 'css', 'javascript', 'jsx', 'typescript', 'python', 'java', 'cpp', 'sql', 'json', 'bash', 'text'] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

/** Languages whose samples run as they stand, so each one must carry its expected output. */
export const runnableLanguages = ['javascript', 'python', 'sql'] as const satisfies readonly CodeLanguage[];
export type RunnableLanguage = (typeof runnableLanguages)[number];
export const isRunnableLanguage = (language: CodeLanguage): language is RunnableLanguage =>
  (runnableLanguages as readonly string[]).includes(language);

export const textStyles = ['paragraph', 'heading', 'subheading', 'caption'] as const;
export const noteTypes = ['info', 'warning', 'success', 'error', 'tip', 'important'] as const;
export const dividerStyles = ['line', 'space', 'dots', 'thick', 'blank'] as const;

const nonEmpty = text().trim().min(1);

export const textBlockBody = z.strictObject({
  type: z.literal('text'),
  style: z.enum(textStyles).default('paragraph'),
  content: nonEmpty,
});

export const codeBlockBody = z.strictObject({
  type: z.literal('code'),
  title: text().optional(),
  language: z.enum(codeLanguages),
  content: nonEmpty,
  description: text().optional(),
  /** What the sample prints when run (compared with trailing spaces and blank lines trimmed). */
  expectedOutput: text().optional(),
  /** Standard input fed to the sample when it runs. */
  stdin: text().optional(),
  /** False for a fragment of a runnable language that cannot run alone (an Express server, a browser-only call). */
  runnable: z.boolean().optional(),
});

export const htmlBlockBody = z.strictObject({
  type: z.literal('html'),
  content: nonEmpty,
  preview: z.boolean().default(true),
});

export const imageBlockBody = z.strictObject({
  type: z.literal('image'),
  url: nonEmpty,
  alt: nonEmpty,
  caption: text().optional(),
  width: text().default('100%'),
});

export const videoBlockBody = z.strictObject({
  type: z.literal('video'),
  url: z.url().check(wellFormedText),
  title: nonEmpty,
  description: text().optional(),
  thumbnail: text().optional(),
});

export const quizBlockBody = z
  .strictObject({
    type: z.literal('quiz'),
    question: nonEmpty,
    options: z.array(nonEmpty).min(1, courseMessages.quizNeedsOption),
    /** 0-based index into options. */
    correctAnswer: z.number().int().min(0),
    explanation: text().default(''),
  })
  .refine((quiz) => quiz.correctAnswer < quiz.options.length, { message: courseMessages.answerNotAnOption, path: ['correctAnswer'] });

/**
 * One check of an exercise, run inside the sandboxed preview on the learner's page: the selector
 * must match, and the first match must also contain the text, have the computed style or carry the
 * attribute when one is given. The message says what is still missing while the check fails.
 */
export const exerciseCheck = z
  .strictObject({
    selector: nonEmpty,
    /** Text the first match must contain (case and spacing ignored). */
    text: nonEmpty.optional(),
    /** A style the first match must compute to; the value is written as in CSS (`blue`, `2rem`). */
    style: z.strictObject({ property: nonEmpty, value: nonEmpty }).optional(),
    /** An attribute the first match must have, with this value when one is given. */
    attribute: z.strictObject({ name: nonEmpty, value: text().optional() }).optional(),
    message: nonEmpty,
  })
  .refine((check) => [check.text, check.style, check.attribute].filter((x) => x !== undefined).length <= 1, {
    message: courseMessages.checkOneThing,
  });
export type ExerciseCheck = z.infer<typeof exerciseCheck>;

/** At most this many checks per exercise: the preview reports one flag per check. */
export const maxExerciseChecks = 20;

/** An HTML/CSS exercise: starter code the learner edits, checked in the sandboxed preview as they type. */
export const exerciseBlockBody = z.strictObject({
  type: z.literal('exercise'),
  title: nonEmpty,
  instructions: nonEmpty,
  /** The starter body HTML. */
  html: text().default(''),
  /** The starter CSS. */
  css: text().default(''),
  checks: z.array(exerciseCheck).min(1, courseMessages.exerciseNeedsCheck).max(maxExerciseChecks),
});

export const noteBlockBody = z.strictObject({
  type: z.literal('note'),
  noteType: z.enum(noteTypes).default('info'),
  content: nonEmpty,
});

export const dividerBlockBody = z.strictObject({
  type: z.literal('divider'),
  style: z.enum(dividerStyles).default('line'),
  height: z.number().int().min(10).max(200).default(50),
});

export const contentBlockBody = z.discriminatedUnion('type', [
  textBlockBody,
  codeBlockBody,
  htmlBlockBody,
  imageBlockBody,
  videoBlockBody,
  quizBlockBody,
  noteBlockBody,
  dividerBlockBody,
  exerciseBlockBody,
]);
export type ContentBlockBody = z.infer<typeof contentBlockBody>;
export type ContentBlockType = ContentBlockBody['type'];

const placed = z.object({ id: nonEmpty, order: z.number().int().min(1) });

/** A block as stored and served: its body plus id and order. */
export const contentBlock = z.intersection(placed, contentBlockBody);
export type ContentBlock = z.infer<typeof contentBlock>;

/**
 * A quiz block as a learner is served it (product.md §2.12): its options in this learner's own
 * order, each with an id, and which one is right only after they have answered.
 */
export const shownQuizOption = z.object({ id: z.string(), text: z.string() });
export const quizAnswered = z.object({ chosenOptionId: z.string(), correctOptionId: z.string(), correct: z.boolean(), explanation: z.string() });
export type QuizAnswered = z.infer<typeof quizAnswered>;
const servedQuizBlock = z.object({
  ...placed.shape,
  type: z.literal('quiz'),
  question: z.string(),
  options: z.array(shownQuizOption),
  /** The learner's last answer, the right option and why; null until they answer. */
  answered: quizAnswered.nullable(),
});

/** A block as the reader receives it: every block as stored, except quizzes, which keep their answer back. */
export const servedBlock = z.discriminatedUnion('type', [
  textBlockBody.extend(placed.shape),
  codeBlockBody.extend(placed.shape),
  htmlBlockBody.extend(placed.shape),
  imageBlockBody.extend(placed.shape),
  videoBlockBody.extend(placed.shape),
  servedQuizBlock,
  noteBlockBody.extend(placed.shape),
  dividerBlockBody.extend(placed.shape),
  exerciseBlockBody.extend(placed.shape),
]);
export type ServedBlock = z.infer<typeof servedBlock>;

/**
 * The legacy explanation blocks of product.md §2.3: code and quiz keep their meaning, any other type is
 * shown as a note.
 */
export const explanationBlock = z.strictObject({
  type: nonEmpty,
  language: z.enum(codeLanguages).optional(),
  content: text().optional(),
  question: text().optional(),
  options: z.array(text()).optional(),
  correctAnswer: z.number().int().min(0).optional(),
  explanation: text().optional(),
});
export type ExplanationBlock = z.infer<typeof explanationBlock>;

/** Gives authored blocks their stable id and 1-based order. */
export function placeBlocks(lessonId: string, blocks: readonly ContentBlockBody[]): ContentBlock[] {
  return blocks.map((block, index) => ({ ...block, id: `${lessonId}-b${index + 1}`, order: index + 1 }));
}
