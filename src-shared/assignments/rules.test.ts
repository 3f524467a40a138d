import { describe, expect, it } from 'vitest';
import { assignmentFile } from './assignment-file';
import { assignmentStats, canComplete, canSubmit, completionPercent, dueDate, gradeTestResults, isAssignmentLocked, progressColour } from './rules';

const result = (name: string, passed: boolean, actual = '', expected = '', hidden = false) => ({ name, hidden, passed, actual, expected, message: null });

describe('assignment rules', () => {
  it('leaves a module’s first three assignments free and locks the fourth and the Final one for a free learner', () => {
    expect([0, 1, 2, 3].map((p) => isAssignmentLocked(p, false, false))).toEqual([false, false, false, true]);
    expect(isAssignmentLocked(0, true, false)).toBe(true);
    expect(isAssignmentLocked(5, true, true)).toBe(false);
  });

  it('lets a Pending assignment be submitted, and a code one again while it is below 100', () => {
    expect(canSubmit('text', 'Pending', null)).toBe(true);
    expect(canSubmit('text', 'Submitted', null)).toBe(false);
    expect(canSubmit('text', 'Graded', 40)).toBe(false);
    expect(canSubmit('code', 'Graded', 75)).toBe(true);
    expect(canSubmit('code', 'Graded', 100)).toBe(false);
    expect(canSubmit('task', 'Pending', null)).toBe(false);
  });

  it('marks only a Pending task complete', () => {
    expect(canComplete('task', 'Pending')).toBe(true);
    expect(canComplete('task', 'Graded')).toBe(false);
    expect(canComplete('code', 'Pending')).toBe(false);
  });

  it('dates an assignment from the day the learner started the course, and not before', () => {
    expect(dueDate('2026-01-10T08:00:00.000Z', 7)).toBe('2026-01-17T08:00:00.000Z');
    expect(dueDate(null, 7)).toBeNull();
  });

  it('colours progress green from 80%, amber from 50% and red below (product.md §2.9)', () => {
    expect([100, 80, 79, 50, 49, 0].map(progressColour)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });

  it('counts graded work as completed in the stat cards and the progress bar', () => {
    const statuses = ['Pending', 'Submitted', 'Graded', 'Graded'] as const;
    expect(assignmentStats(statuses)).toEqual({ total: 4, completed: 2, submitted: 1, pending: 1 });
    expect(completionPercent(statuses)).toBe(50);
    expect(completionPercent([])).toBe(0);
  });

  it('grades the percent of tests passed and names the first failing one with what it printed', () => {
    const grade = gradeTestResults([result('95 is an A', true), result('exactly 75 is a B', false, 'C\n', 'B\n'), result('12 is a Fail', true)]);
    expect(grade).toEqual({ marks: 67, feedback: 'Passed 2 of 3 tests. Failed: "exactly 75 is a B": expected "B", got "C".' });
    expect(gradeTestResults([result('a', true), result('b', true)])).toEqual({ marks: 100, feedback: 'All 2 tests passed.' });
  });

  it('names a failing hidden test without quoting its input, its output or what the solution printed', () => {
    const grade = gradeTestResults([result('40 is a pass', true), result('a mark of exactly 40', false, 'Fail 4040\n', 'Pass\n', true)]);
    expect(grade).toEqual({ marks: 50, feedback: 'Passed 1 of 2 tests. Failed hidden test: "a mark of exactly 40" (its input and output stay hidden).' });
    expect(grade.feedback).not.toMatch(/4040|Pass\b/);
  });

  it('names a failing visible test before a hidden one, since its output helps more', () => {
    const grade = gradeTestResults([result('hidden one', false, 'x', 'y', true), result('the example', false, 'C\n', 'B\n')]);
    expect(grade.feedback).toBe('Passed 0 of 2 tests. Failed: "the example": expected "B", got "C".');
  });

  it('says when a runner limit stopped a test instead of comparing its output', () => {
    const stopped = { ...result('loops', false), message: 'Time limit exceeded (3 s).' };
    expect(gradeTestResults([stopped]).feedback).toBe('Passed 0 of 1 tests. Failed: "loops": Time limit exceeded (3 s).');
  });
});

describe('the assignment authoring format', () => {
  const base = { id: 'a-one', title: 'One', dueDays: 7, instructions: 'Do it.' };
  it('needs a module or final: true, not both', () => {
    expect(assignmentFile.safeParse({ ...base, kind: 'text' }).success).toBe(false);
    expect(assignmentFile.safeParse({ ...base, kind: 'text', module: 'm', final: true }).success).toBe(false);
    expect(assignmentFile.safeParse({ ...base, kind: 'text', module: 'm' }).success).toBe(true);
  });
  it('needs a language, a solution and tests for code, and none of them otherwise', () => {
    expect(assignmentFile.safeParse({ ...base, kind: 'code', module: 'm', language: 'python' }).success).toBe(false);
    const tests = [{ name: 'prints hi', expectedOutput: 'hi\n' }];
    expect(assignmentFile.safeParse({ ...base, kind: 'code', module: 'm', language: 'python', solution: 'print("hi")', tests }).success).toBe(true);
    expect(assignmentFile.safeParse({ ...base, kind: 'text', module: 'm', tests }).success).toBe(false);
  });
});
