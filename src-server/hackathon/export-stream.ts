import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * Waits until a stream the export writes to has room again, or was closed (the organiser's
 * download stopped): the writers produce a page of rows at a time and then wait here, so a slow
 * connection holds back the database reads instead of filling memory.
 */
export async function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return;
  const ac = new AbortController();
  await Promise.race([once(stream, 'drain', { signal: ac.signal }), once(stream, 'close', { signal: ac.signal })]).finally(() => ac.abort());
}
