import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';

/** A key whose first request has run this long without an answer belongs to a server that died. */
const abandonedAfterMs = 60_000;
/** Outboxes are replayed within days; a key older than this is forgotten. */
const keptForMs = 30 * 24 * 60 * 60 * 1000;
const keyPattern = /^[\w-]{8,100}$/;
const methods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Honours `Idempotency-Key` on every signed-in write: the first request with a key runs and its
 * answer is kept per user and key; a repeat (the desktop replaying its outbox after a dropped
 * connection or a restart) gets that answer again without running the write a second time. A
 * repeat that arrives while the first still runs is told to retry (409 with Retry-After).
 */
export function registerIdempotency(app: FastifyInstance, db: Kysely<Database>): void {
  const claimed = new WeakMap<FastifyRequest, { userId: string; key: string }>();

  // Almost no request carries a key: those go on without a promise, as in the onSend hook below.
  app.addHook('preHandler', (request, reply, done) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !methods.has(request.method) || !request.caller) return done();
    if (typeof header !== 'string' || !keyPattern.test(header)) {
      return done(new AppError('BAD_REQUEST', 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_".', 400));
    }
    // A stored answer sent again ends the request here; otherwise the write runs.
    claim(request, reply, request.caller.userId, header).then((answered) => (answered ? undefined : done()), done);
  });

  /** Claims the key for this request, or answers with the answer kept for it (then true). */
  async function claim(request: FastifyRequest, reply: FastifyReply, userId: string, header: string): Promise<boolean> {
    const row = { user_id: userId, key: header, method: request.method, path: request.url, created_at: new Date().toISOString() };
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await db.insertInto('idempotency_keys').values({ ...row, status_code: null, content_type: null, reply_body: null }).execute();
        claimed.set(request, { userId, key: header });
        const expired = new Date(Date.now() - keptForMs).toISOString();
        await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('created_at', '<', expired).execute();
        return false;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const stored = await db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', header).executeTakeFirst();
      if (!stored) continue;
      if (stored.method !== request.method || stored.path !== request.url) {
        throw new AppError('BAD_REQUEST', 'This Idempotency-Key was already used for a different request.', 422);
      }
      if (stored.status_code !== null) {
        reply
          .code(stored.status_code)
          .header('content-type', stored.content_type ?? 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(stored.reply_body ?? '');
        return true;
      }
      if (Date.now() - Date.parse(stored.created_at) < abandonedAfterMs) {
        reply.header('retry-after', '1');
        throw new AppError('CONFLICT', 'This change is still being saved; try again in a moment.', 409);
      }
      await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', header).where('status_code', 'is', null).execute();
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
    const where = db.updateTable('idempotency_keys').where('user_id', '=', claim.userId).where('key', '=', claim.key);
    const status = reply.statusCode;
    // A failure worth retrying is forgotten, so the retry runs the write; anything else is kept.
    if (status >= 500 || status === 429 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      await db.deleteFrom('idempotency_keys').where('user_id', '=', claim.userId).where('key', '=', claim.key).execute();
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await where
      .set({ status_code: status, content_type: typeof contentType === 'string' ? contentType : null, reply_body: payload.toString() })
      .execute();
    return payload;
  }
}
