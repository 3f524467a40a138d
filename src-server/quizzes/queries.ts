import type { Kysely } from 'kysely';
import type { Database, QuizAttemptsTable } from '../db/schema';
import type { Executor } from '../db/executor';

export async function insertAttempt(db: Executor, row: QuizAttemptsTable): Promise<void> {
  await db.insertInto('quiz_attempts').values(row).execute();
}

export async function findAttempt(db: Kysely<Database>, attemptId: string, userId: string) {
  return db.selectFrom('quiz_attempts').selectAll().where('id', '=', attemptId).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Records the score once: the row changes only while it is still unsubmitted, so two submissions
 * racing each other cannot both count. Answers whether this call was the one that did.
 */
export async function recordSubmission(
  db: Executor,
  attemptId: string,
  result: { submitted_at: string; answers_json: string; correct_count: number; percent: number; points: number },
): Promise<boolean> {
  const updated = await db.updateTable('quiz_attempts').set(result).where('id', '=', attemptId).where('submitted_at', 'is', null).executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** The caller's submitted attempts, oldest first: a handful per quiz, enough to total in memory. */
export async function submittedAttempts(db: Executor, userId: string) {
  return db
    .selectFrom('quiz_attempts')
    .select(['quiz_id', 'submitted_at', 'percent'])
    .where('user_id', '=', userId)
    .where('submitted_at', 'is not', null)
    .orderBy('submitted_at')
    .orderBy('id')
    .execute();
}
