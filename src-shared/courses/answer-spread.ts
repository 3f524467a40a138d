import type { CourseFile } from './course-file';

/** A course's written answer places: for four-option questions, how many have the right answer at A, B, C and D. */
export interface AnswerSpread {
  courseId: string;
  /** Counts by place, A first. */
  fourOption: [number, number, number, number];
  /** Questions with another number of options, not counted by place. */
  other: number;
}

/** No one place may hold more than this share of a course's four-option questions. */
export const maxShareAtOnePlace = 0.5;

/** Every quiz a learner sees in the course: quiz blocks and legacy explanation quizzes. */
export function answerSpread(course: CourseFile): AnswerSpread {
  const fourOption: [number, number, number, number] = [0, 0, 0, 0];
  let other = 0;
  for (const lesson of course.modules.flatMap((m) => m.lessons)) {
    const quizzes = [
      ...lesson.blocks.flatMap((b) => (b.type === 'quiz' ? [{ options: b.options.length, correct: b.correctAnswer }] : [])),
      ...lesson.explanationBlocks.flatMap((b) => (b.type === 'quiz' && b.options && b.correctAnswer !== undefined ? [{ options: b.options.length, correct: b.correctAnswer }] : [])),
    ];
    for (const quiz of quizzes) {
      if (quiz.options === 4 && quiz.correct < 4) fourOption[quiz.correct] = (fourOption[quiz.correct] ?? 0) + 1;
      else other += 1;
    }
  }
  return { courseId: course.id, fourOption, other };
}

/** The place ('A'…'D') holding more than the allowed share, if any: a learner could guess it. */
export function crowdedPlace(spread: AnswerSpread, maxShare = maxShareAtOnePlace): string | null {
  const total = spread.fourOption.reduce((a, b) => a + b, 0);
  const index = spread.fourOption.findIndex((count) => total > 0 && count / total > maxShare);
  return index < 0 ? null : 'ABCD'.charAt(index);
}

/** One line for the report: `html-basics  A 9  B 9  C 9  D 10  (other 0)`. */
export const spreadLine = (spread: AnswerSpread): string =>
  `${spread.courseId.padEnd(28)} ${spread.fourOption.map((count, i) => `${'ABCD'.charAt(i)} ${String(count).padStart(2)}`).join('  ')}  (other ${spread.other})`;

/**
 * A test-wise learner picks the longest option. At most this share of a course's questions, or of
 * one bank quiz's, may have the right answer as the strictly longest option.
 */
export const maxLongestShare = 0.35;

/** How many questions give the answer away by its length, out of how many. */
export interface LongestShare {
  id: string;
  longest: number;
  questions: number;
}

/** Whether the right option is longer than every other one. */
export function isStrictlyLongest(options: readonly string[], correct: number): boolean {
  const length = options[correct]?.length ?? 0;
  return options.every((option, i) => i === correct || option.length < length);
}

/** Over a list of questions, each its options and the right one's index. */
export function longestShare(id: string, questions: readonly { options: readonly string[]; correct: number }[]): LongestShare {
  return { id, longest: questions.filter((q) => isStrictlyLongest(q.options, q.correct)).length, questions: questions.length };
}

/** Every quiz block and legacy explanation quiz of a course. */
export function courseLongestShare(course: CourseFile): LongestShare {
  const questions = course.modules.flatMap((m) =>
    m.lessons.flatMap((lesson) => [
      ...lesson.blocks.flatMap((b) => (b.type === 'quiz' ? [{ options: b.options, correct: b.correctAnswer }] : [])),
      ...lesson.explanationBlocks.flatMap((b) => (b.type === 'quiz' && b.options && b.correctAnswer !== undefined ? [{ options: b.options, correct: b.correctAnswer }] : [])),
    ]),
  );
  return longestShare(course.id, questions);
}

export const overLongestBudget = (share: LongestShare, max = maxLongestShare): boolean => share.questions > 0 && share.longest / share.questions > max;

/** One line for the report: `html-basics  longest 26 of 37 (70%)`. */
export const longestLine = (share: LongestShare): string =>
  `${share.id.padEnd(28)} longest ${String(share.longest).padStart(2)} of ${String(share.questions).padStart(2)} (${share.questions === 0 ? 0 : Math.round((100 * share.longest) / share.questions)}%)`;
