import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerSpread, courseLongestShare, crowdedPlace, longestLine, longestShare, maxLongestShare, maxShareAtOnePlace, overLongestBudget, spreadLine, type LongestShare } from '@shared/courses/answer-spread';
import { lessonOptionId } from '@shared/courses/lesson-quiz';
import { readCourseLibrary } from '@server/courses/library';
import { readQuizBank } from '@server/quizzes/bank';

/**
 * Learners see quiz options shuffled (product.md §2.12), but the written key should not give the
 * answer away either: in each course no place may hold more than half of the four-option questions,
 * and in each course and bank quiz the right answer is the strictly longest option in at most 35%.
 */
const library = await readCourseLibrary(path.resolve(import.meta.dirname, '../../resources'));
const only = process.env.COURSE ? library.filter((c) => c.id === process.env.COURSE) : library;
const spreads = only.map(answerSpread);
const bank = process.env.COURSE ? [] : [...(await readQuizBank(path.resolve(import.meta.dirname, '../../resources'))).values()];
const lengthShares: LongestShare[] = [
  ...only.map(courseLongestShare),
  ...bank.map((quiz) => longestShare(`quiz ${quiz.id}`, quiz.questions.map((q) => ({ options: q.options.map((o) => o.text), correct: q.options.findIndex((o) => o.correct) })))),
];

describe('the quiz answer spread', () => {
  it('reports where the right answers sit in each course', () => {
    console.info(`Right answer's written place (four-option quizzes):\n${spreads.map(spreadLine).join('\n')}`);
    expect(spreads.length).toBeGreaterThan(0);
  });

  it.each(spreads.map((s) => [s.courseId, s] as const))(`%s keeps at most ${maxShareAtOnePlace * 100}% of its answers at one place`, (_id, spread) => {
    expect(crowdedPlace(spread), spreadLine(spread)).toBeNull();
  });

  it('reports how often the right answer is the longest option', () => {
    console.info(`Right answer strictly the longest option (budget ${maxLongestShare * 100}%):\n${lengthShares.map(longestLine).join('\n')}`);
    expect(lengthShares.length).toBeGreaterThan(0);
  });

  it.each(lengthShares.map((s) => [s.id, s] as const))(`%s gives the answer away by its length in at most ${maxLongestShare * 100}% of its questions`, (_id, share) => {
    expect(overLongestBudget(share), longestLine(share)).toBe(false);
  });

  it('gives every option of a quiz block its own id', () => {
    for (const lesson of only.flatMap((c) => c.modules.flatMap((m) => m.lessons))) {
      lesson.blocks.forEach((block, index) => {
        if (block.type !== 'quiz') return;
        const blockId = `${lesson.id}-b${index + 1}`;
        const ids = block.options.map((_, i) => lessonOptionId(blockId, i));
        expect(new Set(ids).size, blockId).toBe(ids.length);
      });
    }
  });
});
