import { randomUUID } from 'node:crypto';
import { matchRoutePath, routePath } from '@shared/api/route';
import { classifyReply } from '@shared/offline/outbox';
import { decideDocument, offlineIdPrefix } from '@shared/sync/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Link } from './link';
import { asQueued, type QueuedWrite, type Sent, writtenBy } from './optimistic';
import { type CallRemote, type RemoteReply, RemoteUnreachable } from './remote';
import { replayToken, waitingEntries } from './store';
import type { TokenSeal } from './token-seal';
import type { SyncOutboxRow } from './tables';

type Db = Kysely<Database>;

/** What the platform server gave for each stamp or id this computer made up, from the writes it answered. */
export async function serverStamps(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('sync_outbox').selectAll().where('user_id', '=', userId).where('state', '=', 'sent').where('local_stamp', 'is not', null).execute();
  const stamps = new Map<string, string>();
  for (const row of rows) {
    const written = writtenBy(row);
    if (!written || !row.reply_body) continue;
    for (const [madeHere, platform] of written.write.madeUp(row, JSON.parse(row.reply_body))) stamps.set(madeHere, platform);
  }
  return stamps;
}

/**
 * A write this version no longer declares (its route is gone) is sent as it was queued; its
 * answer changes nothing here, and the next pull brings the platform's copy.
 */
const undeclared: Pick<QueuedWrite, 'keep' | 'rebase'> = { keep: async () => undefined, rebase: asQueued };

/**
 * Sends the outbox to the platform server, oldest first, each write with its own idempotency key,
 * so a write whose answer was lost (a dropped connection, this process killed) is sent again and
 * applied once. A user's later writes wait behind one that cannot go yet; the run stops at the
 * first sign that the platform server is not there. One run at a time.
 */
export function createReplayer(db: Db, seal: TokenSeal, callRemote: CallRemote, link: Link, log: FastifyBaseLogger, clock: Clock) {
  let chain: Promise<void> = Promise.resolve();
  /** Users whose kept token the platform refused (401): their writes wait until it accepts a newer one. */
  const refusedUsers = new Set<string>();
  let queuedRun: Promise<void> | undefined;

  async function record(row: SyncOutboxRow, state: SyncOutboxRow['state'], reply: RemoteReply | undefined, conflict?: { kind: string; mine: unknown; server: unknown }) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sync_outbox')
        .set({ state, reply_status: reply?.status ?? null, reply_body: reply ? reply.body.toString('utf8') : null, done_at: clock().toISOString() })
        .where('id', '=', row.id)
        .execute();
      if (conflict) {
        await trx
          .insertInto('sync_conflicts')
          .values({
            id: randomUUID(),
            user_id: row.user_id,
            kind: conflict.kind,
            path: row.path,
            local_json: JSON.stringify(conflict.mine),
            server_json: JSON.stringify(conflict.server),
            created_at: clock().toISOString(),
          })
          .execute();
      }
    });
  }

  async function runOnce(): Promise<void> {
    const blocked = new Set<string>();
    for (const row of await waitingEntries(db)) {
      if (blocked.has(row.user_id)) continue;
      const written = writtenBy(row);
      const write = written?.write ?? undeclared;
      const token = await replayToken(db, seal, row.user_id);
      const target: Sent | undefined = token ? write.rebase({ row, params: written?.params ?? {} }, await serverStamps(db, row.user_id)) : undefined;
      if (!token || !target) {
        blocked.add(row.user_id);
        continue;
      }
      const conflict = written?.write.conflict;
      // A write without a body (leaving a team) says no content type, which the platform would refuse.
      const headers = { authorization: `Bearer ${token}`, 'idempotency-key': row.idempotency_key, ...(row.body === '' ? {} : { 'content-type': 'application/json' }) };
      try {
        // A document made here has no copy on the platform that could have moved on.
        if (conflict?.lookFirst && row.state === 'pending' && !row.path.includes(`/${offlineIdPrefix}`)) {
          // Both sides may have changed it: look before sending (see decideDocument).
          const list = await callRemote({ method: 'GET', path: routePath(conflict.lookFirst.read), headers: { authorization: headers.authorization } });
          link.online();
          if (list.status === 401) {
            blocked.add(row.user_id);
            refusedUsers.add(row.user_id);
            continue;
          }
          const params = written ? matchRoutePath(written.write.route, target.path) : undefined;
          const server = list.status === 200 && params ? conflict.lookFirst.find(JSON.parse(list.body.toString('utf8')), params) : undefined;
          if (server && decideDocument(target.base, server.updatedAt) === 'conflict') {
            await record(row, 'conflict', undefined, { kind: conflict.kind, mine: conflict.mine(JSON.parse(target.body)), server });
            continue;
          }
        }
        // Once on its way it may reach the platform, answered or not: a later write of the same
        // thing queues behind it instead of replacing it. One that a later write replaced since
        // this run read the outbox is not sent at all.
        if (row.state === 'pending') {
          const marked = await db.updateTable('sync_outbox').set({ state: 'checked' }).where('id', '=', row.id).where('state', '=', 'pending').executeTakeFirst();
          if (marked.numUpdatedRows === 0n) continue;
        }
        const reply = await callRemote({ method: row.method, path: target.path, headers, body: target.body });
        link.online();
        const outcome = classifyReply(reply.status, reply.headers.has('retry-after'));
        if (outcome === 'retry') return;
        if (outcome === 'sign-in') {
          blocked.add(row.user_id);
          refusedUsers.add(row.user_id);
          continue;
        }
        const answer = reply.body.toString('utf8');
        if (outcome === 'done') {
          await record(row, 'sent', reply);
          await write.keep(db, { row, params: written?.params ?? {} }, JSON.parse(answer), clock().toISOString());
        } else if (outcome === 'conflict' && conflict && !conflict.lookFirst) {
          const current = (JSON.parse(answer) as { current?: unknown }).current ?? null;
          await record(row, 'conflict', reply, { kind: conflict.kind, mine: conflict.mine(JSON.parse(target.body)), server: current });
        } else {
          log.warn({ path: row.path, status: reply.status }, 'the platform server refused a write made offline');
          await record(row, 'refused', reply);
          await written?.write.refused?.(db, row, { status: reply.status, body: answer }, clock().toISOString());
        }
      } catch (error) {
        if (!(error instanceof RemoteUnreachable)) throw error;
        link.offline();
        return;
      }
    }
  }

  return {
    refusedUsers,
    /**
     * Runs the outbox once more after whatever run is going on: a write queued during a run is
     * sent by the next one. Calls that arrive while a run waits to start share it.
     */
    flush(): Promise<void> {
      queuedRun ??= chain.then(() => {
        queuedRun = undefined;
        return runOnce();
      });
      chain = queuedRun.catch((error: unknown) => log.error({ err: error }, 'the outbox could not be sent'));
      return chain;
    },
    /** The run going on, if any, so that closing waits for it. */
    idle: () => chain,
  };
}

export type Replayer = ReturnType<typeof createReplayer>;
