import type { FormErrors } from '@mantine/form';
import type { AssignmentStatus } from '@shared/assignments/rules';
import { assignmentMessageTable } from '@shared/assignments/messages';
import { addMessageTranslations, defineTexts } from '../../core/i18n';
import { en, type AssignmentsTexts } from './locales/en';
import { hi, hiMessages } from './locales/hi';
import { te, teMessages } from './locales/te';

/** The assignments screens' words: the learner's page, the dashboard, and the grading queue. */
export const useAssignmentsTexts = defineTexts('assignments', { en, hi, te });

addMessageTranslations(assignmentMessageTable, { hi: hiMessages, te: teMessages });

/** A status as the badges say it; the value itself stays the server's English. */
export const statusText: Readonly<Record<AssignmentStatus, keyof AssignmentsTexts>> = {
  Pending: 'statusPending',
  Submitted: 'statusSubmitted',
  Graded: 'statusGraded',
};

/** A form's errors (the shared schemas' English) said in the interface's language. */
export function translateErrors(errors: FormErrors, say: (message: string) => string): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? say(message) : message]));
}
