import { assignmentParams, assignmentResult, gradeBody, gradingQuery, gradingReply, listAssignmentsReply, submission, submissionParams, submitAssignmentBody } from '../assignments';
import { authMessageTable } from '../../auth/messages';
import { route } from '../route';

const tags = ['assignments'];
const signInMessage = authMessageTable.ref('viewAssignments');

/**
 * product.md §2.7 "Assignments": list, submit, complete; a learner's own submission; and the
 * admins' grading queue (**ours**: the old product had no grader).
 */
export const assignmentsRoutes = {
  list: route({ method: 'GET', path: '/api/assignments', access: 'user', signInMessage, reply: listAssignmentsReply, tags, summary: 'The caller’s assignments by course and module, with status, marks and feedback' }),
  submit: route({
    method: 'POST',
    path: '/api/assignments/:id/submit',
    access: 'user',
    offline: 'queue',
    signInMessage,
    params: assignmentParams,
    body: submitAssignmentBody,
    reply: assignmentResult,
    tags,
    summary: 'Hand in a solution; a code assignment is graded at once by running its tests',
  }),
  complete: route({ method: 'POST', path: '/api/assignments/:id/complete', access: 'user', offline: 'queue', signInMessage, params: assignmentParams, reply: assignmentResult, tags, summary: 'Mark a task assignment complete' }),
  submission: route({ method: 'GET', path: '/api/assignments/submissions/:id', access: 'user', signInMessage, params: submissionParams, reply: submission, tags, summary: 'One of the caller’s submissions (any, for an admin)' }),
  grading: route({ method: 'GET', path: '/api/assignments/grading', access: 'admin', query: gradingQuery, reply: gradingReply, tags, summary: 'The grading queue: submissions by status, oldest first' }),
  grade: route({ method: 'POST', path: '/api/assignments/submissions/:id/grade', access: 'admin', offline: 'online', params: submissionParams, body: gradeBody, reply: submission, tags, summary: 'Give a submission its marks and feedback' }),
};
