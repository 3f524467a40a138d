import { once } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import type { ExportCell, ExportColumn, ExportDocument } from './export-document';

/**
 * An export's rows cross from the request loop, where the database is, to the heavy-work thread
 * that writes the file, one page at a time and only when the writer asks for it: the thread never
 * holds more than a page of rows, and the request loop only reads (ARCHITECTURE.md "Heavy work").
 */

/** What an export's tables are, without their rows: plain data a worker thread receives. */
export interface ExportShape {
  title: string;
  tables: ReadonlyArray<{ title: string; columns: readonly ExportColumn[] }>;
}

/** The writer asks for the next page of one table; the request loop answers with its rows or that it has no more. */
interface PageRequest {
  table: number;
}
type PageAnswer = { rows: ExportCell[][] } | { done: true } | { failed: true };

export const shapeOf = (document: ExportDocument): ExportShape => ({
  title: document.title,
  tables: document.tables.map(({ title, columns }) => ({ title, columns })),
});

export interface PageServer {
  /** The error a page's read failed with, for the request to answer instead of the job's. */
  failure(): unknown;
  /** Stops answering and lets go of the tables' reads (the job ended, however it ended). */
  close(): void;
}

/** The request side: answers the writer's asks with the document's pages, read as they are asked for. */
export function servePages(port: MessagePort, document: ExportDocument): PageServer {
  const pages = document.tables.map((table) => table.pages()[Symbol.asyncIterator]());
  let failure: unknown;
  let closed = false;
  const answer = (message: PageAnswer) => {
    if (!closed) port.postMessage(message);
  };
  port.on('message', (request: PageRequest) => {
    const table = pages[request.table];
    if (!table) return answer({ failed: true });
    table.next().then(
      (next) => answer(next.done ? { done: true } : { rows: next.value }),
      (error: unknown) => {
        failure = error;
        answer({ failed: true });
      },
    );
  });
  return {
    failure: () => failure,
    close: () => {
      closed = true;
      port.close();
      for (const table of pages) void table.return?.();
    },
  };
}

/** The worker side: the document the writers take, each table's pages asked for over the port. */
export function documentFrom(port: MessagePort, shape: ExportShape): ExportDocument {
  return {
    title: shape.title,
    tables: shape.tables.map((table, index) => ({
      ...table,
      pages: async function* () {
        for (;;) {
          const arrived = once(port, 'message');
          port.postMessage({ table: index } satisfies PageRequest);
          const [answer] = (await arrived) as [PageAnswer];
          if ('failed' in answer) throw new Error('The registrations could not be read for the export.');
          if ('done' in answer) return;
          yield answer.rows;
        }
      },
    })),
  };
}
