import { attemptIdParams, attemptResult, listQuizzesReply, quizIdParams, startAttemptReply, submitAttemptBody } from '../quizzes';
import { route } from '../route';

const tags = ['quizzes'];

/**
 * The quiz bank (product.md §2.2 "Quizzes"): the server starts each attempt, keeps its time limit
 * and scores it; the right options reach the browser only in the result.
 */
export const quizzesRoutes = {
  list: route({ method: 'GET', path: '/api/quizzes', access: 'user', reply: listQuizzesReply, tags, summary: 'The quiz bank with the caller’s scores, stats and achievements' }),
  start: route({
    method: 'POST',
    path: '/api/quizzes/:quizId/attempts',
    access: 'user',
    offline: 'online',
    params: quizIdParams,
    reply: startAttemptReply,
    status: 201,
    tags,
    summary: 'Start a new attempt (Start Quiz and Retake); its time limit counts from now',
  }),
  submit: route({
    method: 'POST',
    path: '/api/quizzes/attempts/:attemptId/submit',
    access: 'user',
    offline: 'online',
    params: attemptIdParams,
    body: submitAttemptBody,
    reply: attemptResult,
    tags,
    summary: 'Submit an attempt’s answers before its time runs out; answers with the score and explanations',
  }),
};
