import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const refreshTokenLifetimeMs = 30 * 24 * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session family (or continues one) and returns the raw token for the cookie. */
export async function issueRefreshToken(db: Kysely<Database>, userId: string, familyId: string = randomUUID()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      family_id: familyId,
      user_id: userId,
      token_hash: hash(token),
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + refreshTokenLifetimeMs).toISOString(),
      rotated_at: null,
      revoked_at: null,
    })
    .execute();
  return token;
}

export type RotationResult = { ok: true; userId: string; token: string } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Exchanges a refresh token for a new one in the same family. A token that was already rotated
 * means someone replayed it: the whole family is revoked, signing out both holders.
 */
export async function rotateRefreshToken(db: Kysely<Database>, token: string): Promise<RotationResult> {
  const now = new Date().toISOString();
  const found = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash(token)).executeTakeFirst();
  if (!found) return { ok: false, reason: 'unknown' };
  if (found.revoked_at) return { ok: false, reason: 'revoked' };
  if (found.rotated_at) {
    await revokeFamily(db, found.family_id);
    return { ok: false, reason: 'reused' };
  }
  if (found.expires_at <= now) return { ok: false, reason: 'expired' };
  // Only one caller can flip rotated_at from null, so two racing refreshes cannot both succeed.
  const claimed = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now })
    .where('id', '=', found.id)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    await revokeFamily(db, found.family_id);
    return { ok: false, reason: 'reused' };
  }
  return { ok: true, userId: found.user_id, token: await issueRefreshToken(db, found.user_id, found.family_id) };
}

export async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Sign-out: revokes the family of the presented token, whatever its state. */
export async function revokeByToken(db: Kysely<Database>, token: string): Promise<void> {
  const found = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hash(token)).executeTakeFirst();
  if (found) await revokeFamily(db, found.family_id);
}
