import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorReply } from '@shared/api/error-reply';
import { attemptResult, listQuizzesReply, startAttemptReply, type StartAttemptReply } from '@shared/api/quizzes';
import { quizMessages } from '@shared/quizzes/messages';
import { readQuizBank } from '@server/quizzes/bank';
import { submitGraceMs } from '@shared/quizzes/time-limit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { createTestApp, resourcesDir, type TestApp } from './support/test-app';

/** product.md §2.2 "Quizzes", §2.4 achievements: attempts kept, timed and scored by the server. */

const bank = await readQuizBank(resourcesDir);
const quizId = 'sql-fundamentals';
const quiz = bank.get(quizId);
if (!quiz) throw new Error('the bank has no sql-fundamentals quiz');
const correctOf = new Map(quiz.questions.map((q) => [q.id, q.options.find((o) => o.correct)?.id ?? '']));
const wrongOf = new Map(quiz.questions.map((q) => [q.id, q.options.find((o) => !o.correct)?.id ?? '']));

let t: TestApp;
const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-quiz-clock-')), 'now');
const setNow = (instant: Date) => fs.writeFileSync(clockFile, instant.toISOString());

beforeAll(async () => {
  t = await createTestApp({ KODESHALA_TEST_CLOCK_FILE: clockFile });
});
afterAll(() => t.close());
beforeEach(() => fs.rmSync(clockFile, { force: true }));

type Headers = Record<string, string>;
const list = async (headers: Headers) => listQuizzesReply.parse((await t.app.inject({ method: 'GET', url: '/api/quizzes', headers })).json());
const start = (headers: Headers, id = quizId) => t.app.inject({ method: 'POST', url: `/api/quizzes/${id}/attempts`, headers });
const started = async (headers: Headers, id = quizId) => {
  const res = await start(headers, id);
  expect(res.statusCode, res.body).toBe(201);
  return startAttemptReply.parse(res.json());
};
const submit = (headers: Headers, attemptId: string, answers: Array<{ questionId: string; optionId: string }>) =>
  t.app.inject({ method: 'POST', url: `/api/quizzes/attempts/${attemptId}/submit`, headers, payload: { answers } });
/** Answers the first `right` questions correctly and the rest wrongly. */
const answersWith = (attempt: StartAttemptReply, right: number) =>
  attempt.questions.map((q, i) => ({ questionId: q.id, optionId: (i < right ? correctOf : wrongOf).get(q.id) ?? '' }));
const messageOf = (res: { json(): unknown }) => errorReply.parse(res.json()).error.message;

