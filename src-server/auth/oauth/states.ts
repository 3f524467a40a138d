import { createHash } from 'node:crypto';
import type { Executor } from '../../db/executor';
import { deleteExpiredStates, deleteState, findState, findStateMode, insertState } from '../queries';

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
  /** The signed-in account this attempt connects the provider to; null for a sign-in. */
  linkUserId: string | null;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

export async function saveState(db: Executor, pending: PendingSignIn, binding: string, at: Date): Promise<void> {
  const now = at.getTime();
  // Old, abandoned attempts go when new ones arrive; the table stays small without a timer.
  await deleteExpiredStates(db, new Date(now).toISOString());
  await insertState(db, {
    state: pending.state,
    provider: pending.provider,
    code_verifier: pending.codeVerifier,
    nonce: pending.nonce,
    browser_binding: hash(binding),
    mode: pending.mode,
    return_to: pending.returnTo,
    link_user_id: pending.linkUserId,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + stateLifetimeMs).toISOString(),
  });
}

/**
 * Takes a state exactly once. It must exist, be fresh, be for this provider and belong to the
 * browser that started the attempt (the binding cookie), so a link from someone else's attempt
 * cannot sign this browser in.
 */
export async function consumeState(
  db: Executor,
  state: string,
  provider: string,
  binding: string | undefined,
  at: Date,
): Promise<PendingSignIn | undefined> {
  const row = await findState(db, state);
  if (!row) return undefined;
  if (!(await deleteState(db, state))) return undefined;
  if (row.provider !== provider || row.expires_at < at.toISOString()) return undefined;
  if (!binding || hash(binding) !== row.browser_binding) return undefined;
  return {
    state: row.state,
    provider: row.provider,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    mode: row.mode === 'popup' ? 'popup' : 'redirect',
    returnTo: row.return_to,
    linkUserId: row.link_user_id,
  };
}

/** The mode and return path of a state without consuming it, to report a failure the right way. */
export async function peekState(db: Executor, state: string) {
  return findStateMode(db, state);
}
