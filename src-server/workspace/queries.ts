import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** The workspace's queries (product.md §3.10); the document's updates are in document-store.ts. */

const projectColumns = ['id', 'name', 'team_id', 'owner_id', 'stored_bytes', 'updated_at'] as const;

export async function findProject(db: Executor, projectId: string) {
  return db.selectFrom('workspace_projects').select(projectColumns).where('id', '=', projectId).executeTakeFirst();
}

export async function findProjects(db: Executor, projectIds: string[]) {
  return db.selectFrom('workspace_projects').select(projectColumns).where('id', 'in', projectIds).execute();
}

export async function findTeamProject(db: Executor, teamId: string) {
  return db.selectFrom('workspace_projects').select(projectColumns).where('team_id', '=', teamId).executeTakeFirst();
}

export async function insertProject(db: Executor, project: { id: string; name: string; team_id: string | null; owner_id: string | null; created_by: string; now: string }) {
  const { now, ...row } = project;
  await db
    .insertInto('workspace_projects')
    .values({ ...row, created_at: now, updated_at: now })
    .execute();
}

/** The projects the user may open: their teams' (`teamIds`), their own and those they were invited to. */
export async function listProjectsFor(db: Executor, userId: string, teamIds: readonly string[]) {
  return db
    .selectFrom('workspace_projects as p')
    .select(['p.id', 'p.name', 'p.team_id', 'p.owner_id', 'p.stored_bytes', 'p.updated_at'])
    .where((eb) =>
      eb.or([
        eb('p.owner_id', '=', userId),
        ...(teamIds.length > 0 ? [eb('p.team_id', 'in', teamIds)] : []),
        eb(
          'p.id',
          'in',
          eb
            .selectFrom('workspace_collaborators as c')
            .innerJoin('users as u', 'u.email', 'c.email')
            .select('c.project_id')
            .where('u.id', '=', userId),
        ),
      ]),
    )
    .orderBy('p.updated_at', 'desc')
    .execute();
}

export async function listCollaborators(db: Executor, projectId: string) {
  return db
    .selectFrom('workspace_collaborators as c')
    .leftJoin('users as u', 'u.email', 'c.email')
    .select(['c.email', 'u.id as user_id', 'u.display_name'])
    .where('c.project_id', '=', projectId)
    .orderBy('c.invited_at')
    .orderBy('c.email')
    .execute();
}

export async function countCollaborators(db: Executor, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('workspace_collaborators')
    .select(sql<number>`count(*)`.as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds the address unless it is already invited; false when it was. */
export async function insertCollaborator(db: Executor, row: { project_id: string; email: string; invited_by: string; invited_at: string }): Promise<boolean> {
  const result = await db
    .insertInto('workspace_collaborators')
    .values(row)
    .onConflict((oc) => oc.columns(['project_id', 'email']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteCollaborator(db: Executor, projectId: string, email: string): Promise<boolean> {
  const result = await db.deleteFrom('workspace_collaborators').where('project_id', '=', projectId).where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function findUserByEmail(db: Executor, email: string) {
  return db.selectFrom('users').select(['id', 'display_name']).where('email', '=', email).executeTakeFirst();
}

export async function findUserNames(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom('users').select(['id', 'display_name']).where('id', 'in', userIds).execute();
}

export async function insertVersion(db: Executor, row: { id: string; project_id: string; name: string; state: string; created_by: string; created_at: string; undoes_version_id?: string }) {
  await db.insertInto('workspace_versions').values(row).execute();
}

export async function listVersions(db: Executor, projectId: string) {
  return db
    .selectFrom('workspace_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select(['v.id', 'v.name', 'v.created_at', 'u.display_name'])
    .where('v.project_id', '=', projectId)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
}

export async function findVersion(db: Executor, projectId: string, versionId: string) {
  return db.selectFrom('workspace_versions').select(['id', 'name', 'state', 'undoes_version_id']).where('project_id', '=', projectId).where('id', '=', versionId).executeTakeFirst();
}