describe('the quiz bank', () => {
  it('lists every bank quiz with its time limit and maximum score, and no attempts for a new learner', async () => {
    const { headers } = await signUp(t, 'quiz');
    const reply = await list(headers);
    expect(reply.quizzes.length).toBeGreaterThanOrEqual(8);
    expect(reply.quizzes.find((q) => q.id === quizId)).toMatchObject({ questionCount: quiz.questions.length, timeLimitMinutes: quiz.timeLimitMinutes, maxScore: quiz.maxScore, completed: false, attempts: 0, bestScore: null });
    expect(reply.stats).toEqual({ total: reply.quizzes.length, completed: 0, averageScore: null, attempts: 0 });
    expect(reply.achievements.map((a) => [a.title, a.unlocked])).toEqual([['First Quiz', false], ['Quiz Master', false], ['High Scorer', false], ['Perfectionist', false]]);
  });

  it('starts an attempt with its start time and deadline, and never sends which option is right', async () => {
    const { headers } = await signUp(t, 'quiz');
    const now = new Date(Date.now() - 1000);
    setNow(now);
    const res = await start(headers);
    const attempt = startAttemptReply.parse(res.json());
    expect(attempt.startedAt).toBe(now.toISOString());
    expect(Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)).toBe(quiz.timeLimitMinutes * 60_000);
    expect(attempt.questions).toHaveLength(quiz.questions.length);
    expect(res.body).not.toMatch(/correct/i);
    expect(res.body).not.toContain(quiz.questions[0]?.explanation);
  });

  it('shows each learner and attempt its own option order, kept for the review, and grades by option id', async () => {
    const a = await signUp(t, 'quiz');
    const b = await signUp(t, 'quiz');
    const orderOf = (attempt: StartAttemptReply) => attempt.questions.map((q) => q.options.map((o) => o.id).join()).join('|');
    const first = await started(a.headers);
    const second = await started(a.headers);
    const other = await started(b.headers);
    expect(new Set([orderOf(first), orderOf(second), orderOf(other)]).size).toBe(3);
    for (const q of first.questions) expect([...q.options.map((o) => o.id)].sort()).toEqual([...(quiz.questions.find((b) => b.id === q.id)?.options.map((o) => o.id) ?? [])].sort());
    const result = attemptResult.parse((await submit(a.headers, first.attemptId, answersWith(first, 10))).json());
    expect(result.percent).toBe(100);
    expect(result.review.map((q) => q.options.map((o) => o.id).join()).join('|')).toBe(orderOf(first));
  });

  it('limits how many attempts a learner starts in a minute', async () => {
    const { headers } = await signUp(t, 'quiz');
    for (let i = 0; i < 20; i++) expect((await start(headers)).statusCode).toBe(201);
    const refused = await start(headers);
    expect([refused.statusCode, messageOf(refused)]).toEqual([429, quizMessages.startTooFast]);
  });

  it('answers 404 for a quiz that is not in the bank', async () => {
    const { headers } = await signUp(t, 'quiz');
    const res = await start(headers, 'no-such-quiz');
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(quizMessages.quizNotFound({ quizId: 'no-such-quiz' }));
  });
});

