import { describe, expect, it } from 'vitest';
import type { ContentBlock } from './blocks';
import { lessonOptionId, optionIndexOf, serveBlocks, serveQuizBlock } from './lesson-quiz';

const quiz: Extract<ContentBlock, { type: 'quiz' }> = {
  id: 'html-intro-b4',
  order: 4,
  type: 'quiz',
  question: 'Which job does HTML do?',
  options: ['Colours', 'Structure', 'Clicks', 'Storage'],
  correctAnswer: 1,
  explanation: 'HTML describes structure.',
};

describe('serving a lesson quiz', () => {
  it('never says which option is right before the learner answers', () => {
    const served = serveQuizBlock(quiz, 'learner-1', undefined);
    expect(served.answered).toBeNull();
    expect(JSON.stringify(served)).not.toMatch(/correct|HTML describes/);
  });

  it('shows every option once, in an order stable for one learner and different between learners', () => {
    const orderFor = (userId: string) => serveQuizBlock(quiz, userId, undefined).options.map((o) => o.text).join();
    expect(serveQuizBlock(quiz, 'learner-1', undefined).options.map((o) => o.text).sort()).toEqual([...quiz.options].sort());
    expect(orderFor('learner-1')).toBe(orderFor('learner-1'));
    expect(new Set(Array.from({ length: 10 }, (_, i) => orderFor(`learner-${i}`))).size).toBeGreaterThan(3);
  });

  it('keeps an option’s id whatever place it is shown in, so answers are graded by id', () => {
    const textOf = (userId: string, id: string) => serveQuizBlock(quiz, userId, undefined).options.find((o) => o.id === id)?.text;
    const id = lessonOptionId(quiz.id, 1);
    expect([textOf('a', id), textOf('b', id)]).toEqual(['Structure', 'Structure']);
    expect(optionIndexOf(quiz, id)).toBe(1);
    expect(optionIndexOf(quiz, 'o-made-up')).toBe(-1);
    expect(new Set(quiz.options.map((_, i) => lessonOptionId(quiz.id, i))).size).toBe(4);
  });

  it('reveals the learner’s pick, the right option and the explanation once answered', () => {
    expect(serveQuizBlock(quiz, 'a', 2).answered).toEqual({
      chosenOptionId: lessonOptionId(quiz.id, 2),
      correctOptionId: lessonOptionId(quiz.id, 1),
      correct: false,
      explanation: 'HTML describes structure.',
    });
  });

  it('leaves every other block as stored', () => {
    const text: ContentBlock = { id: 't', order: 1, type: 'text', style: 'paragraph', content: 'Hello' };
    expect(serveBlocks([text, quiz], 'a', new Map())[0]).toBe(text);
  });
});
