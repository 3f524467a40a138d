import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Executor } from '../db/executor';
import type { Database } from '../db/schema';
import { currentState, filesOfState, toBase64 } from './document-store';
import * as q from './queries';

/**
 * The team project's state at a hackathon hand-in (product.md §3.10): read when the submission is
 * made, kept as a named version in the submission's own transaction, so what is judged is the
 * project as it was then whatever the team types afterwards.
 */
export interface HandInSnapshot {
  /** Writes the version in the caller's transaction; its id goes on the submission. */
  save(trx: Executor): Promise<string>;
}

export const handInVersionName = (title: string) => `Submitted: ${title}`;

/** Undefined when the team has no shared project. */
export async function readHandIn(db: Kysely<Database>, teamId: string, userId: string, title: string, now: string): Promise<HandInSnapshot | undefined> {
  const project = await q.findTeamProject(db, teamId);
  if (!project) return undefined;
  const state = toBase64(await currentState(db, project.id));
  return {
    async save(trx) {
      const id = randomUUID();
      await q.insertVersion(trx, { id, project_id: project.id, name: handInVersionName(title), state, created_by: userId, created_at: now });
      return id;
    },
  };
}

/** The files a submission keeps, by name, for the organisers; undefined when the version is gone with its project. */
export async function readHandInFiles(db: Executor, versionId: string): Promise<{ takenAt: string; files: Record<string, string> } | undefined> {
  const version = await db.selectFrom('workspace_versions').select(['state', 'created_at']).where('id', '=', versionId).executeTakeFirst();
  return version && { takenAt: version.created_at, files: filesOfState(version.state) };
}
