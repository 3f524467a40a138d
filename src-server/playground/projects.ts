import { randomUUID } from 'node:crypto';
import type { PlaygroundFile, Project, ProjectSummary } from '@shared/api/playground';
import { stampAfter } from '@shared/api/timestamp';
import { maxProjectsPerUser } from '@shared/playground/files';
import { playgroundMessageTable } from '@shared/playground/messages';
import { projectMessageTable } from '@shared/projects/messages';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PlaygroundProjectsTable } from '../db/schema';
import { AppError, notFound } from '../errors';
import { countProjects, deleteProjectRow, findProject, insertProject, listProjectRows, updateProjectRow } from './queries';

/** A learner's projects on our server: every query is scoped to the owner, so ids cannot be guessed across accounts. */
const projectNotFound = () => notFound(projectMessageTable.ref('notFound'));

const sizeOf = (files: readonly PlaygroundFile[]) => files.reduce((sum, f) => sum + Buffer.byteLength(f.content, 'utf8'), 0);

function summary(row: Pick<Selectable<PlaygroundProjectsTable>, 'id' | 'name' | 'file_count' | 'created_at' | 'updated_at'>): ProjectSummary {
  return { id: row.id, name: row.name, fileCount: Number(row.file_count), createdAt: row.created_at, updatedAt: row.updated_at };
}

export async function listProjects(db: Kysely<Database>, userId: string): Promise<ProjectSummary[]> {
  const rows = await listProjectRows(db, userId);
  return rows.map(summary);
}

export async function loadProject(db: Kysely<Database>, userId: string, id: string): Promise<Project> {
  const row = await findProject(db, userId, id);
  if (!row) throw projectNotFound();
  return { ...summary(row), files: JSON.parse(row.files_json) as PlaygroundFile[] };
}

export async function createProject(db: Kysely<Database>, userId: string, name: string, files: PlaygroundFile[], at: Date): Promise<Project> {
  const now = at.toISOString();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    if ((await countProjects(trx, userId)) >= maxProjectsPerUser) {
      throw new AppError('CONFLICT', playgroundMessageTable.ref('tooManyProjects', { max: maxProjectsPerUser }), 409);
    }
    await insertProject(trx, { id, user_id: userId, name, files_json: JSON.stringify(files), file_count: files.length, size_bytes: sizeOf(files), created_at: now, updated_at: now });
  });
  return { id, name, fileCount: files.length, createdAt: now, updatedAt: now, files };
}

/** The message of a stale save (**ours**): the playground then offers to keep either copy. */

/** A save based on an older version than the stored one; `current` is the stored project. */
export class StaleProject extends AppError {
  constructor(readonly current: Project) {
    super('CONFLICT', playgroundMessageTable.ref('staleProject'), 409);
  }
}

/**
 * Renames a project or writes its files. With `baseUpdatedAt`, only over the version it names: the
 * check and the write are one conditional update, so two saves from the same base cannot both win.
 */
export async function updateProject(
  db: Kysely<Database>,
  userId: string,
  id: string,
  change: { name?: string; files?: PlaygroundFile[]; baseUpdatedAt?: string },
  at: Date,
): Promise<Project> {
  const { baseUpdatedAt } = change;
  const changes = {
    updated_at: stampAfter(baseUpdatedAt ?? null, at.getTime()),
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.files !== undefined
      ? { files_json: JSON.stringify(change.files), file_count: change.files.length, size_bytes: sizeOf(change.files) }
      : {}),
  };
  const updated = await updateProjectRow(db, userId, id, changes, baseUpdatedAt);
  if (!updated) {
    if (baseUpdatedAt === undefined) throw projectNotFound();
    // Either gone, or moved on since the base.
    throw new StaleProject(await loadProject(db, userId, id));
  }
  return loadProject(db, userId, id);
}

export async function deleteProject(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  if (!(await deleteProjectRow(db, userId, id))) throw projectNotFound();
}
