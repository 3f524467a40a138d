import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor';
import type { OAuthAccountsTable, OAuthStatesTable, RefreshTokensTable } from '../db/schema';

export function findAuthFailure(db: Executor, key: string) {
  return db.selectFrom('auth_failures').selectAll().where('key', '=', key).executeTakeFirst();
}

/**
 * One statement, so two failures arriving together both count and neither trips the unique key.
 * A key whose last failure is older than `forgottenBefore` starts counting again from one.
 */
export async function upsertAuthFailure(db: Executor, key: string, at: string, forgottenBefore: string): Promise<void> {
  await db
    .insertInto('auth_failures')
    .values({ key, count: 1, window_started_at: at, last_failed_at: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const forgotten = eb(eb.fn.coalesce('auth_failures.last_failed_at', 'auth_failures.window_started_at'), '<', forgottenBefore);
        return {
          count: eb.case().when(forgotten).then(1).else(eb('auth_failures.count', '+', 1)).end(),
          window_started_at: eb.case().when(forgotten).then(at).else(eb.ref('auth_failures.window_started_at')).end(),
          last_failed_at: at,
        };
      }),
    )
    .execute();
}

export async function deleteAuthFailures(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('key', '=', key).execute();
}

export function findLinkedAccount(db: Executor, provider: string, providerUserId: string) {
  return db
    .selectFrom('oauth_accounts')
    .innerJoin('users', 'users.id', 'oauth_accounts.user_id')
    .select(['users.id as userId', 'users.email as email'])
    .where('oauth_accounts.provider', '=', provider)
    .where('oauth_accounts.provider_user_id', '=', providerUserId)
    .executeTakeFirst();
}

export async function updateLinkedAccount(
  db: Executor,
  provider: string,
  providerUserId: string,
  changes: { login: string | null; access_token_encrypted: string | null; updated_at: string },
): Promise<void> {
  await db.updateTable('oauth_accounts').set(changes).where('provider', '=', provider).where('provider_user_id', '=', providerUserId).execute();
}

/** The account's link to a provider, whichever identity of that provider it is. */
export function findUserLink(db: Executor, userId: string, provider: string) {
  return db.selectFrom('oauth_accounts').select(['provider_user_id', 'login']).where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst();
}

/** How many providers other than `provider` the account can sign in with. */
export async function countOtherLinks(db: Executor, userId: string, provider: string): Promise<number> {
  const row = await db
    .selectFrom('oauth_accounts')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('provider', '!=', provider)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteUserLinks(db: Executor, userId: string, provider: string): Promise<void> {
  await db.deleteFrom('oauth_accounts').where('user_id', '=', userId).where('provider', '=', provider).execute();
}

export async function insertLinkedAccount(db: Executor, account: Insertable<OAuthAccountsTable>): Promise<void> {
  await db.insertInto('oauth_accounts').values(account).execute();
}

export async function deleteExpiredStates(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('oauth_states').where('expires_at', '<', now).execute();
}

export async function insertState(db: Executor, state: Insertable<OAuthStatesTable>): Promise<void> {
  await db.insertInto('oauth_states').values(state).execute();
}

export function findState(db: Executor, state: string) {
  return db.selectFrom('oauth_states').selectAll().where('state', '=', state).executeTakeFirst();
}

/** True when this call deleted the state, so of two racing callers exactly one gets it. */
export async function deleteState(db: Executor, state: string): Promise<boolean> {
  const deleted = await db.deleteFrom('oauth_states').where('state', '=', state).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

export function findStateMode(db: Executor, state: string) {
  return db.selectFrom('oauth_states').select(['mode', 'return_to']).where('state', '=', state).executeTakeFirst();
}

export async function insertRefreshToken(db: Executor, token: Insertable<RefreshTokensTable>): Promise<void> {
  await db.insertInto('refresh_tokens').values(token).execute();
}

export function findRefreshToken(db: Executor, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Only one caller can flip rotated_at from null, so of two racing refreshes exactly one claims the token. */
export async function claimRefreshToken(db: Executor, id: string, at: string): Promise<boolean> {
  const claimed = await db.updateTable('refresh_tokens').set({ rotated_at: at }).where('id', '=', id).where('rotated_at', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Marks the family's other live tokens rotated, so the family keeps one live token. */
export async function retireSiblingTokens(db: Executor, familyId: string, keptId: string, at: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: at })
    .where('family_id', '=', familyId)
    .where('id', '!=', keptId)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function isFamilyRevoked(db: Executor, familyId: string): Promise<boolean> {
  const revoked = await db.selectFrom('refresh_tokens').select('id').where('family_id', '=', familyId).where('revoked_at', 'is not', null).executeTakeFirst();
  return revoked !== undefined;
}

export async function revokeTokenFamily(db: Executor, familyId: string, at: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: at }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

export function findRefreshTokenFamily(db: Executor, tokenHash: string) {
  return db.selectFrom('refresh_tokens').select(['family_id', 'user_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Ends every session family of the user: a new password leaves no old session alive. */
export async function revokeUserTokens(db: Executor, userId: string, at: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** Sets the password only over the hash the caller checked, so of two changes at once one wins. */
export async function replacePasswordHash(db: Executor, userId: string, checkedHash: string, newHash: string, at: string): Promise<boolean> {
  const updated = await db.updateTable('users').set({ password_hash: newHash, updated_at: at }).where('id', '=', userId).where('password_hash', '=', checkedHash).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
