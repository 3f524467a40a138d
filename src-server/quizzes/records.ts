import type { ListQuizzesReply, QuizSummary } from '@shared/api/quizzes';
import { achievementIds, achievementTexts, averageScore, unlockedAchievements } from '@shared/quizzes/achievements';
import type { Executor } from '../db/executor';
import type { QuizBank } from './bank';
import { submittedAttempts } from './queries';

interface QuizRecord {
  attempts: number;
  bestScore: number;
  lastScore: number;
  lastAttemptAt: string;
}

/** Each bank quiz's record for one learner: submitted attempts, best and last score. */
export async function quizRecords(db: Executor, bank: QuizBank, userId: string): Promise<Map<string, QuizRecord>> {
  const records = new Map<string, QuizRecord>();
  for (const row of await submittedAttempts(db, userId)) {
    if (!bank.has(row.quiz_id) || row.submitted_at === null || row.percent === null) continue;
    const before = records.get(row.quiz_id);
    records.set(row.quiz_id, {
      attempts: (before?.attempts ?? 0) + 1,
      bestScore: Math.max(before?.bestScore ?? 0, row.percent),
      lastScore: row.percent,
      lastAttemptAt: row.submitted_at,
    });
  }
  return records;
}

export const bestScores = (records: ReadonlyMap<string, QuizRecord>): number[] => [...records.values()].map((r) => r.bestScore);

/** The Quizzes screen in one reply: the bank with the caller's records, the stats and the achievements grid. */
export async function listQuizzes(db: Executor, bank: QuizBank, userId: string): Promise<ListQuizzesReply> {
  const records = await quizRecords(db, bank, userId);
  const quizzes = [...bank.values()].map((quiz): QuizSummary => {
    const record = records.get(quiz.id);
    return {
      id: quiz.id,
      title: quiz.title,
      description: quiz.description,
      category: quiz.category,
      difficulty: quiz.difficulty,
      tags: quiz.tags,
      questionCount: quiz.questions.length,
      timeLimitMinutes: quiz.timeLimitMinutes,
      maxScore: quiz.maxScore,
      completed: record !== undefined,
      attempts: record?.attempts ?? 0,
      bestScore: record?.bestScore ?? null,
      lastScore: record?.lastScore ?? null,
      lastAttemptAt: record?.lastAttemptAt ?? null,
    };
  });
  const best = bestScores(records);
  const unlocked = unlockedAchievements(best);
  return {
    quizzes,
    stats: {
      total: quizzes.length,
      completed: records.size,
      averageScore: averageScore(best),
      attempts: [...records.values()].reduce((sum, r) => sum + r.attempts, 0),
    },
    achievements: achievementIds.map((id) => ({ id, ...achievementTexts[id], unlocked: unlocked.has(id) })),
  };
}
