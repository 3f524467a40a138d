import { describe, expect, it } from 'vitest';
import { answerSpread, crowdedPlace, spreadLine, type AnswerSpread } from './answer-spread';
import { courseFile } from './course-file';

const quiz = (correctAnswer: number, options = ['a', 'b', 'c', 'd']) => ({ type: 'quiz', question: 'Q?', options, correctAnswer, explanation: 'Why.' });
const course = (answers: number[]) =>
  courseFile.parse({
    id: 'c',
    title: 'C',
    description: 'D',
    thumbnail: 't.png',
    order: 1,
    modules: [{ id: 'm', title: 'M', description: 'D', lessons: [{ id: 'l', title: 'L', blocks: answers.map((a) => quiz(a)), explanationBlocks: [quiz(3)] }] }],
  });

describe('the written answer spread', () => {
  it('counts four-option quizzes by the right answer’s place, explanation quizzes included', () => {
    expect(answerSpread(course([0, 0, 1, 2]))).toEqual({ courseId: 'c', fourOption: [2, 1, 1, 1], other: 0 });
  });

  it('flags a place holding more than half of a course’s questions, and not an even spread', () => {
    const spread = (fourOption: AnswerSpread['fourOption']): AnswerSpread => ({ courseId: 'c', fourOption, other: 0 });
    expect(crowdedPlace(spread([37, 0, 0, 0]))).toBe('A');
    expect(crowdedPlace(spread([2, 27, 3, 4]))).toBe('B');
    expect(crowdedPlace(spread([5, 5, 0, 0]))).toBeNull();
    expect(crowdedPlace(spread([9, 9, 9, 10]))).toBeNull();
    expect(spreadLine(spread([9, 9, 9, 10]))).toBe(`${'c'.padEnd(28)} A  9  B  9  C  9  D 10  (other 0)`);
  });
});
