import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { syncMessageTable } from '@shared/sync/messages';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';

/** A key whose first request has run this long without an answer belongs to a server that died. */
const abandonedAfterMs = 60_000;
/** A key is a retry's promise, not an archive: after a day it is forgotten, whether read or not. */
export const idempotencyKeptForMs = 24 * 60 * 60 * 1000;
/**
 * The largest answer kept for a repeat (a resume PDF is capped in pages, a certificate is one page).
 * A larger one is sent but not kept: a repeat of its request runs again, as a new one would.
 */
export const idempotencyKeptReplyBytes = 5 * 1024 * 1024;
const keyPattern = /^[\w-]{8,100}$/;
const methods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a replay repeats besides the status and the bytes: a file keeps its name and type. */
const keptHeaders = ['content-type', 'content-disposition', 'cache-control', 'location'] as const;

/** The message of a key sent again with another request: it names the key, so the caller can find it. */

/** What makes two requests the same: method, address and body (as parsed; a multipart body is not read here). */
function requestHash(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256').update(`${request.method}\n${request.url}\n${body}`).digest('hex');
}

function bytesOf(payload: unknown): Buffer | undefined {
  if (payload === undefined || payload === null) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload);
  if (payload instanceof Uint8Array) return Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
  return undefined;
}

const headersOf = (json: string | null): Record<string, string> => {
  if (!json) return {};
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};

/**
 * Honours `Idempotency-Key` on every signed-in write: the first request with a key runs and its
 * answer is kept per user and key, as bytes with its headers; a repeat (the desktop replaying its
 * outbox after a dropped connection or a restart) gets that answer again, byte for byte, without
 * running the write a second time. A repeat that arrives while the first still runs is told to
 * retry (409 with Retry-After); the key sent with another method, address or body is refused (422).
 */
export function registerIdempotency(app: FastifyInstance, db: Kysely<Database>, now: () => number): void {
  const claimed = new WeakMap<FastifyRequest, { userId: string; key: string }>();

  // Almost no request carries a key: those go on without a promise, as in the onSend hook below.
  app.addHook('preHandler', (request, reply, done) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !methods.has(request.method) || !request.caller) return done();
    if (typeof header !== 'string' || !keyPattern.test(header)) {
      return done(new AppError('BAD_REQUEST', syncMessageTable.ref('badIdempotencyKey'), 400));
    }
    // A stored answer sent again ends the request here; otherwise the write runs.
    claim(request, reply, request.caller.userId, header).then((answered) => (answered ? undefined : done()), done);
  });

  const forget = (userId: string, key: string) => db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key);

  /** Claims the key for this request, or answers with the answer kept for it (then true). */
  async function claim(request: FastifyRequest, reply: FastifyReply, userId: string, header: string): Promise<boolean> {
    const hash = requestHash(request);
    const at = now();
    const expired = new Date(at - idempotencyKeptForMs).toISOString();
    const row = { user_id: userId, key: header, method: request.method, path: request.url, created_at: new Date(at).toISOString(), request_hash: hash };
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await db.insertInto('idempotency_keys').values({ ...row, status_code: null, content_type: null, reply_body: null }).execute();
        claimed.set(request, { userId, key: header });
        await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('created_at', '<', expired).execute();
        return false;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const stored = await db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', header).executeTakeFirst();
      if (!stored) continue;
      // Expired on read: a key older than a day is a new key, whoever stored it last.
      if (stored.created_at < expired) {
        await forget(userId, header).where('created_at', '<', expired).execute();
        continue;
      }
      const same = stored.request_hash === null ? stored.method === request.method && stored.path === request.url : stored.request_hash === hash;
      if (!same) throw new AppError('BAD_REQUEST', syncMessageTable.ref('keyReused', { key: header }), 422);
      if (stored.status_code !== null) {
        reply.code(stored.status_code).headers(headersOf(stored.reply_headers)).header('idempotent-replayed', 'true');
        if (!reply.hasHeader('content-type')) reply.header('content-type', stored.content_type ?? 'application/json; charset=utf-8');
        reply.send(stored.reply_base64 === null ? (stored.reply_body ?? '') : Buffer.from(stored.reply_base64, 'base64'));
        return true;
      }
      if (at - Date.parse(stored.created_at) < abandonedAfterMs) {
        reply.header('retry-after', '1');
        throw new AppError('CONFLICT', syncMessageTable.ref('stillSaving'), 409);
      }
      await forget(userId, header).where('status_code', 'is', null).execute();
    }
    return false;
  }

  // Every reply passes here and almost none holds a claim: those go on without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const claim = claimed.get(request);
    if (!claim) return done(null, payload);
    claimed.delete(request);
    keep(claim, reply, payload).then((kept) => done(null, kept), done);
  });

  async function keep(claim: { userId: string; key: string }, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const status = reply.statusCode;
    const bytes = bytesOf(payload);
    // A failure worth retrying is forgotten, so the retry runs the write; so is an answer too big
    // or streamed to keep. Anything else is kept.
    if (status >= 500 || status === 429 || bytes === undefined || bytes.length > idempotencyKeptReplyBytes) {
      await forget(claim.userId, claim.key).execute();
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of keptHeaders) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    await db
      .updateTable('idempotency_keys')
      .where('user_id', '=', claim.userId)
      .where('key', '=', claim.key)
      .set({ status_code: status, content_type: headers['content-type'] ?? null, reply_base64: bytes.toString('base64'), reply_headers: JSON.stringify(headers) })
      .execute();
    return payload;
  }
}
