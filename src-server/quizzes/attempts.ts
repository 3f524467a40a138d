import { randomUUID } from 'node:crypto';
import type { AttemptResult, StartAttemptReply, SubmitAttemptBody } from '@shared/api/quizzes';
import { achievementIds, unlockedAchievements } from '@shared/quizzes/achievements';
import type { QuizFile } from '@shared/quizzes/quiz-file';
import { scoreAttempt } from '@shared/quizzes/scoring';
import { seededShuffle, shuffleSeed } from '@shared/quizzes/shuffle';
import { attemptDeadline, isInTime } from '@shared/quizzes/time-limit';
import { quizMessageTable } from '@shared/quizzes/messages';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { AppError, badRequest, notFound } from '../errors';
import type { QuizBank } from './bank';
import { findAttempt, insertAttempt, recordSubmission } from './queries';
import { bestScores, quizRecords } from './records';

/** The questions and option ids in the order one attempt shows them. */
const layout = z.array(z.object({ questionId: z.string(), optionIds: z.array(z.string()) }));
type Layout = z.infer<typeof layout>;

/** Each attempt shows every question's options in its own seeded order (product.md §2.12), kept on the attempt. */
const layoutFor = (quiz: QuizFile, seed: string): Layout =>
  quiz.questions.map((q) => ({ questionId: q.id, optionIds: seededShuffle(`${seed}:${q.id}`, q.options.map((o) => o.id)) }));

function findQuiz(bank: QuizBank, quizId: string): QuizFile {
  const quiz = bank.get(quizId);
  if (!quiz) throw notFound(quizMessageTable.ref('quizNotFound', { quizId }));
  return quiz;
}

/** The attempt's questions as laid out, with the bank's words; a question or option since removed means the quiz changed. */
function laidOut(quiz: QuizFile, order: Layout) {
  return order.map(({ questionId, optionIds }) => {
    const question = quiz.questions.find((q) => q.id === questionId);
    const options = optionIds.map((id) => question?.options.find((o) => o.id === id));
    if (!question || options.some((o) => o === undefined)) throw new AppError('CONFLICT', quizMessageTable.ref('quizChanged'), 409);
    return { question, options: options.filter((o) => o !== undefined) };
  });
}

/** Start Quiz and Retake: a new attempt whose time limit counts from the server's now. */
export async function startAttempt(db: Kysely<Database>, bank: QuizBank, clock: Clock, userId: string, quizId: string): Promise<StartAttemptReply> {
  const quiz = findQuiz(bank, quizId);
  const now = clock();
  const startedAt = now.toISOString();
  const deadlineAt = attemptDeadline(now, quiz.timeLimitMinutes).toISOString();
  const attemptId = randomUUID();
  const order = layoutFor(quiz, shuffleSeed(userId, attemptId));
  await insertAttempt(db, {
    id: attemptId,
    user_id: userId,
    quiz_id: quiz.id,
    started_at: startedAt,
    deadline_at: deadlineAt,
    layout_json: JSON.stringify(order),
    submitted_at: null,
    answers_json: null,
    correct_count: null,
    question_count: order.length,
    percent: null,
    points: null,
  });
  return {
    attemptId,
    quizId: quiz.id,
    title: quiz.title,
    startedAt,
    deadlineAt,
    now: startedAt,
    timeLimitMinutes: quiz.timeLimitMinutes,
    maxScore: quiz.maxScore,
    questions: laidOut(quiz, order).map(({ question, options }) => ({ id: question.id, prompt: question.prompt, options: options.map((o) => ({ id: o.id, text: o.text })) })),
  };
}

/** The answers as a map, refusing any that name a question or option this attempt did not show. */
function checkedAnswers(order: Layout, answers: SubmitAttemptBody['answers']): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const { questionId, optionId } of answers) {
    const shown = order.find((q) => q.questionId === questionId);
    if (!shown) throw badRequest(quizMessageTable.ref('questionNotInAttempt', { questionId }));
    if (!shown.optionIds.includes(optionId)) throw badRequest(quizMessageTable.ref('notAnOption', { optionId, questionId }));
    if (chosen.has(questionId)) throw badRequest(quizMessageTable.ref('answeredTwice', { questionId }));
    chosen.set(questionId, optionId);
  }
  return chosen;
}

/** Scores an attempt on the server, once, if its answers arrive within the time limit. */
export async function submitAttempt(
  db: Kysely<Database>,
  bank: QuizBank,
  clock: Clock,
  userId: string,
  attemptId: string,
  body: SubmitAttemptBody,
): Promise<AttemptResult> {
  const attempt = await findAttempt(db, attemptId, userId);
  if (!attempt) throw notFound(quizMessageTable.ref('attemptNotFound'));
  if (attempt.submitted_at !== null) throw new AppError('CONFLICT', quizMessageTable.ref('alreadySubmitted'), 409);
  const now = clock();
  if (!isInTime(now, new Date(attempt.deadline_at))) throw new AppError('CONFLICT', quizMessageTable.ref('timeUp'), 409);
  const quiz = findQuiz(bank, attempt.quiz_id);
  const order = layout.parse(JSON.parse(attempt.layout_json));
  const questions = laidOut(quiz, order);
  const chosen = checkedAnswers(order, body.answers);
  const correctOf = (q: QuizFile['questions'][number]) => q.options.find((o) => o.correct)?.id ?? '';
  const score = scoreAttempt(
    questions.map(({ question }) => ({ id: question.id, correctOptionId: correctOf(question) })),
    chosen,
    quiz.maxScore,
  );
  const submittedAt = now.toISOString();
  const unlocked = await db.transaction().execute(async (trx) => {
    const before = unlockedAchievements(bestScores(await quizRecords(trx, bank, userId)));
    const row = { submitted_at: submittedAt, answers_json: JSON.stringify(Object.fromEntries(chosen)), correct_count: score.correctCount, percent: score.percent, points: score.points };
    if (!(await recordSubmission(trx, attemptId, row))) throw new AppError('CONFLICT', quizMessageTable.ref('alreadySubmitted'), 409);
    const after = unlockedAchievements(bestScores(await quizRecords(trx, bank, userId)));
    return achievementIds.filter((id) => after.has(id) && !before.has(id));
  });
  return {
    attemptId,
    quizId: quiz.id,
    title: quiz.title,
    startedAt: attempt.started_at,
    submittedAt,
    ...score,
    maxScore: quiz.maxScore,
    review: questions.map(({ question, options }) => {
      const chosenOptionId = chosen.get(question.id) ?? null;
      return {
        id: question.id,
        prompt: question.prompt,
        options: options.map((o) => ({ id: o.id, text: o.text })),
        chosenOptionId,
        correctOptionId: correctOf(question),
        correct: chosenOptionId === correctOf(question),
        explanation: question.explanation,
      };
    }),
    unlocked,
  };
}
