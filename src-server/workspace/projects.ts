import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WorkspaceProject } from '@shared/api/workspace';
import { maxCollaborators, maxDocumentBytes } from '@shared/workspace/limits';
import { workspaceMessageTable } from '@shared/workspace/messages';
import { noteVersion, restoreFiles, undoDeletes } from './restore';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { listMembers } from '../hackathon/team-queries';
import { currentState, filesOfState, toBase64 } from './document-store';
import type { Hub } from './hub';
import { isTeamMember, mayOpen } from './membership';
import * as q from './queries';

/** The rules of shared projects (product.md §3.10); the handlers in plugin.ts call these. */

const notFound = () => new AppError('NOT_FOUND', workspaceMessageTable.ref('notFound'), 404);

type ProjectRow = NonNullable<Awaited<ReturnType<typeof q.findProject>>>;

/** The project if the caller may open it; a stranger gets the same 404 as a missing project. */
export async function openableProject(db: Kysely<Database>, projectId: string, userId: string): Promise<ProjectRow> {
  const project = await q.findProject(db, projectId);
  if (!project || !(await mayOpen(db, project, userId))) throw notFound();
  return project;
}

export async function describeProject(db: Kysely<Database>, project: ProjectRow, userId: string): Promise<WorkspaceProject> {
  const isOwner = project.owner_id === userId;
  let members: WorkspaceProject['members'];
  let invited: string[] = [];
  if (project.team_id !== null) {
    members = (await listMembers(db, project.team_id)).map((m) => ({ userId: m.user_id, name: m.registered_name, role: 'team' as const }));
  } else {
    const owner = project.owner_id ? await q.findUserNames(db, [project.owner_id]) : [];
    const collaborators = await q.listCollaborators(db, project.id);
    members = [
      ...owner.map((o) => ({ userId: o.id, name: o.display_name, role: 'owner' as const })),
      ...collaborators.flatMap((c) => (c.user_id ? [{ userId: c.user_id, name: c.display_name ?? c.email, role: 'collaborator' as const }] : [])),
    ];
    if (isOwner) invited = collaborators.map((c) => c.email);
  }
  return {
    id: project.id,
    name: project.name,
    kind: project.team_id !== null ? 'team' : 'playground',
    teamId: project.team_id,
    isOwner,
    members,
    invited,
    storedBytes: Number(project.stored_bytes),
    maxBytes: maxDocumentBytes,
    updatedAt: project.updated_at,
  };
}

/** A team's project is made once: a second create by any member answers the first. */
export async function createProject(db: Kysely<Database>, userId: string, body: { name: string; teamId?: string | undefined }, now: string): Promise<ProjectRow> {
  if (body.teamId !== undefined) {
    if (!(await isTeamMember(db, body.teamId, userId))) throw new AppError('FORBIDDEN', workspaceMessageTable.ref('teamOnly'), 403);
    const existing = await q.findTeamProject(db, body.teamId);
    if (existing) return existing;
  }
  const id = randomUUID();
  try {
    await q.insertProject(db, { id, name: body.name, team_id: body.teamId ?? null, owner_id: body.teamId === undefined ? userId : null, created_by: userId, now });
  } catch (error) {
    // Two members creating the team's project at once: the other insert won.
    const existing = body.teamId !== undefined ? await q.findTeamProject(db, body.teamId) : undefined;
    if (existing) return existing;
    throw error;
  }
  const created = await q.findProject(db, id);
  if (!created) throw new Error('the project just created is missing');
  return created;
}

export async function inviteCollaborator(db: Kysely<Database>, project: ProjectRow, userId: string, email: string, now: string): Promise<void> {
  if (project.owner_id !== userId) throw new AppError('FORBIDDEN', workspaceMessageTable.ref('ownerInvites'), 403);
  await db.transaction().execute(async (trx) => {
    const owner = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    if (owner?.email === email) throw new AppError('VALIDATION', workspaceMessageTable.ref('ownAlready'), 400);
    if ((await q.countCollaborators(trx, project.id)) >= maxCollaborators) {
      throw new AppError('CONFLICT', workspaceMessageTable.ref('tooManyCollaborators', { max: maxCollaborators }), 409);
    }
    await q.insertCollaborator(trx, { project_id: project.id, email, invited_by: userId, invited_at: now });
  });
}

