import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { PreparedStatements } from '../db/connect';
import type { Executor } from '../db/executor';
import { appendUpdatePrepared, type AppendResult } from './document-store';

/**
 * Several server processes on one PostgreSQL share a document through LISTEN/NOTIFY: the process
 * that stores an update notifies `workspace_updates` in the storing transaction, so the
 * notification goes out when the update commits and notifications of one document arrive in the
 * order of their numbers. It carries the project, the sequence number and, when it fits NOTIFY's
 * 8,000-byte payload, the update itself: every process holding the document applies that without
 * reading the database, and reads the stored updates it lacks only for an update too large to
 * carry (or a notification it missed).
 *
 * Most of the time one process holds a document alone: the proxy sends a project's members to one
 * process. Then nobody needs its notifications, and a NOTIFY is the dearest part of a store (it
 * serialises commits on the notification queue and wakes every listening connection): measured at
 * 1,000 stores a second, 280 µs of PostgreSQL's CPU a store against 190 µs, and a p99 of 46 ms
 * against 6. So a process tells only while it knows another holds the document too. Each process
 * says which documents it holds on `workspace_held` when it opens one and every few seconds; a
 * process that hears that another holds one of its documents tells its updates from then on, until
 * it has not heard so for a while. When it first hears, it also tells the document's number after
 * every store it made without telling, and answers with its own documents, so the other side
 * reads what it missed and starts telling as well.
 *
 * Presence (awareness) is never stored, so it travels in the notification itself, on
 * `workspace_awareness`: each process publishes its own members' awareness changes, and a process
 * that opens a document asks the others (`?`) to publish theirs again. A state that does not fit
 * a notification is not carried; the receiving side expires states no one renews (y-protocols'
 * 30 s), so a process that dies takes its members' presence with it.
 */
const updatesChannel = 'workspace_updates';
const awarenessChannel = 'workspace_awareness';
const heldChannel = 'workspace_held';
/** How often a process says which documents it holds, and how long another's word lasts. */
const heldEveryMs = 2000;
const heldLastsMs = 3 * heldEveryMs;
const reconnectMs = 1000;
/** NOTIFY refuses payloads of 8,000 bytes or more; the ids and spaces take the rest. */
export const maxAwarenessPayloadBytes = 7800;
const maxUpdatePayloadBytes = maxAwarenessPayloadBytes;
const askAgain = '?';

export interface WorkspaceBusHandlers {
  /** Whether this process holds the document: every process hears every document's notifications, and reads only its own. */
  holds(projectId: string): boolean;
  /** An update was stored (by any process, this one too); `update` is absent when it was too large to carry. */
  onStored(projectId: string, seq: number, update: Uint8Array | undefined): void;
  /** Another process's members' awareness update (y-protocols' encoding). */
  onAwareness(projectId: string, update: Uint8Array): void;
  /** Another process opened the document and wants this process's members' presence. */
  onAwarenessQuery(projectId: string): void;
  /** Every document this process holds. */
  held(): string[];
  /**
   * Another process holds the document too, heard first now: tell the others its number once every
   * store made here before is done (`tellNumber`), since they were not told of those.
   */
  onShared(projectId: string): void;
}

export interface WorkspaceBus {
  /** Notifies, inside the transaction that stores the update, so the notification leaves when it commits. */
  stored(trx: Executor, projectId: string, seq: number, update: Uint8Array): Promise<void>;
  /** Stores a member's update in one statement, telling the other processes if another holds the document. */
  append(projectId: string, update: Uint8Array, maxBytes: number, now: string): Promise<AppendResult>;
  /** Tells the others the document's stored number, so one that lacks updates reads them. */
  tellNumber(projectId: string, seq: number): void;
  /** Says this process now holds the document. */
  opened(projectId: string): void;
  /** False when the update is too large to carry. */
  awareness(projectId: string, update: Uint8Array): boolean;
  queryAwareness(projectId: string): void;
  close(): Promise<void>;
}

/** The update after the project and its number in a notification, when it fits. */
function carried(projectId: string, update: Uint8Array): string {
  const body = ` ${Buffer.from(update.buffer, update.byteOffset, update.byteLength).toString('base64')}`;
  // The sequence number takes at most 16 digits.
  return Buffer.byteLength(body) + projectId.length + 17 <= maxUpdatePayloadBytes ? body : '';
}

