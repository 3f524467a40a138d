import { z } from 'zod';
import { assignmentKinds } from '../assignments/assignment-file';
import { assignmentMessages } from '../assignments/messages';
import { assignmentStatuses } from '../assignments/rules';
import { runnableLanguages } from '../courses/blocks';
import { text } from './text';

/** The assignments API (product.md §2.3, §2.7 "Assignments"). */

/** Longest solution: the runner's own source limit is 512 KB; a beginner's answer is far smaller. */
export const maxSolutionChars = 64_000;

/** A visible test case of a code assignment: what it is given and what it must print. */
export const assignmentExample = z.object({
  name: z.string(),
  stdin: z.string(),
  /** SQL: the tables and rows the grader loads before the learner's query. */
  data: z.string().nullable(),
  expectedOutput: z.string(),
});
export type AssignmentExample = z.infer<typeof assignmentExample>;

export const assignmentEntry = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(assignmentKinds),
  language: z.enum(runnableLanguages).nullable(),
  /** Empty while locked: a free learner's locked instructions never leave the server. */
  instructions: z.string(),
  starterCode: z.string().nullable(),
  /** Tests and structure checks together, as the marks count them. */
  testCount: z.number().int(),
  /** The visible cases; empty while locked. Hidden cases are only counted. */
  examples: z.array(assignmentExample),
  hiddenCount: z.number().int(),
  dueDays: z.number().int(),
  /** ISO-8601; null until the learner starts the course. */
  dueDate: z.string().nullable(),
  status: z.enum(assignmentStatuses),
  /** A percent, once graded. */
  marks: z.number().int().nullable(),
  feedback: z.string().nullable(),
  isFinal: z.boolean(),
  locked: z.boolean(),
  submissionId: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type AssignmentEntry = z.infer<typeof assignmentEntry>;

/** A module's assignments; the Final assignment comes last in a group of its own with a null id. */
export const assignmentModule = z.object({ id: z.string().nullable(), name: z.string(), assignments: z.array(assignmentEntry) });
export const assignmentCourse = z.object({ id: z.string(), name: z.string(), modules: z.array(assignmentModule) });
export type AssignmentCourse = z.infer<typeof assignmentCourse>;

export const listAssignmentsReply = z.object({ courses: z.array(assignmentCourse), premium: z.boolean() });
export type ListAssignmentsReply = z.infer<typeof listAssignmentsReply>;

export const assignmentParams = z.object({ id: text().trim().min(1).max(80) });

const isWebUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

export const submitAssignmentBody = z.object({
  solution: text().max(maxSolutionChars).refine((s) => s.trim().length > 0, assignmentMessages.solutionRequired),
  submissionUrl: text().trim().max(2000).refine(isWebUrl, assignmentMessages.webAddress).optional(),
  notes: text().trim().max(2000).optional(),
});
export type SubmitAssignmentBody = z.infer<typeof submitAssignmentBody>;

/** What a submit or complete changed; the screen then reloads the list (product.md §2.4). */
export const assignmentResult = z.object({
  id: z.string(),
  status: z.enum(assignmentStatuses),
  marks: z.number().int().nullable(),
  feedback: z.string().nullable(),
  submissionId: z.string().nullable(),
});
export type AssignmentResult = z.infer<typeof assignmentResult>;

export const submission = z.object({
  id: z.string(),
  assignmentId: z.string(),
  assignmentTitle: z.string(),
  courseName: z.string(),
  kind: z.enum(assignmentKinds),
  isFinal: z.boolean(),
  learnerName: z.string(),
  learnerEmail: z.string(),
  solution: z.string(),
  submissionUrl: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(assignmentStatuses),
  marks: z.number().int().nullable(),
  feedback: z.string().nullable(),
  submittedAt: z.string(),
  gradedAt: z.string().nullable(),
});
export type Submission = z.infer<typeof submission>;

export const submissionParams = z.object({ id: text().trim().min(1).max(80) });

export const gradingQuery = z.object({ status: z.enum(['Submitted', 'Graded', 'all']).default('Submitted') });
export const gradingReply = z.object({ submissions: z.array(submission) });

export const gradeBody = z.object({
  marks: z.number(assignmentMessages.marksNumber).int(assignmentMessages.marksWhole).min(0, assignmentMessages.marksRange).max(100, assignmentMessages.marksRange),
  feedback: text().trim().min(1, assignmentMessages.feedbackRequired).max(2000),
});
export type GradeBody = z.infer<typeof gradeBody>;
