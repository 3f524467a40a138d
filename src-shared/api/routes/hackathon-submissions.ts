import {
  deleteSubmissionReply,
  publicSubmissionListReply,
  submissionBody,
  submissionListReply,
  submissionParams,
  submissionReply,
  urlCheckQuery,
  urlCheckReply,
} from '../hackathon-submissions';
import { route } from '../route';

const tags = ['hackathon'];

/** Project submissions, owner-only on change (product.md §3.6), and the demo-URL check. */
export const hackathonSubmissionRoutes = {
  mine: route({ method: 'GET', path: '/api/hackathon/submissions', access: 'user', reply: submissionListReply, tags, summary: 'The caller’s submissions, newest first' }),
  public: route({
    method: 'GET',
    path: '/api/hackathon/submissions/public',
    access: 'public',
    reply: publicSubmissionListReply,
    tags,
    summary: 'Public submissions, without user ids or e-mails',
  }),
  create: route({
    method: 'POST',
    path: '/api/hackathon/submissions',
    access: 'user',
    offline: 'queue',
    body: submissionBody,
    reply: submissionReply,
    status: 201,
    tags,
    summary: 'Submit a project',
  }),
  update: route({
    method: 'PUT',
    path: '/api/hackathon/submissions/:submissionId',
    access: 'user',
    offline: 'queue',
    params: submissionParams,
    body: submissionBody,
    reply: submissionReply,
    tags,
    summary: 'Change one of the caller’s submissions (version + 1)',
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/hackathon/submissions/:submissionId',
    access: 'user',
    offline: 'online',
    params: submissionParams,
    reply: deleteSubmissionReply,
    tags,
    summary: 'Delete one of the caller’s submissions',
  }),
  urlCheck: route({
    method: 'GET',
    path: '/api/hackathon/url-check',
    access: 'user',
    query: urlCheckQuery,
    reply: urlCheckReply,
    tags,
    summary: 'Whether a public demo URL answers (loopback and private addresses are refused)',
  }),
};
