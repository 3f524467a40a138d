import { z } from 'zod';
import { text } from '../api/text';
import { runnableLanguages } from '../courses/blocks';
import { courseMessages } from '../courses/messages';
import { assignmentMessages } from './messages';
import { structureCheck } from './structure';

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
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, courseMessages.slugShape)
  .max(80);

export const assignmentTestCase = z.strictObject({
  /**
   * Named in the feedback when it fails, so it says what it checks ('a mark of exactly 40'). A
   * hidden case's name is all a learner learns of it, so it never quotes the input or the output.
   */
  name: z.string().trim().min(1).max(80),
  /** Run by the grader only: never sent to the browser, and its feedback gives no input or output. */
  hidden: z.boolean().default(false),
  stdin: z.string().default(''),
  /**
   * SQL only: the script that creates and fills the tables, run by the grader before the learner's
   * query, so hidden data sets tell a real query from one that prints literal rows.
   */
  data: z.string().optional(),
  expectedOutput: z.string(),
});
export type AssignmentTestCase = z.infer<typeof assignmentTestCase>;

/** A plausible wrong answer kept beside the assignment: the library test proves it scores below 100. */
export const wrongSolution = z.strictObject({
  /** The mistake, as a reviewer would name it ('Math.round hides the decimals'). */
  mistake: z.string().trim().min(1).max(160),
  solution: z.string().min(1),
});

/** What the grader keeps of a code assignment (the `tests_json` column): its cases and structure checks. */
export const storedGrading = z.strictObject({ tests: z.array(assignmentTestCase), structure: z.array(structureCheck) });
export type StoredGrading = z.infer<typeof storedGrading>;

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
    /** Checks of the code's shape where output cannot show the skill; say them in the instructions. */
    structure: z.array(structureCheck).max(10).default([]),
    /** Never sent to learners, like the solution. */
    wrongSolutions: z.array(wrongSolution).max(10).default([]),
  })
  .superRefine((a, ctx) => {
    if (a.final === (a.module !== undefined)) {
      ctx.addIssue({ code: 'custom', message: assignmentMessages.moduleOrFinal, path: ['module'] });
    }
    const isCode = a.kind === 'code';
    if (isCode && (!a.language || !a.solution || a.tests.length === 0)) {
      ctx.addIssue({ code: 'custom', message: assignmentMessages.codeNeeds, path: ['tests'] });
    }
    if (!isCode && (a.language || a.solution || a.starterCode || a.tests.length > 0 || a.structure.length > 0 || a.wrongSolutions.length > 0)) {
      ctx.addIssue({ code: 'custom', message: assignmentMessages.codeOnly, path: ['kind'] });
    }
    const isSql = a.language === 'sql';
    if (a.tests.some((test) => (test.data !== undefined) !== isSql)) {
      ctx.addIssue({ code: 'custom', message: assignmentMessages.sqlData, path: ['tests'] });
    }
  });
export type AssignmentFile = z.infer<typeof assignmentFile>;

/** Problems with a course's assignments as a whole: unknown modules, more than one Final. */
export function assignmentProblems(moduleIds: readonly string[], assignments: readonly AssignmentFile[]): string[] {
  const problems = assignments.flatMap((a) => (a.module && !moduleIds.includes(a.module) ? [`${a.id} names the unknown module ${a.module}`] : []));
  if (assignments.filter((a) => a.final).length > 1) problems.push('a course has at most one Final assignment');
  return problems;
}
