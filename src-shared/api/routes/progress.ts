import { courseIdParams } from '../courses';
import { courseProgress, lessonActionBody, quizAnswerBody, quizAnswerResult } from '../progress';
import { route } from '../route';

const tags = ['progress'];

export const progressRoutes = {
  get: route({ method: 'GET', path: '/api/progress/:courseId', access: 'user', params: courseIdParams, reply: courseProgress, tags, summary: 'The caller’s progress in a course' }),
  visit: route({
    method: 'POST',
    path: '/api/progress/:courseId/visit',
    access: 'user',
    offline: { queue: 'latest', entity: ['courseId'] },
    params: courseIdParams,
    body: lessonActionBody,
    reply: courseProgress,
    tags,
    summary: 'Record the lesson the caller opened',
  }),
  complete: route({
    method: 'POST',
    path: '/api/progress/:courseId/complete',
    access: 'user',
    offline: { queue: 'once', entity: ['courseId', 'contentId'] },
    params: courseIdParams,
    body: lessonActionBody,
    reply: courseProgress,
    tags,
    summary: 'Mark a lesson complete (counted once)',
  }),
  quiz: route({
    method: 'POST',
    path: '/api/progress/:courseId/quiz',
    access: 'user',
    offline: 'queue',
    params: courseIdParams,
    body: quizAnswerBody,
    reply: quizAnswerResult,
    tags,
    summary: 'Answer a quiz block; the course quiz counts as submitted once every quiz is answered',
  }),
};
