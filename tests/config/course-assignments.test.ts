import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCourseLibrary } from '@server/courses/library';
import { gradeCode } from '@server/assignments/grade-code';
import { defaultRunnerLimits } from '@server/runner/limits';
import { createLocalExecutor } from '@server/runner/local-executor';

/**
 * The course library's assignments (resources/courses/AUTHORING.md "Assignments"): every course
 * has a Final one, at least four courses have one in every module, and every code assignment's
 * reference solution scores 100 when graded exactly as a learner's submission is: its tests run
 * through the sandboxed runner with the playground's limits.
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

  it('has an assignment in every module of at least four courses', () => {
    const covered = library.filter((course) => course.modules.every((m) => course.assignments.some((a) => a.module === m.id)));
    expect(covered.length).toBeGreaterThanOrEqual(4);
  });
});

const codeAssignments = only.flatMap((course) => course.assignments.filter((a) => a.kind === 'code'));

describe.each(codeAssignments.map((a) => [a.id, a] as const))('code assignment %s', (_id, assignment) => {
  it('grades its reference solution 100', async () => {
    if (!assignment.language || !assignment.solution) throw new Error('a code assignment has a language and a solution');
    const grade = await gradeCode(executor, assignment.language, assignment.solution, assignment.tests);
    expect(grade).toEqual({ marks: 100, feedback: `All ${assignment.tests.length} tests passed.` });
  });
});