describe('submitting an attempt', () => {
  it('scores on the server by option id, explains every question, and keeps attempts, best and last score', async () => {
    const { headers } = await signUp(t, 'quiz');
    const first = await started(headers);
    const res = await submit(headers, first.attemptId, answersWith(first, 7));
    expect(res.statusCode, res.body).toBe(200);
    const result = attemptResult.parse(res.json());
    expect(result).toMatchObject({ correctCount: 7, questionCount: 10, percent: 70, points: 70, maxScore: 100, unlocked: ['first-quiz'] });
    expect(result.review[0]).toMatchObject({ correct: true, correctOptionId: correctOf.get(result.review[0]?.id ?? ''), explanation: quiz.questions[0]?.explanation });
    expect(result.review[9]).toMatchObject({ correct: false, chosenOptionId: wrongOf.get(result.review[9]?.id ?? '') });

    // Retake: a new attempt, better this time, then a worse one.
    const second = await started(headers);
    expect(second.attemptId).not.toBe(first.attemptId);
    expect(attemptResult.parse((await submit(headers, second.attemptId, answersWith(second, 8))).json()).unlocked).toEqual(['high-scorer']);
    const third = await started(headers);
    // Unanswered questions count as wrong.
    expect(attemptResult.parse((await submit(headers, third.attemptId, answersWith(third, 5).slice(0, 5))).json()).percent).toBe(50);

    const reply = await list(headers);
    expect(reply.quizzes.find((q) => q.id === quizId)).toMatchObject({ completed: true, attempts: 3, bestScore: 80, lastScore: 50 });
    expect(reply.stats).toMatchObject({ completed: 1, averageScore: 80, attempts: 3 });
    expect(reply.achievements.filter((a) => a.unlocked).map((a) => a.title)).toEqual(['First Quiz', 'High Scorer']);
  });

  it('unlocks Quiz Master after five different quizzes, and keeps the average over each quiz’s best', async () => {
    const { headers } = await signUp(t, 'quiz');
    const ids = [...bank.keys()].slice(0, 5);
    let unlocked: string[] = [];
    for (const id of ids) {
      const attempt = await started(headers, id);
      const questions = bank.get(id)?.questions ?? [];
      const answers = attempt.questions.map((q) => ({ questionId: q.id, optionId: questions.find((b) => b.id === q.id)?.options.find((o) => o.correct)?.id ?? '' }));
      unlocked = attemptResult.parse((await submit(headers, attempt.attemptId, answers)).json()).unlocked;
    }
    expect(unlocked).toEqual(['quiz-master']);
    const reply = await list(headers);
    expect(reply.stats).toMatchObject({ completed: 5, averageScore: 100 });
    expect(reply.achievements.every((a) => a.unlocked)).toBe(true);
  });

  it('refuses answers that arrive after the time limit, and takes them just before it', async () => {
    const { headers } = await signUp(t, 'quiz');
    const begin = new Date();
    setNow(begin);
    const late = await started(headers);
    const onTime = await started(headers);
    setNow(new Date(Date.parse(late.deadlineAt) + submitGraceMs + 1000));
    const refused = await submit(headers, late.attemptId, answersWith(late, 10));
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(quizMessages.timeUp);
    expect(refused.json().error.messageId).toBe('quizzes.timeUp');
    setNow(new Date(Date.parse(onTime.deadlineAt) - 1000));
    expect((await submit(headers, onTime.attemptId, answersWith(onTime, 10))).statusCode).toBe(200);
    // The refused attempt never counts.
    expect((await list(headers)).quizzes.find((q) => q.id === quizId)).toMatchObject({ attempts: 1, bestScore: 100 });
  });

  it('takes an attempt once: a second submission is refused and changes nothing', async () => {
    const { headers } = await signUp(t, 'quiz');
    const attempt = await started(headers);
    expect((await submit(headers, attempt.attemptId, answersWith(attempt, 10))).statusCode).toBe(200);
    const again = await submit(headers, attempt.attemptId, answersWith(attempt, 0));
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(quizMessages.alreadySubmitted);
    expect((await list(headers)).quizzes.find((q) => q.id === quizId)).toMatchObject({ attempts: 1, bestScore: 100 });
  });

  it('refuses answers naming another question or option, or one question twice, with a 400 naming it', async () => {
    const { headers } = await signUp(t, 'quiz');
    const attempt = await started(headers);
    const [q1, q2] = attempt.questions;
    if (!q1 || !q2) throw new Error('too few questions');
    const otherQuestion = await submit(headers, attempt.attemptId, [{ questionId: 'made-up', optionId: 'a' }]);
    expect([otherQuestion.statusCode, messageOf(otherQuestion)]).toEqual([400, 'Question "made-up" is not part of this attempt.']);
    expect(otherQuestion.json().error).toMatchObject({ messageId: 'quizzes.questionNotInAttempt', messageValues: { questionId: 'made-up' } });
    const otherOption = await submit(headers, attempt.attemptId, [{ questionId: q1.id, optionId: 'zz' }]);
    expect([otherOption.statusCode, messageOf(otherOption)]).toEqual([400, `"zz" is not an option of question "${q1.id}".`]);
    const twice = await submit(headers, attempt.attemptId, [{ questionId: q2.id, optionId: 'a' }, { questionId: q2.id, optionId: 'b' }]);
    expect(twice.statusCode).toBe(400);
    // None of these used the attempt up.
    expect((await submit(headers, attempt.attemptId, answersWith(attempt, 10))).statusCode).toBe(200);
  });

  it('keeps each learner’s attempts to themselves', async () => {
    const owner = await signUp(t, 'quiz');
    const other = await signUp(t, 'quiz');
    const attempt = await started(owner.headers);
    const res = await submit(other.headers, attempt.attemptId, answersWith(attempt, 10));
    expect([res.statusCode, messageOf(res)]).toEqual([404, quizMessages.attemptNotFound]);
    expect((await list(other.headers)).stats.attempts).toBe(0);
  });
});
