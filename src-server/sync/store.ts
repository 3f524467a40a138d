import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RouteContract } from '@shared/api/route';
import { Outbox } from '@shared/offline/outbox';
import type { Database } from '../db/schema';
import type { SyncOutboxRow } from './tables';
import { isSealed, type TokenSeal } from './token-seal';

/** The local server's sync tables: the cache, the tokens it has seen accepted, the outbox. */

type Db = Kysely<Database>;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function readCache(db: Db, userId: string, path: string): Promise<string | undefined> {
  const row = await db.selectFrom('sync_cache').select('body').where('user_id', '=', userId).where('path', '=', path).executeTakeFirst();
  return row?.body;
}

export async function writeCache(db: Db, userId: string, path: string, body: string, at: string): Promise<void> {
  const fetched_at = at;
  await db
    .insertInto('sync_cache')
    .values({ user_id: userId, path, body, fetched_at })
    .onConflict((c) => c.columns(['user_id', 'path']).doUpdateSet({ body, fetched_at }))
    .execute();
}

export async function dropCache(db: Db, userId: string, path: string): Promise<void> {
  await db.deleteFrom('sync_cache').where('user_id', '=', userId).where('path', '=', path).execute();
}

/** Remembers a token the platform server accepted, so that it names its user while offline. */
export async function rememberToken(db: Db, seal: TokenSeal, token: string, userId: string, expiresAt: string, at: string): Promise<void> {
  const seen_at = at;
  await db
    .insertInto('sync_tokens')
    .values({ token_hash: hashToken(token), user_id: userId, seen_at })
    .onConflict((c) => c.column('token_hash').doUpdateSet({ seen_at }))
    .execute();
  // The newest token replays the user's writes; an older one arriving late does not replace it,
  // unless the kept one can no longer be read.
  const current = await db.selectFrom('sync_users').select(['expires_at', 'access_token']).where('user_id', '=', userId).executeTakeFirst();
  if (current && current.expires_at >= expiresAt && seal.open(current.access_token) !== 'unreadable') return;
  const access_token = seal.seal(token);
  await db
    .insertInto('sync_users')
    .values({ user_id: userId, access_token, expires_at: expiresAt })
    .onConflict((c) => c.column('user_id').doUpdateSet({ access_token, expires_at: expiresAt }))
    .execute();
}

export async function knownUser(db: Db, token: string): Promise<string | undefined> {
  const row = await db.selectFrom('sync_tokens').select('user_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return row?.user_id;
}

/** The runner's check of a platform token on the embedded server: one the platform has accepted here. */
export const platformTokenUser =
  (db: Db) =>
  async (token: string): Promise<{ userId: string } | undefined> => {
    const userId = await knownUser(db, token);
    return userId === undefined ? undefined : { userId };
  };

/** The user's newest token, kept to replay their writes: none, or unreadable until they sign in again. */
export type KeptToken = { kind: 'token'; token: string } | { kind: 'none' } | { kind: 'unreadable' };

export async function keptToken(db: Db, seal: TokenSeal, userId: string): Promise<KeptToken> {
  const row = await db.selectFrom('sync_users').select('access_token').where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { kind: 'none' };
  const token = seal.open(row.access_token);
  return token === 'unreadable' ? { kind: 'unreadable' } : { kind: 'token', token };
}

export async function replayToken(db: Db, seal: TokenSeal, userId: string): Promise<string | undefined> {
  const kept = await keptToken(db, seal, userId);
  return kept.kind === 'token' ? kept.token : undefined;
}

/**
 * The users with writes waiting that cannot be sent until they sign in again: no token kept, one
 * this computer cannot read (sealed under a key the keyring no longer gives), one run out, or one
 * the platform refused (`refused`, the replayer's own record).
 */
export async function waitingForSignIn(db: Db, seal: TokenSeal, refused: ReadonlySet<string>, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sync_outbox')
    .leftJoin('sync_users', 'sync_users.user_id', 'sync_outbox.user_id')
    .select(['sync_outbox.user_id as userId', 'sync_users.access_token as token', 'sync_users.expires_at as expiresAt'])
    .where('sync_outbox.state', 'in', ['pending', 'checked'])
    .distinct()
    .execute();
  return rows
    .filter((row) => refused.has(row.userId) || row.token === null || row.expiresAt === null || row.expiresAt <= now || seal.open(row.token) === 'unreadable')
    .map((row) => row.userId);
}

/** The users whose token is still valid and readable here, for the periodic pull. */
export async function pullableUsers(db: Db, seal: TokenSeal, now: string): Promise<{ userId: string; token: string }[]> {
  const rows = await db.selectFrom('sync_users').selectAll().where('expires_at', '>', now).execute();
  return rows.flatMap((row) => {
    const token = seal.open(row.access_token);
    return token === 'unreadable' ? [] : [{ userId: row.user_id, token }];
  });
}

/**
 * At start: seals the tokens kept in clear (before this computer had a key), and counts those it
 * cannot read (sealed under another key), whose users must sign in again.
 */
export async function sealKeptTokens(db: Db, seal: TokenSeal): Promise<{ sealed: number; unreadable: number }> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('sync_users').select(['user_id', 'access_token']).execute();
    const plain = seal.sealing ? rows.filter((row) => !isSealed(row.access_token)) : [];
    for (const row of plain) await trx.updateTable('sync_users').set({ access_token: seal.seal(row.access_token) }).where('user_id', '=', row.user_id).execute();
    return { sealed: plain.length, unreadable: rows.filter((row) => seal.open(row.access_token) === 'unreadable').length };
  });
}

