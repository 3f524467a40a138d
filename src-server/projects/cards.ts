import { randomBytes } from 'node:crypto';
import type { PlaygroundFile } from '@shared/api/playground';
import type { ProjectCard, ProjectDetailsBody, SharedProject } from '@shared/api/projects';
import { projectCategories, projectStatuses, type ProjectCategory, type ProjectStatus } from '@shared/projects/meta';
import { projectMessageTable } from '@shared/projects/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { addStar, countStars, hasStarred, findProjectAccess, findShared, findShareId, removeStar, selectCards, setShareIdIfNone, updateDetails, type CardRow } from './queries';

/** A learner's playground projects as the Projects screen shows them (product.md §2.2, §2.4). */
const projectNotFound = () => notFound(projectMessageTable.ref('notFound'));

const technologiesOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
};

function toCard(row: CardRow): ProjectCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: projectCategories.find((c) => c === row.category) ?? ('frontend' satisfies ProjectCategory),
    status: projectStatuses.find((s) => s === row.status) ?? ('In Progress' satisfies ProjectStatus),
    technologies: technologiesOf(row.technologies_json),
    progress: Number(row.progress),
    githubUrl: row.github_url,
    liveUrl: row.live_url,
    stars: Number(row.stars),
    starred: Number(row.starred) > 0,
    shareId: row.share_id,
    fileCount: Number(row.file_count),
    updatedAt: row.updated_at,
  };
}

export async function listCards(db: Kysely<Database>, userId: string): Promise<ProjectCard[]> {
  return (await selectCards(db, userId, userId).execute()).map(toCard);
}

async function loadCard(db: Kysely<Database>, userId: string, id: string): Promise<ProjectCard> {
  const row = await selectCards(db, userId, userId, id).executeTakeFirst();
  if (!row) throw projectNotFound();
  return toCard(row);
}

export async function updateCard(db: Kysely<Database>, userId: string, id: string, change: ProjectDetailsBody, now: Date): Promise<ProjectCard> {
  const updated = await updateDetails(db, userId, id, {
    updated_at: now.toISOString(),
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.description !== undefined ? { description: change.description } : {}),
    ...(change.category !== undefined ? { category: change.category } : {}),
    ...(change.status !== undefined ? { status: change.status } : {}),
    ...(change.technologies !== undefined ? { technologies_json: JSON.stringify([...new Set(change.technologies)]) } : {}),
    ...(change.progress !== undefined ? { progress: change.progress } : {}),
    ...(change.liveUrl !== undefined ? { live_url: change.liveUrl || null } : {}),
  });
  if (!updated) throw projectNotFound();
  return loadCard(db, userId, id);
}

/**
 * Stars are per learner and counted: the owner may star their project, and any signed-in learner
 * may star a shared one. Unstarring is always allowed, even after the owner stopped sharing.
 */
export async function setStar(db: Kysely<Database>, userId: string, id: string, starred: boolean, now: Date): Promise<{ starred: boolean; stars: number }> {
  const project = await findProjectAccess(db, id);
  if (!project || (starred && project.user_id !== userId && project.share_id === null)) throw projectNotFound();
  if (starred) await addStar(db, id, userId, now.toISOString());
  else await removeStar(db, id, userId);
  return { starred, stars: await countStars(db, id) };
}

/** 16 random bytes: the link is the only key to the page, so it must not be guessable. */
const newShareId = () => randomBytes(16).toString('base64url');

export async function share(db: Kysely<Database>, userId: string, id: string): Promise<{ shareId: string }> {
  await setShareIdIfNone(db, userId, id, newShareId());
  const row = await findShareId(db, userId, id);
  if (!row?.share_id) throw projectNotFound();
  return { shareId: row.share_id };
}

export async function unshare(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  if (!(await updateDetails(db, userId, id, { share_id: null }))) throw projectNotFound();
}

export async function openShared(db: Kysely<Database>, shareId: string, viewerId: string | null): Promise<SharedProject> {
  const row = await findShared(db, shareId);
  if (!row) throw notFound(projectMessageTable.ref('sharedNotFound'));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ownerName: row.display_name,
    technologies: technologiesOf(row.technologies_json),
    stars: await countStars(db, row.id),
    starred: viewerId !== null && (await hasStarred(db, row.id, viewerId)),
    updatedAt: row.updated_at,
    files: JSON.parse(row.files_json) as PlaygroundFile[],
  };
}
