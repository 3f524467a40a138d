import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';

/** How long edits gather before they go to IndexedDB together: one transaction for a burst of keys. */
const gatherMs = 100;

export interface DeviceCopy {
  whenSynced: Promise<unknown>;
  /** Writes what is gathered now, in one IndexedDB transaction. */
  flush(): void;
  destroy(): Promise<void>;
}

/**
 * The copy of a shared document kept on this device (product.md §3.10 "Offline"): y-indexeddb,
 * with the document's updates gathered and written in one transaction instead of one each. One
 * transaction a keystroke queues behind the others under load, and the copy then trails what was
 * typed by seconds; a page reloaded offline in that time opened without the last characters. What
 * is gathered is also written as soon as the page is hidden or goes away, though a browser may cut
 * off a write started as the page unloads.
 */
export function keepOnDevice(name: string, doc: Y.Doc): DeviceCopy {
  const stored = new IndexeddbPersistence(name, doc);
  // y-indexeddb's own writer, kept for its numbering and trimming, now called once a batch.
  const write = stored._storeUpdate;
  doc.off('update', write);
  let gathered: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    // Until the database is open there is nowhere to write; opening it stores the whole document.
    if (gathered.length === 0 || !stored.db) return;
    const batch = gathered.length === 1 ? gathered[0] : Y.mergeUpdates(gathered);
    gathered = [];
    if (batch) write(batch, null);
  };
  const gather = (update: Uint8Array, origin: unknown) => {
    if (origin === stored) return;
    gathered.push(update);
    timer ??= setTimeout(flush, gatherMs);
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  doc.on('update', gather);
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', hidden);
  void stored.whenSynced.then(flush);

  return {
    whenSynced: stored.whenSynced,
    flush,
    async destroy() {
      flush();
      doc.off('update', gather);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      await stored.destroy();
    },
  };
}
