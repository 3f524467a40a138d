import { z } from 'zod';
import { text } from '../api/text';
import { runnableLanguages } from '../courses/blocks';

/**
 * The authoring format of a course's assignments (product.md §2.3 "Assignment"), written in the
 * course's YAML file under `assignments:`. Each belongs to one module of the course, or is the
 * course's Final assignment. `code` assignments carry test cases that the code runner executes
 * on submit and a reference solution that the library test proves passes them; `text` ones wait
 * for an admin to grade them; `task` ones (no deliverable) are done when the learner marks them
 * complete.
 */
export const assignmentKinds = ['code', 'text', 'task'] as const;
export type AssignmentKind = (typeof assignmentKinds)[number];

const slug = text()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.')
  .max(80);

export const assignmentTestCase = z.strictObject({
  /** Named in the feedback when it fails, so it says what it checks ('an empty list'). */
  name: z.string().trim().min(1).max(80),
  stdin: z.string().default(''),
  expectedOutput: z.string(),
});
export type AssignmentTestCase = z.infer<typeof assignmentTestCase>;

/** A due date is this many days after the learner starts the course, 1 to 365. */
export const maxDueDays = 365;

export const assignmentFile = z
  .strictObject({
    id: slug,
    title: z.string().trim().min(1).max(140),
    kind: z.enum(assignmentKinds),
    /** The module it belongs to; left out for the Final assignment. */
    module: slug.optional(),
    final: z.boolean().default(false),
    dueDays: z.number().int().min(1).max(maxDueDays),
    instructions: z.string().trim().min(1).max(5000),
    language: z.enum(runnableLanguages).optional(),
    starterCode: z.string().optional(),
    /** The reference solution: run by tests/config/course-assignments.test.ts, never sent to learners. */
    solution: z.string().optional(),
    tests: z.array(assignmentTestCase).max(20).default([]),
  })
  .superRefine((a, ctx) => {
    if (a.final === (a.module !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'An assignment names its module, or is the Final one (final: true), not both.', path: ['module'] });
    }
    const isCode = a.kind === 'code';
    if (isCode && (!a.language || !a.solution || a.tests.length === 0)) {
      ctx.addIssue({ code: 'custom', message: 'A code assignment needs a language, a solution and at least one test.', path: ['tests'] });
    }
    if (!isCode && (a.language || a.solution || a.starterCode || a.tests.length > 0)) {
      ctx.addIssue({ code: 'custom', message: 'Only a code assignment has a language, starter code, a solution or tests.', path: ['kind'] });
    }
  });
export type AssignmentFile = z.infer<typeof assignmentFile>;

/** Problems with a course's assignments as a whole: unknown modules, more than one Final. */
export function assignmentProblems(moduleIds: readonly string[], assignments: readonly AssignmentFile[]): string[] {
  const problems = assignments.flatMap((a) => (a.module && !moduleIds.includes(a.module) ? [`${a.id} names the unknown module ${a.module}`] : []));
  if (assignments.filter((a) => a.final).length > 1) problems.push('a course has at most one Final assignment');
  return problems;
}
