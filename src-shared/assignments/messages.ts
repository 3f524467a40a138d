import { defineMessages } from '../i18n/messages';

/** What the assignments' routes and forms refuse with (product.md §2.6). */
export const assignmentMessageTable = defineMessages('assignments', {
  notFound: 'Assignment with ID "{{id}}" not found',
  submissionNotFound: 'Submission not found.',
  premium: 'This assignment is part of Kodeshala Premium. Subscribe to unlock every assignment.',
  alreadyComplete: 'This assignment is already complete.',
  gradedFromSubmission: 'This assignment is graded from your submission: submit your solution instead.',
  nothingToHandIn: 'This assignment has nothing to hand in: mark it complete instead.',
  alreadySubmitted: 'You have already submitted this assignment. It will be graded soon.',
  tooQuick: 'You are submitting too quickly. Please wait a minute, then try again.',
  solutionRequired: 'Please write your solution before submitting.',
  webAddress: 'Enter a full web address starting with https:// (or leave it empty).',
  /** Marks left empty or not a number: zod's own text otherwise, which no table translates. */
  marksNumber: 'Write the marks as a number.',
  marksWhole: 'Marks are a whole percent.',
  marksRange: 'Marks are 0 to 100.',
  feedbackRequired: 'Write some feedback for the learner.',
  moduleOrFinal: 'An assignment names its module, or is the Final one (final: true), not both.',
  codeNeeds: 'A code assignment needs a language, a solution and at least one test.',
  codeOnly: 'Only a code assignment has a language, starter code, a solution, tests, structure checks or wrong solutions.',
  sqlData: 'Every test of an SQL assignment has its data, and only SQL tests have data.',
});

/** The assignment messages in English, by key. */
export const assignmentMessages = assignmentMessageTable.en;
