import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const stateLifetimeMs = 10 * 60 * 1000;
export const bindingCookie = 'ks_oauth';
export const bindingCookiePath = '/api/auth/oauth';

export interface PendingSignIn {
  state: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
  mode: 'popup' | 'redirect';
  returnTo: string;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

export async function saveState(db: Kysely<Database>, pending: PendingSignIn, binding: string): Promise<void> {
  const now = Date.now();
  // Old, abandoned attempts go when new ones arrive; the table stays small without a timer.
  await db.deleteFrom('oauth_states').where('expires_at', '<', new Date(now).toISOString()).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state: pending.state,
      provider: pending.provider,
      code_verifier: pending.codeVerifier,
      nonce: pending.nonce,
      browser_binding: hash(binding),
      mode: pending.mode,
      return_to: pending.returnTo,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + stateLifetimeMs).toISOString(),
    })
    .execute();
}

/**
 * Takes a state exactly once. It must exist, be fresh, be for this provider and belong to the
 * browser that started the attempt (the binding cookie), so a link from someone else's attempt
 * cannot sign this browser in.
 */
export async function consumeState(
  db: Kysely<Database>,
  state: string,
  provider: string,
  binding: string | undefined,
): Promise<PendingSignIn | undefined> {
  const row = await db.selectFrom('oauth_states').selectAll().where('state', '=', state).executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom('oauth_states').where('state', '=', state).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return undefined;
  if (row.provider !== provider || row.expires_at < new Date().toISOString()) return undefined;
  if (!binding || hash(binding) !== row.browser_binding) return undefined;
  return {
    state: row.state,
    provider: row.provider,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    mode: row.mode === 'popup' ? 'popup' : 'redirect',
    returnTo: row.return_to,
  };
}

/** The mode and return path of a state without consuming it, to report a failure the right way. */
export async function peekState(db: Kysely<Database>, state: string) {
  return db.selectFrom('oauth_states').select(['mode', 'return_to']).where('state', '=', state).executeTakeFirst();
}
