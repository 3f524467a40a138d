import { freeLessonsPerModule } from '../courses/lock';
import type { AssignmentKind } from './assignment-file';

/** product.md §2.4: the server alone moves an assignment along these. */
export const assignmentStatuses = ['Pending', 'Submitted', 'Graded'] as const;
export type AssignmentStatus = (typeof assignmentStatuses)[number];

/** product.md §2.8, shown exactly. */
/**
 * The premium lock "as for lessons" (product.md §1.6, **ours** for assignments): a module's first
 * three assignments are free, like its first three lessons; the Final assignment, which draws on
 * the whole course, needs a subscription.
 */
export function isAssignmentLocked(position: number, isFinal: boolean, premium: boolean): boolean {
  return !premium && (isFinal || position >= freeLessonsPerModule);
}

/**
 * Who may submit (**ours**): anything still Pending, except a task, which is only marked complete.
 * A code assignment graded below 100 may be submitted again, since its tests grade it at once;
 * a text assignment waits for its grader once sent.
 */
export function canSubmit(kind: AssignmentKind, status: AssignmentStatus, marks: number | null): boolean {
  if (kind === 'task') return false;
  if (status === 'Pending') return true;
  return kind === 'code' && status === 'Graded' && (marks ?? 0) < 100;
}

/** Mark complete is for a Pending task, which has nothing to hand in (product.md §2.4, **ours**). */
export function canComplete(kind: AssignmentKind, status: AssignmentStatus): boolean {
  return kind === 'task' && status === 'Pending';
}

const dayMs = 86_400_000;

/** The due date: `dueDays` after the learner started the course, or null before they start. */
export function dueDate(startedAt: string | null, dueDays: number): string | null {
  return startedAt ? new Date(Date.parse(startedAt) + dueDays * dayMs).toISOString() : null;
}

/** product.md §2.9: green at 80% and above, amber at 50%, red below. */
export function progressColour(percent: number): 'green' | 'yellow' | 'red' {
  if (percent >= 80) return 'green';
  if (percent >= 50) return 'yellow';
  return 'red';
}

export interface AssignmentStats {
  total: number;
  completed: number;
  submitted: number;
  pending: number;
}

/** The four stat cards: Completed counts graded work. */
export function assignmentStats(statuses: readonly AssignmentStatus[]): AssignmentStats {
  const count = (status: AssignmentStatus) => statuses.filter((s) => s === status).length;
  return { total: statuses.length, completed: count('Graded'), submitted: count('Submitted'), pending: count('Pending') };
}

/** A course's progress bar: its graded assignments over all of them, as a whole percent. */
export function completionPercent(statuses: readonly AssignmentStatus[]): number {
  return statuses.length === 0 ? 0 : Math.round((100 * assignmentStats(statuses).completed) / statuses.length);
}

/** Output as compared: Unix newlines, no trailing spaces, no trailing blank lines. */
export function normaliseOutput(output: string): string {
  return output
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n+$/, '');
}

export interface TestCaseResult {
  name: string;
  /** A hidden case: its feedback names it and never quotes its input, its output or the learner's. */
  hidden: boolean;
  passed: boolean;
  expected: string;
  actual: string;
  /** Set when a runner limit stopped the program ('Time limit exceeded ...'), or a structure check says what to change. */
  message: string | null;
}

const quote = (output: string) => {
  const shown = normaliseOutput(output);
  const short = shown.length > 120 ? `${shown.slice(0, 117)}...` : shown;
  return short === '' ? 'nothing' : `"${short.replaceAll('\n', '\\n')}"`;
};

/** What the feedback says of a failed case: a hidden one is only named, since its output would give it away. */
function failureText(failed: TestCaseResult): string {
  const label = failed.hidden ? `Failed hidden test: "${failed.name}"` : `Failed: "${failed.name}"`;
  if (failed.message !== null) return `${label}: ${failed.message.replace(/\.$/, '')}.`;
  if (failed.hidden) return `${label} (its input and output stay hidden).`;
  return `${label}: expected ${quote(failed.expected)}, got ${quote(failed.actual)}.`;
}

/** Marks (a percent of the tests and checks passed) and feedback naming the first failing one. */
export function gradeTestResults(results: readonly TestCaseResult[]): { marks: number; feedback: string } {
  const passed = results.filter((r) => r.passed).length;
  const marks = results.length === 0 ? 0 : Math.round((100 * passed) / results.length);
  // A visible failure first: its output helps most.
  const failed = results.find((r) => !r.passed && !r.hidden) ?? results.find((r) => !r.passed);
  if (!failed) return { marks, feedback: `All ${results.length} tests passed.` };
  return { marks, feedback: `Passed ${passed} of ${results.length} tests. ${failureText(failed)}` };
}
