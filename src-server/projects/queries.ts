import type { Updateable } from 'kysely';
import type { Executor } from '../db/executor';
import type { PlaygroundProjectsTable } from '../db/schema';

const cardColumns = [
  'playground_projects.id',
  'playground_projects.name',
  'playground_projects.description',
  'playground_projects.category',
  'playground_projects.status',
  'playground_projects.technologies_json',
  'playground_projects.progress',
  'playground_projects.github_url',
  'playground_projects.live_url',
  'playground_projects.share_id',
  'playground_projects.file_count',
  'playground_projects.updated_at',
] as const;

/** The owner's projects with their star count and whether `viewerId` starred each; `id` narrows to one. */
export function selectCards(db: Executor, userId: string, viewerId: string, id?: string) {
  let query = db
    .selectFrom('playground_projects')
    .select(cardColumns)
    .select((eb) => [
      eb.selectFrom('project_stars').select(eb.fn.countAll().as('n')).whereRef('project_stars.project_id', '=', 'playground_projects.id').as('stars'),
      eb
        .selectFrom('project_stars')
        .select(eb.fn.countAll().as('n'))
        .whereRef('project_stars.project_id', '=', 'playground_projects.id')
        .where('project_stars.user_id', '=', viewerId)
        .as('starred'),
    ])
    .where('playground_projects.user_id', '=', userId);
  if (id !== undefined) query = query.where('playground_projects.id', '=', id);
  return query.orderBy('playground_projects.updated_at', 'desc').orderBy('playground_projects.id');
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/** True when the owner's project existed and was changed. */
export async function updateDetails(db: Executor, userId: string, id: string, changes: Updateable<PlaygroundProjectsTable>): Promise<boolean> {
  const result = await db.updateTable('playground_projects').set(changes).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findProjectAccess(db: Executor, id: string) {
  return db.selectFrom('playground_projects').select(['user_id', 'share_id']).where('id', '=', id).executeTakeFirst();
}

export async function addStar(db: Executor, projectId: string, userId: string, now: string): Promise<void> {
  await db
    .insertInto('project_stars')
    .values({ project_id: projectId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
    .execute();
}

export async function removeStar(db: Executor, projectId: string, userId: string): Promise<void> {
  await db.deleteFrom('project_stars').where('project_id', '=', projectId).where('user_id', '=', userId).execute();
}

export async function countStars(db: Executor, projectId: string): Promise<number> {
  const { n } = await db.selectFrom('project_stars').select((eb) => eb.fn.countAll().as('n')).where('project_id', '=', projectId).executeTakeFirstOrThrow();
  return Number(n);
}

export async function hasStarred(db: Executor, projectId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('project_stars').select('user_id').where('project_id', '=', projectId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Gives the project a share id unless it has one; true when the owner's project exists. */
export async function setShareIdIfNone(db: Executor, userId: string, id: string, shareId: string): Promise<void> {
  await db.updateTable('playground_projects').set({ share_id: shareId }).where('id', '=', id).where('user_id', '=', userId).where('share_id', 'is', null).execute();
}

export function findShareId(db: Executor, userId: string, id: string) {
  return db.selectFrom('playground_projects').select('share_id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function findShared(db: Executor, shareId: string) {
  return db
    .selectFrom('playground_projects')
    .innerJoin('users', 'users.id', 'playground_projects.user_id')
    .select([
      'playground_projects.id',
      'playground_projects.name',
      'playground_projects.description',
      'playground_projects.technologies_json',
      'playground_projects.files_json',
      'playground_projects.updated_at',
      'users.display_name',
    ])
    .where('playground_projects.share_id', '=', shareId)
    .executeTakeFirst();
}

export function findProjectFiles(db: Executor, userId: string, id: string) {
  return db.selectFrom('playground_projects').select(['name', 'files_json']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}