export interface NewOutboxEntry {
  userId: string;
  method: string;
  path: string;
  body: string;
  baseStamp: string | null;
  localStamp: string | null;
}

/** The write as this computer sends it again: the rest of an outbox row. */
type Payload = Omit<NewOutboxEntry, 'userId'>;

/** The one outbox over the `sync_outbox` table, in the caller's transaction. */
function sqliteOutbox(db: Db): Outbox<Payload> {
  return new Outbox<Payload>({
    // Only a write never sent folds: a checked one is on its way, or may have arrived unanswered.
    waiting: async (owner, route, entity) => {
      const rows = await db.selectFrom('sync_outbox').select(['id', 'queued_at']).where('user_id', '=', owner).where('route', '=', route).where('entity', '=', entity).where('state', '=', 'pending').execute();
      return rows.map((row) => ({ id: row.id, at: Date.parse(row.queued_at) }));
    },
    add: async (queued) => {
      const last = await db.selectFrom('sync_outbox').select((eb) => eb.fn.max('position').as('position')).executeTakeFirst();
      const { method, path, body, baseStamp, localStamp } = queued.payload;
      await db
        .insertInto('sync_outbox')
        .values({
          id: queued.id,
          position: Number(last?.position ?? 0) + 1,
          user_id: queued.owner,
          idempotency_key: queued.key,
          // Not null since migration 0020: the route again, which is what names a write now.
          kind: queued.route,
          method,
          path,
          body,
          base_stamp: baseStamp,
          local_stamp: localStamp,
          state: 'pending',
          reply_status: null,
          reply_body: null,
          queued_at: new Date(queued.at).toISOString(),
          done_at: null,
          route: queued.route,
          entity: queued.entity,
        })
        .execute();
    },
    remove: async (ids) => {
      await db.deleteFrom('sync_outbox').where('id', 'in', ids).where('state', '=', 'pending').execute();
    },
  });
}

export interface OutboxWrite {
  /** The route written to, whose contract says how its writes fold. */
  route: RouteContract;
  params: Readonly<Record<string, string>>;
  /** The request's body as parsed (the entity's values may come from it). */
  parsed: unknown;
}

/**
 * Queues a write behind every other by its route's rule (a newer visit replaces the one waiting, a
 * lesson completed again is not sent twice); the caller runs it in the transaction that updates
 * the cache. False when a write waiting already says it.
 */
export async function enqueue(db: Db, write: OutboxWrite, entry: NewOutboxEntry, id: string, key: string, at: string): Promise<boolean> {
  const { userId, ...payload } = entry;
  const queued = await sqliteOutbox(db).enqueue(write.route, { id, key, owner: userId, params: write.params, body: write.parsed, address: entry.path, at: Date.parse(at), payload });
  return queued !== undefined;
}

export async function waitingEntries(db: Db): Promise<SyncOutboxRow[]> {
  return db.selectFrom('sync_outbox').selectAll().where('state', 'in', ['pending', 'checked']).orderBy('position').execute();
}

export async function countWaiting(db: Db, userId?: string): Promise<number> {
  let query = db.selectFrom('sync_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('state', 'in', ['pending', 'checked']);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findEntry(db: Db, id: string): Promise<SyncOutboxRow | undefined> {
  return db.selectFrom('sync_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
