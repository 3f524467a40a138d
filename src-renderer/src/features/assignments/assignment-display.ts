import type { AssignmentEntry } from '@shared/api/assignments';
import type { AssignmentStatus } from '@shared/assignments/rules';
import type { Formats } from '../../core/format';
import type { Translate } from '../../core/i18n';
import type { AssignmentsTexts } from './locales/en';

export const statusColour: Record<AssignmentStatus, string> = { Pending: 'gray', Submitted: 'blue', Graded: 'teal' };

/** The due date in the learner's language, or how long after starting the course it will be. */
export function dueText(assignment: Pick<AssignmentEntry, 'dueDate' | 'dueDays'>, t: Translate<keyof AssignmentsTexts>, formats: Formats): string {
  if (!assignment.dueDate) return t('dueDays', { days: assignment.dueDays });
  return formats.date(assignment.dueDate);
}

/** A score as the card and the table show it: a percent once graded, a dash before. */
export const scoreText = (marks: number | null): string => (marks === null ? '—' : `${marks}%`);

export interface DashboardRow extends AssignmentEntry {
  courseName: string;
}
