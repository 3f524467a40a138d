import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { PreparedStatements } from '../db/connect';
import type { Executor } from '../db/executor';
import { appendUpdateNotifying, type AppendResult } from './document-store';

/**
 * Several server processes on one PostgreSQL share a document through LISTEN/NOTIFY: the process
 * that stores an update notifies `workspace_updates` in the storing transaction, so the
 * notification goes out when the update commits and notifications of one document arrive in the
 * order of their numbers. It carries the project, the sequence number and, when it fits NOTIFY's
 * 8,000-byte payload, the update itself: every process holding the document applies that without
 * reading the database, and reads the stored updates it lacks only for an update too large to
 * carry (or a notification it missed).
 *
 * Presence (awareness) is never stored, so it travels in the notification itself, on
 * `workspace_awareness`: each process publishes its own members' awareness changes, and a process
 * that opens a document asks the others (`?`) to publish theirs again. A state that does not fit
 * a notification is not carried; the receiving side expires states no one renews (y-protocols'
 * 30 s), so a process that dies takes its members' presence with it.
 */
const updatesChannel = 'workspace_updates';
const awarenessChannel = 'workspace_awareness';
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
}

export interface WorkspaceBus {
  /** Notifies, inside the transaction that stores the update, so the notification leaves when it commits. */
  stored(trx: Executor, projectId: string, seq: number, update: Uint8Array): Promise<void>;
  /** Stores a member's update and notifies it in one statement (`appendUpdateNotifying`). */
  append(projectId: string, update: Uint8Array, maxBytes: number, now: string): Promise<AppendResult>;
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

  const received = (message: pg.Notification) => {
    const payload = message.payload ?? '';
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
      .then(() => next.query(`listen ${updatesChannel}; listen ${awarenessChannel}`))
      .then(() => {
        if (closing) return void next.end();
        client = next;
      })
      .catch((error: unknown) => {
        log.warn({ err: error }, 'the workspace could not LISTEN; retrying');
        if (!closing) retry = setTimeout(start, reconnectMs);
      });
  };
  start();

  const notify = (channel: string, payload: string) => {
    // A lost notification only delays the other processes: until the document's next update, or
    // the member's next awareness renewal.
    client?.query('select pg_notify($1, $2)', [channel, payload]).catch((error: unknown) => log.warn({ err: error }, 'a workspace notification was not sent'));
  };

  return {
    async stored(trx, projectId, seq, update) {
      await sql`select pg_notify(${updatesChannel}, ${`${projectId} ${seq}${carried(projectId, update)}`})`.execute(trx);
    },
    append(projectId, update, maxBytes, now) {
      return appendUpdateNotifying(prepared, projectId, update, maxBytes, now, updatesChannel, carried(projectId, update));
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
      await client?.end().catch(() => undefined);
    },
  };
}