/** `prepared` runs the store on the server's pool; `databaseUrl` is for the connection that listens. */
export function connectWorkspaceBus(databaseUrl: string, prepared: PreparedStatements, handlers: WorkspaceBusHandlers, log: FastifyBaseLogger): WorkspaceBus {
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  /** Until when (performance.now()) another process is known to hold each document. */
  const sharedUntil = new Map<string, number>();
  const shared = (projectId: string) => (sharedUntil.get(projectId) ?? 0) > performance.now();

  const heardHeld = (ids: string[]) => {
    const answer: string[] = [];
    for (const projectId of ids) {
      if (!handlers.holds(projectId)) continue;
      const first = !shared(projectId);
      sharedUntil.set(projectId, performance.now() + heldLastsMs);
      if (!first) continue;
      handlers.onShared(projectId);
      answer.push(projectId);
    }
    say(answer);
  };

  const received = (message: pg.Notification) => {
    const payload = message.payload ?? '';
    if (message.channel === heldChannel) {
      const [from, ids] = payload.split(' ');
      if (from !== self && ids) heardHeld(ids.split(','));
      return;
    }
    if (message.channel === updatesChannel) {
      const [projectId, seq, body] = payload.split(' ');
      const number = Number(seq);
      if (projectId && Number.isInteger(number) && handlers.holds(projectId)) handlers.onStored(projectId, number, body ? new Uint8Array(Buffer.from(body, 'base64')) : undefined);
      return;
    }
    const [from, projectId, body] = payload.split(' ');
    if (from === self || !projectId || !body || !handlers.holds(projectId)) return;
    if (body === askAgain) handlers.onAwarenessQuery(projectId);
    else handlers.onAwareness(projectId, new Uint8Array(Buffer.from(body, 'base64')));
  };

  const start = () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', received);
    next.on('error', (error) => {
      log.warn({ err: error }, 'the workspace’s LISTEN connection failed; reconnecting');
      client = undefined;
      void next.end().catch(() => undefined);
      if (!closing) retry = setTimeout(start, reconnectMs);
    });
    next
      .connect()
      .then(() => next.query(`listen ${updatesChannel}; listen ${awarenessChannel}; listen ${heldChannel}`))
      .then(() => {
        if (closing) return void next.end();
        client = next;
        say(handlers.held());
      })
      .catch((error: unknown) => {
        log.warn({ err: error }, 'the workspace could not LISTEN; retrying');
        if (!closing) retry = setTimeout(start, reconnectMs);
      });
  };
  const notify = (channel: string, payload: string) => {
    // A lost notification only delays the other processes: until the document's next update, the
    // member's next awareness renewal, or the next word of which documents are held.
    client?.query('select pg_notify($1, $2)', [channel, payload]).catch((error: unknown) => log.warn({ err: error }, 'a workspace notification was not sent'));
  };

  /** Says which documents this process holds, in as few notifications as fit. */
  function say(ids: string[]): void {
    let batch: string[] = [];
    const flush = () => {
      if (batch.length > 0) notify(heldChannel, `${self} ${batch.join(',')}`);
      batch = [];
    };
    for (const id of ids) {
      if (self.length + 1 + [...batch, id].join(',').length > maxAwarenessPayloadBytes) flush();
      batch.push(id);
    }
    flush();
  }

  start();
  const sayHeld = setInterval(() => {
    say(handlers.held());
    for (const [projectId, until] of sharedUntil) if (until <= performance.now() || !handlers.holds(projectId)) sharedUntil.delete(projectId);
  }, heldEveryMs);
  sayHeld.unref();

  return {
    async stored(trx, projectId, seq, update) {
      await sql`select pg_notify(${updatesChannel}, ${`${projectId} ${seq}${carried(projectId, update)}`})`.execute(trx);
    },
    append(projectId, update, maxBytes, now) {
      return appendUpdatePrepared(prepared, projectId, update, maxBytes, now, shared(projectId) ? { channel: updatesChannel, suffix: carried(projectId, update) } : undefined);
    },
    tellNumber(projectId, seq) {
      notify(updatesChannel, `${projectId} ${seq}`);
    },
    opened(projectId) {
      say([projectId]);
    },
    awareness(projectId, update) {
      const payload = `${self} ${projectId} ${Buffer.from(update.buffer, update.byteOffset, update.byteLength).toString('base64')}`;
      if (Buffer.byteLength(payload) > maxAwarenessPayloadBytes) return false;
      notify(awarenessChannel, payload);
      return true;
    },
    queryAwareness(projectId) {
      notify(awarenessChannel, `${self} ${projectId} ${askAgain}`);
    },
    async close() {
      closing = true;
      clearTimeout(retry);
      clearInterval(sayHeld);
      await client?.end().catch(() => undefined);
    },
  };
}
