import type { AssignmentEntry } from '@shared/api/assignments';
import type { AssignmentStatus } from '@shared/assignments/rules';

export const statusColour: Record<AssignmentStatus, string> = { Pending: 'gray', Submitted: 'blue', Graded: 'teal' };

/** The due date as a reader in India writes it, or how long after starting the course it will be. */
export function dueText(assignment: Pick<AssignmentEntry, 'dueDate' | 'dueDays'>): string {
  if (!assignment.dueDate) return `${assignment.dueDays} days after you start the course`;
  return new Date(assignment.dueDate).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A score as the card and the table show it: a percent once graded, a dash before. */
export const scoreText = (marks: number | null): string => (marks === null ? '—' : `${marks}%`);

export interface DashboardRow extends AssignmentEntry {
  courseName: string;
}
