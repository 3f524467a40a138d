import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCourseLibrary } from '@server/courses/library';
import { gradeCode } from '@server/assignments/grade-code';
import { defaultRunnerLimits } from '@server/runner/limits';
import { createLocalExecutor } from '@server/runner/local-executor';

/**
 * The course library's assignments (resources/courses/AUTHORING.md "Assignments"): every course
 * has a Final one and an assignment in every module, and every code assignment is graded exactly as
 * a learner's submission is (its tests and structure checks, through the sandboxed runner with the
 * playground's limits): its reference solution scores 100 and each wrong solution kept beside it,
 * a mistake a learner would plausibly make, scores below 100.
 */
const resourcesDir = path.resolve(import.meta.dirname, '../../resources');
const library = await readCourseLibrary(resourcesDir);
const only = process.env.COURSE ? library.filter((c) => c.id === process.env.COURSE) : library;
const executor = createLocalExecutor({ limits: defaultRunnerLimits, allowUnsandboxed: false, maxWaiting: 1_000 });
afterAll(() => executor.close());

describe('the course library’s assignments', () => {
  it('gives every course a Final assignment', () => {
    for (const course of library) expect(course.assignments.filter((a) => a.final).length, course.id).toBe(1);
  });

  it('has an assignment in every module of every course', () => {
    const bare = library.flatMap((course) => course.modules.filter((m) => !course.assignments.some((a) => a.module === m.id)).map((m) => `${course.id}/${m.id}`));
    expect(bare).toEqual([]);
  });
});

const codeAssignments = only.flatMap((course) => course.assignments.filter((a) => a.kind === 'code'));

describe.each(codeAssignments.map((a) => [a.id, a] as const))('code assignment %s', (_id, assignment) => {
  const grade = (source: string) => {
    if (!assignment.language) throw new Error('a code assignment has a language');
    return gradeCode(executor, assignment.language, source, { tests: assignment.tests, structure: assignment.structure });
  };
  const checkCount = assignment.tests.length + assignment.structure.length;

  it('shows examples, keeps hidden cases, and has at least three wrong solutions beside it', () => {
    expect(assignment.tests.filter((t) => !t.hidden).length, 'visible examples').toBeGreaterThan(0);
    expect(assignment.tests.filter((t) => t.hidden).length, 'hidden cases').toBeGreaterThan(0);
    expect(assignment.wrongSolutions.length).toBeGreaterThanOrEqual(3);
  });

  it('grades its reference solution 100', async () => {
    expect(await grade(assignment.solution ?? '')).toEqual({ marks: 100, feedback: `All ${checkCount} tests passed.` });
  });

  it.each(assignment.wrongSolutions.map((w) => [w.mistake, w] as const))('grades a wrong solution below 100: %s', async (_mistake, wrong) => {
    const result = await grade(wrong.solution);
    expect(result.marks, result.feedback).toBeLessThan(100);
  });
});
