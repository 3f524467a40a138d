import { resumeSchema, type Resume } from '@shared/resume/resume';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface StoredResume {
  resume: Resume;
  updatedAt: string;
}

/** The caller's stored resume, with the time it was stored; undefined when they never saved one. */
export async function findResume(db: Kysely<Database>, userId: string): Promise<StoredResume | undefined> {
  const row = await db.selectFrom('resumes').select(['resume_json', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  // Parsed again so a resume stored before a default was added reads with it.
  const resume = resumeSchema.parse(JSON.parse(row.resume_json));
  return { resume: { ...resume, updatedAt: row.updated_at }, updatedAt: row.updated_at };
}

/**
 * Stores a resume if the caller's copy was based on what is stored: `baseUpdatedAt` null means
 * "I never saw one" and only creates, otherwise the row is replaced only while its `updated_at` is
 * still that base. Both are one statement, so two tabs saving at once cannot both win. Answers
 * false when the base was stale.
 */
export async function saveResume(db: Kysely<Database>, userId: string, resume: Resume, baseUpdatedAt: string | null, updatedAt: string): Promise<boolean> {
  const resumeJson = JSON.stringify({ ...resume, updatedAt });
  if (baseUpdatedAt === null) {
    const inserted = await db
      .insertInto('resumes')
      .values({ user_id: userId, resume_json: resumeJson, updated_at: updatedAt })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .execute();
    return inserted.length === 1;
  }
  const updated = await db
    .updateTable('resumes')
    .set({ resume_json: resumeJson, updated_at: updatedAt })
    .where('user_id', '=', userId)
    .where('updated_at', '=', baseUpdatedAt)
    .returning('user_id')
    .execute();
  return updated.length === 1;
}
