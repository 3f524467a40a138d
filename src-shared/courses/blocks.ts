import { z } from 'zod';
import { text, wellFormedText } from '../api/text';

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
    options: z.array(nonEmpty).min(1, 'A quiz block needs at least one option.'),
    /** 0-based index into options. */
    correctAnswer: z.number().int().min(0),
    explanation: text().default(''),
  })
  .refine((quiz) => quiz.correctAnswer < quiz.options.length, { message: 'correctAnswer must point at one of the options.', path: ['correctAnswer'] });

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
]);
export type ContentBlockBody = z.infer<typeof contentBlockBody>;
export type ContentBlockType = ContentBlockBody['type'];

const placed = z.object({ id: nonEmpty, order: z.number().int().min(1) });

/** A block as stored and served: its body plus id and order. */
export const contentBlock = z.intersection(placed, contentBlockBody);
export type ContentBlock = z.infer<typeof contentBlock>;

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
