import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Executor } from '../db/executor';
import type { Database } from '../db/schema';
import { currentState, filesOfState, toBase64 } from './document-store';
import type { Hub } from './hub';
import * as q from './queries';
import { noteVersion } from './restore';

/**
 * The team project's state at a hackathon hand-in (product.md §3.10): kept as a named version in
 * the submission's own transaction, so what is judged is the project as it was then whatever the
 * team types afterwards.
 */
export interface HandIn {
  /**
   * Runs `write` in one transaction with the version it keeps of the team's project, and answers
   * what `write` answers; `versionId` is null when the team has no shared project (or there is no
   * team). Like a member's saved version, it is written alongside a small server edit that tells
   * every open version list (on any process) to fetch again.
   */
  keep<T>(teamId: string | null, userId: string, title: string, now: string, write: (trx: Executor, versionId: string | null) => Promise<T>): Promise<T>;
}

export const handInVersionName = (title: string) => `Submitted: ${title}`;

export function createHandIn(db: Kysely<Database>, hub: Hub): HandIn {
  return {
    async keep<T>(teamId: string | null, userId: string, title: string, now: string, write: (trx: Executor, versionId: string | null) => Promise<T>): Promise<T> {
      const project = teamId ? await q.findTeamProject(db, teamId) : undefined;
      if (!project) return db.transaction().execute((trx) => write(trx, null));
      const id = randomUUID();
      const row = (state: Uint8Array) => ({ id, project_id: project.id, name: handInVersionName(title), state: toBase64(state), created_by: userId, created_at: now });
      let result: { value: T } | undefined;
      const told = await hub.edit(
        project.id,
        (doc) => noteVersion(doc, id),
        async (trx, state) => {
          await q.insertVersion(trx, row(state));
          result = { value: await write(trx, id) };
        },
      );
      if (told && result) return result.value;
      // A document at its cap takes no edit: the version is kept alone, shown on the next fetch.
      const state = await currentState(db, project.id);
      return db.transaction().execute(async (trx) => {
        await q.insertVersion(trx, row(state));
        return write(trx, id);
      });
    },
  };
}

/** The files a submission keeps, by name, for the organisers; undefined when the version is gone with its project. */
export async function readHandInFiles(db: Executor, versionId: string): Promise<{ takenAt: string; files: Record<string, string> } | undefined> {
  const version = await db.selectFrom('workspace_versions').select(['state', 'created_at']).where('id', '=', versionId).executeTakeFirst();
  return version && { takenAt: version.created_at, files: filesOfState(version.state) };
}
