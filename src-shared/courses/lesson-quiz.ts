import { hashSeed, seededOrder, shuffleSeed } from '../quizzes/shuffle';
import type { ContentBlock, QuizAnswered, ServedBlock } from './blocks';

type StoredQuiz = Extract<ContentBlock, { type: 'quiz' }>;
type ServedQuiz = Extract<ServedBlock, { type: 'quiz' }>;

/**
 * A lesson quiz option's id: opaque, so neither the id nor the place an option is shown in says
 * where the author wrote it. Authors write options as a list; the id is derived from the block and
 * the option's written place, so answers stored by written place keep their meaning.
 */
export const lessonOptionId = (blockId: string, index: number): string => `o${hashSeed(`${blockId}#${index}`).toString(36)}`;

/** The written place of the option with this id, or -1 when the quiz has no such option. */
export const optionIndexOf = (block: StoredQuiz, optionId: string): number => block.options.findIndex((_, index) => lessonOptionId(block.id, index) === optionId);

/**
 * A quiz block as one learner sees it (product.md §2.12): options in that learner's own stable order;
 * which is right, and why, only once they have answered (`pick` is their last answer's written place).
 */
export function serveQuizBlock(block: StoredQuiz, userId: string, pick: number | undefined): ServedQuiz {
  const order = seededOrder(shuffleSeed(userId, block.id), block.options.length);
  const correctOptionId = lessonOptionId(block.id, block.correctAnswer);
  return {
    id: block.id,
    order: block.order,
    type: 'quiz',
    question: block.question,
    options: order.map((index) => ({ id: lessonOptionId(block.id, index), text: block.options[index] ?? '' })),
    answered:
      pick === undefined || pick >= block.options.length
        ? null
        : { chosenOptionId: lessonOptionId(block.id, pick), correctOptionId, correct: pick === block.correctAnswer, explanation: block.explanation },
  };
}

/** A lesson's stored blocks as one learner is served them; `picks` maps quiz block ids to their last answer. */
export const serveBlocks = (blocks: readonly ContentBlock[], userId: string, picks: ReadonlyMap<string, number>): ServedBlock[] =>
  blocks.map((block) => (block.type === 'quiz' ? serveQuizBlock(block, userId, picks.get(block.id)) : block));

/**
 * The server's check of one answer, for a quiz that is not stored yet: the content admin's preview
 * checks the author's own block with it, so the preview grades exactly as the reader will.
 */
export function checkQuizAnswer(block: StoredQuiz, optionId: string): QuizAnswered {
  const correctOptionId = lessonOptionId(block.id, block.correctAnswer);
  return { chosenOptionId: optionId, correctOptionId, correct: optionId === correctOptionId, explanation: block.explanation };
}
