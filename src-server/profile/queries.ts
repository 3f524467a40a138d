import type { Updateable } from 'kysely';
import type { Executor } from '../db/executor';
import type { UsersTable } from '../db/schema';

export async function findUserByHandle(db: Executor, handle: string) {
  return db.selectFrom('users').selectAll().where('handle', '=', handle).executeTakeFirst();
}

/** True when the user had no handle and now has this one. */
export async function setHandleIfUnset(db: Executor, userId: string, handle: string): Promise<boolean> {
  const result = await db.updateTable('users').set({ handle }).where('id', '=', userId).where('handle', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findHandle(db: Executor, userId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('users').select('handle').where('id', '=', userId).executeTakeFirst();
  return row?.handle;
}

export async function findSocialLinksJson(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('social_links_json').where('id', '=', userId).executeTakeFirst();
  return row?.social_links_json;
}

export async function updateUserProfile(db: Executor, userId: string, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** The visibility of the profile whose stored photo this is; undefined for a file no one owns. */
export async function findPhotoOwnerVisibility(db: Executor, photoFile: string): Promise<'public' | 'private' | undefined> {
  const row = await db.selectFrom('users').select('profile_visibility').where('photo_file', '=', photoFile).executeTakeFirst();
  return row?.profile_visibility;
}

/** The stored photo's file name; undefined when the user is gone. */
export async function findPhotoFile(db: Executor, userId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('users').select('photo_file').where('id', '=', userId).executeTakeFirst();
  return row?.photo_file;
}
