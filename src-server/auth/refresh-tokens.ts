import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor';
import type { RefreshTokensTable } from '../db/schema';
import {
  claimRefreshToken,
  findRefreshToken,
  findRefreshTokenFamily,
  insertRefreshToken,
  isFamilyRevoked,
  retireSiblingTokens,
  revokeTokenFamily,
} from './queries';

export const refreshTokenLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * How long a just-rotated token may still be presented: two tabs (or a retried request) that sent
 * the same cookie before the first answer set the new one. Longer than any such race, far shorter
 * than a thief needs to notice, copy and replay a cookie.
 */
export const refreshReuseGraceMs = 10_000;

/** What the database keeps of a refresh token: never the token itself. */
export const refreshTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const hash = refreshTokenHash;

/** Starts a session family (or continues one) and returns the raw token for the cookie. */
export async function issueRefreshToken(db: Executor, userId: string, familyId: string = randomUUID(), now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertRefreshToken(db, {
    id: randomUUID(),
    family_id: familyId,
    user_id: userId,
    token_hash: hash(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + refreshTokenLifetimeMs).toISOString(),
    rotated_at: null,
    revoked_at: null,
  });
  return token;
}

export type RotationResult = { ok: true; userId: string; token: string } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

type TokenRow = Selectable<RefreshTokensTable>;

const findToken = (db: Executor, token: string) => findRefreshToken(db, hash(token));

/**
 * The family's next token. A family is revoked whole, so a revoked member means a sign-out or a
 * replay finished while this request ran: the new token joins the revocation instead of outliving it.
 */
async function continueFamily(db: Executor, row: TokenRow, now: Date): Promise<RotationResult> {
  const token = await issueRefreshToken(db, row.user_id, row.family_id, now);
  if (!(await isFamilyRevoked(db, row.family_id))) return { ok: true, userId: row.user_id, token };
  await revokeFamily(db, row.family_id, now);
  return { ok: false, reason: 'revoked' };
}

/**
 * Exchanges a refresh token for a new one in the same family. A rotated token presented again
 * within the grace window, while its family is live, is the same browser racing itself: it gets a
 * token of its own in that family. Presented later, it means someone replayed it: the whole family
 * is revoked, signing out both holders.
 */
export async function rotateRefreshToken(db: Executor, token: string, now: Date): Promise<RotationResult> {
  const at = now.toISOString();
  let found = await findToken(db, token);
  if (!found) return { ok: false, reason: 'unknown' };
  if (found.revoked_at) return { ok: false, reason: 'revoked' };
  if (found.expires_at <= at) return { ok: false, reason: 'expired' };
  if (!found.rotated_at) {
    if (await claimRefreshToken(db, found.id, at)) {
      // The family keeps one live token: a sibling left by an earlier grace answer retires with this one.
      await retireSiblingTokens(db, found.family_id, found.id, at);
      return continueFamily(db, found, now);
    }
    // A concurrent refresh of the same token won the claim: judge it again as the rotated token it now is.
    found = await findToken(db, token);
    if (!found) return { ok: false, reason: 'unknown' };
    if (found.revoked_at) return { ok: false, reason: 'revoked' };
  }
  const rotatedAt = Date.parse(found.rotated_at ?? at);
  if (now.getTime() - rotatedAt <= refreshReuseGraceMs) return continueFamily(db, found, now);
  await revokeFamily(db, found.family_id, now);
  return { ok: false, reason: 'reused' };
}

/**
 * Whose token this is (by its hash), if it is live: not rotated, revoked or expired, in a family not
 * revoked. Only reads it; a page request uses it to learn who asks (page-session.ts).
 */
export async function liveTokenUser(db: Executor, tokenHash: string, now: Date): Promise<string | undefined> {
  const found = await findRefreshToken(db, tokenHash);
  if (!found || found.rotated_at || found.revoked_at || found.expires_at <= now.toISOString()) return undefined;
  return (await isFamilyRevoked(db, found.family_id)) ? undefined : found.user_id;
}

export async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await revokeTokenFamily(db, familyId, now.toISOString());
}

/** Sign-out: revokes the family of the presented token, whatever its state; whose it was, if known. */
export async function revokeByToken(db: Executor, token: string, now: Date): Promise<string | undefined> {
  const found = await findRefreshTokenFamily(db, hash(token));
  if (!found) return undefined;
  await revokeFamily(db, found.family_id, now);
  return found.user_id;
}
