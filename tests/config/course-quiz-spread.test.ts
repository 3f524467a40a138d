import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerSpread, crowdedPlace, maxShareAtOnePlace, spreadLine } from '@shared/courses/answer-spread';
import { lessonOptionId } from '@shared/courses/lesson-quiz';
import { readCourseLibrary } from '@server/courses/library';

/**
 * Learners see quiz options shuffled (product.md §2.12), but the written key should not give the
 * answer away either: in each course no place may hold more than half of the four-option questions.
 */
const library = await readCourseLibrary(path.resolve(import.meta.dirname, '../../resources'));
const only = process.env.COURSE ? library.filter((c) => c.id === process.env.COURSE) : library;
const spreads = only.map(answerSpread);

describe('the quiz answer spread', () => {
  it('reports where the right answers sit in each course', () => {
    console.info(`Right answer's written place (four-option quizzes):\n${spreads.map(spreadLine).join('\n')}`);
    expect(spreads.length).toBeGreaterThan(0);
  });

  it.each(spreads.map((s) => [s.courseId, s] as const))(`%s keeps at most ${maxShareAtOnePlace * 100}% of its answers at one place`, (_id, spread) => {
    expect(crowdedPlace(spread), spreadLine(spread)).toBeNull();
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
