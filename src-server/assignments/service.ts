import type { AssignmentCourse, AssignmentEntry, Submission } from '@shared/api/assignments';
import { storedGrading } from '@shared/assignments/assignment-file';
import { dueDate, isAssignmentLocked } from '@shared/assignments/rules';
import { z } from 'zod';
import type { AssignmentListRow, SubmissionRow } from './queries';

const languageOf = z.enum(['javascript', 'python', 'sql']).nullable();

/** One assignment as the caller sees it: a locked one keeps its title, due date and status only. */
export function toEntry(row: AssignmentListRow, premium: boolean): AssignmentEntry {
  const isFinal = row.is_final === 1;
  const locked = isAssignmentLocked(row.position, isFinal, premium);
  const grading = storedGrading.parse(JSON.parse(row.tests_json));
  // Hidden cases never leave the server: the learner gets the examples and a count of the rest.
  const examples = locked ? [] : grading.tests.filter((test) => !test.hidden).map(({ name, stdin, data, expectedOutput }) => ({ name, stdin, data: data ?? null, expectedOutput }));
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    language: languageOf.parse(row.language),
    instructions: locked ? '' : row.instructions,
    starterCode: locked ? null : row.starter_code,
    testCount: grading.tests.length + grading.structure.length,
    examples,
    hiddenCount: grading.tests.filter((test) => test.hidden).length,
    dueDays: row.due_days,
    dueDate: dueDate(row.started_at, row.due_days),
    status: row.status ?? 'Pending',
    marks: row.marks,
    feedback: row.feedback,
    isFinal,
    locked,
    submissionId: row.submission_id,
    submittedAt: row.submitted_at,
  };
}

/** product.md §2.3 "course group: name, modules": rows in catalogue order, grouped; the Final assignment last. */
export function groupByCourse(rows: readonly AssignmentListRow[], premium: boolean): AssignmentCourse[] {
  const courses: AssignmentCourse[] = [];
  for (const row of rows) {
    let course = courses.at(-1);
    if (course?.id !== row.course_id) {
      course = { id: row.course_id, name: row.course_title, modules: [] };
      courses.push(course);
    }
    let module = course.modules.at(-1);
    if (!module || module.id !== row.module_id) {
      module = { id: row.module_id, name: row.module_title ?? 'Final assignment', assignments: [] };
      course.modules.push(module);
    }
    module.assignments.push(toEntry(row, premium));
  }
  return courses;
}

export function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    assignmentId: row.assignment_id,
    assignmentTitle: row.assignment_title,
    courseName: row.course_title,
    kind: row.kind,
    isFinal: row.is_final === 1,
    learnerName: row.display_name,
    learnerEmail: row.email,
    solution: row.solution,
    submissionUrl: row.submission_url,
    notes: row.notes,
    status: row.status,
    marks: row.marks,
    feedback: row.feedback,
    submittedAt: row.submitted_at,
    gradedAt: row.graded_at,
  };
}
