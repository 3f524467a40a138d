import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * Several server processes on one PostgreSQL share a document through LISTEN/NOTIFY: the process
 * that stored an update notifies `workspace_updates` with the project and its sequence number
 * (never the update, which may pass NOTIFY's 8,000-byte payload), and every process holding that
 * document reads the stored updates it lacks and relays them to its own clients.
 */
const channel = 'workspace_updates';
const reconnectMs = 1000;

export interface UpdateBus {
  stored(projectId: string, seq: number): void;
  close(): Promise<void>;
}

export function listenForStoredUpdates(databaseUrl: string, onStored: (projectId: string, seq: number) => void, log: FastifyBaseLogger): UpdateBus {
  let client: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const start = () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      const [projectId, seq] = (message.payload ?? '').split(' ');
      const number = Number(seq);
      if (projectId && Number.isInteger(number)) onStored(projectId, number);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'the workspace’s LISTEN connection failed; reconnecting');
      client = undefined;
      void next.end().catch(() => undefined);
      if (!closing) retry = setTimeout(start, reconnectMs);
    });
    next
      .connect()
      .then(() => next.query(`listen ${channel}`))
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

  return {
    stored(projectId, seq) {
      // A lost notification only delays the other processes until the next one for the document.
      client?.query('select pg_notify($1, $2)', [channel, `${projectId} ${seq}`]).catch((error: unknown) => log.warn({ err: error }, 'a workspace notification was not sent'));
    },
    async close() {
      closing = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