/** Removes an invitation; the caller closes the removed member's connections. */
export async function removeCollaborator(db: Kysely<Database>, project: ProjectRow, userId: string, email: string): Promise<string | undefined> {
  if (project.owner_id !== userId) throw new AppError('FORBIDDEN', workspaceMessageTable.ref('ownerRemoves'), 403);
  const address = email.trim().toLowerCase();
  const removed = await q.findUserByEmail(db, address);
  if (!(await q.deleteCollaborator(db, project.id, address))) throw new AppError('NOT_FOUND', workspaceMessageTable.ref('notInvited'), 404);
  return removed?.id;
}

/**
 * Saves the document as it is stored now under a name. The version is written in the transaction
 * of a small server edit that tells every open document a version was saved, so each member's list
 * follows; a document at its cap takes no edit, and the version is then saved alone.
 */
export async function saveVersion(db: Kysely<Database>, hub: Hub, projectId: string, userId: string, name: string, now: string) {
  const id = randomUUID();
  const row = (state: Uint8Array) => ({ id, project_id: projectId, name, state: toBase64(state), created_by: userId, created_at: now });
  const told = await hub.edit(
    projectId,
    (doc) => noteVersion(doc, id),
    (trx, state) => q.insertVersion(trx, row(state)),
  );
  if (!told) await q.insertVersion(db, row(await currentState(db, projectId)));
  const author = await q.findUserNames(db, [userId]);
  return { id, name, createdBy: author[0]?.display_name ?? '', createdAt: now };
}

export async function versionFiles(db: Kysely<Database>, projectId: string, versionId: string) {
  const version = await q.findVersion(db, projectId, versionId);
  if (!version) throw new AppError('NOT_FOUND', workspaceMessageTable.ref('versionNotFound'), 404);
  return { id: version.id, name: version.name, files: filesOfState(version.state) };
}

/** The files of the version whose restore `versionId` undoes, when it is a "Before restoring …" one. */
async function undoneFiles(db: Kysely<Database>, projectId: string, versionId: string): Promise<Record<string, string> | undefined> {
  const version = await q.findVersion(db, projectId, versionId);
  const undone = version?.undoes_version_id ? await q.findVersion(db, projectId, version.undoes_version_id) : undefined;
  return undone && filesOfState(undone.state);
}

/** The name of the version a restore saves first, so restoring that one undoes it. */
export const beforeRestoreName = (name: string) => `Before restoring “${name}”`;

/**
 * Restores a named version as a new edit on top of the document (everyone connected receives it),
 * after saving the document as it was under `beforeRestoreName`, in the same transaction as the
 * edit: that saved version is the undo, and restoring it keeps the files made since the restore.
 * Answers the saved version.
 */
export async function restoreVersion(db: Kysely<Database>, hub: Hub, projectId: string, versionId: string, userId: string, now: string) {
  const version = await versionFiles(db, projectId, versionId);
  const mayDelete = undoDeletes(await undoneFiles(db, projectId, versionId));
  const before = { id: randomUUID(), name: beforeRestoreName(version.name), createdBy: '', createdAt: now };
  const stored = await hub.edit(
    projectId,
    (doc) => {
      restoreFiles(doc, version.files, mayDelete);
      noteVersion(doc, before.id);
    },
    (trx, state) => q.insertVersion(trx, { id: before.id, project_id: projectId, name: before.name, state: toBase64(state), created_by: userId, created_at: now, undoes_version_id: versionId }),
  );
  if (!stored) throw new AppError('PAYLOAD_TOO_LARGE', workspaceMessageTable.ref('full'), 413);
  const author = await q.findUserNames(db, [userId]);
  return { ...before, createdBy: author[0]?.display_name ?? '' };
}
