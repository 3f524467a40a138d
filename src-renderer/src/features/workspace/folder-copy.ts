import type { FolderProject, KodeshalaBridge } from '@shared/bridge';
import type { MessageRef } from '@shared/i18n/messages';
import { modeForFile, type PlaygroundFileShape } from '@shared/playground/files';
import { fingerprintsOf, folderCopyDelayMs, reopenBase, textsOf } from '@shared/workspace/folder-copy';
import { textChange } from '@shared/workspace/text-change';
import { rebaseChange } from '@shared/workspace/text-edit';
import * as Y from 'yjs';

/** The document's files as the folder service writes them, by name. */
export function documentFiles(files: Y.Map<Y.Text>): PlaygroundFileShape[] {
  return [...files.entries()]
    .map(([name, text]) => ({ name, content: text.toString(), mode: modeForFile(name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Applies what changed on disk since `base` (the folder as last written or read) to the document,
 * as edits in one transaction with `origin`: a changed file is the changed span only (rebased over
 * the document's own changes since `base`, so a member's edit elsewhere in the file survives), a
 * new file is created, a deleted one deleted unless the document changed it meanwhile (the edit
 * wins, and is written back). Files the disk did not change are not touched. Returns the names
 * changed.
 */
export function applyDiskChanges(doc: Y.Doc, files: Y.Map<Y.Text>, base: ReadonlyMap<string, string>, disk: readonly { name: string; content: string }[], origin: unknown): string[] {
  const changed: string[] = [];
  doc.transact(() => {
    const onDisk = new Set<string>();
    for (const { name, content } of disk) {
      onDisk.add(name);
      const before = base.get(name);
      if (before === content) continue;
      const text = files.get(name);
      if (!text) {
        files.set(name, new Y.Text(content));
        changed.push(name);
        continue;
      }
      const current = text.toString();
      // New on disk while the document has it too: no common base, so the disk's text wins the span that differs.
      const change = before === undefined ? textChange(current, content) : rebaseChange(before, current, content);
      if (!change) continue;
      if (change.remove > 0) text.delete(change.index, change.remove);
      if (change.insert) text.insert(change.index, change.insert);
      changed.push(name);
    }
    for (const [name, before] of base) {
      if (onDisk.has(name)) continue;
      const text = files.get(name);
      if (text?.toString() === before) {
        files.delete(name);
        changed.push(name);
      }
    }
  }, origin);
  return changed;
}

export type FolderCopyState = { status: 'writing' } | { status: 'written'; at: number } | { status: 'error'; message: MessageRef };

export interface FolderCopyOptions {
  doc: Y.Doc;
  files: Y.Map<Y.Text>;
  folders: Pick<KodeshalaBridge['folders'], 'save' | 'read' | 'onChanged'>;
  /** The folder project the copy is, as linked or opened. */
  copy: FolderProject;
  /** Fingerprints of the folder as this device last wrote it (`remember`); absent when there are none. */
  written?: Readonly<Record<string, string>>;
  remember(written: Record<string, string>): void;
  onState(state: FolderCopyState): void;
  errorMessage(error: unknown): MessageRef;
  delayMs?: number;
}

export interface FolderCopy {
  /** Reads the folder, applies what another editor changed, and writes what the document changed. */
  sync(): Promise<void>;
  /** Stops listening, after writing what is still gathered. */
  stop(): Promise<void>;
}

const sameTexts = (a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>) => a.size === b.size && [...a].every(([name, content]) => b.get(name) === content);

/**
 * Keeps a shared document and its copy in a folder alike (product.md §3.10 "A copy in a folder").
 * Every change to the document, a member's or this learner's, is written to the folder through
 * the folder service's save, gathered for 300 ms; every change another editor makes there, which
 * the folder service's watcher hears, is applied to the document as an edit, so it reaches the
 * team live or merges when the connection returns. The folder as last written or read (`base`)
 * tells the two apart: what the disk changed since is the disk's edit, what the document changed
 * since is the document's. Our own writes never come back: the folder service reports only what
 * differs from what it wrote, and the edits applied from disk carry this copy as their origin, so
 * they schedule no write of their own.
 */
export function keepInFolder(options: FolderCopyOptions): FolderCopy {
  const { doc, files, folders, copy } = options;
  const origin = { folderCopy: copy.id };
  const documentTexts = textsOf(documentFiles(files));
  // Without a memory of the last write (just linked, or linked on another computer), the
  // document's text stands for files both have; files only on disk are added to the document.
  let base = options.written
    ? reopenBase(options.written, copy.files, documentTexts)
    : new Map(copy.files.filter((file) => documentTexts.has(file.name)).map((file) => [file.name, file.content]));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const settle = (disk: FolderProject) => {
    applyDiskChanges(doc, files, base, disk.files, origin);
    base = textsOf(disk.files);
    options.remember(fingerprintsOf(base));
  };

  const writeOnce = async () => {
    options.onState({ status: 'writing' });
    try {
      // Read before writing, so a change another editor made since the last event is an edit, not overwritten.
      const disk = await folders.read(copy.id);
      if (stopped) return;
      settle(disk);
      const next = documentFiles(files);
      // A document with no files yet (a device that has not heard from the server) empties no folder.
      if (next.length > 0 && !sameTexts(textsOf(next), base)) {
        await folders.save(copy.id, next);
        base = textsOf(next);
        options.remember(fingerprintsOf(base));
      }
      if (!stopped) options.onState({ status: 'written', at: Date.now() });
    } catch (error) {
      if (!stopped) options.onState({ status: 'error', message: options.errorMessage(error) });
    }
  };

  const sync = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await writeOnce();
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void sync(), options.delayMs ?? folderCopyDelayMs);
  };

  const changed = (_update: Uint8Array, from: unknown) => {
    if (from !== origin) schedule();
  };
  doc.on('update', changed);
  const unlisten = folders.onChanged((disk) => {
    if (stopped || disk.id !== copy.id) return;
    settle(disk);
    if (!sameTexts(textsOf(documentFiles(files)), base)) schedule();
  });
  // Opened again: what either side changed while the copy was not kept is merged, then written.
  void sync();

  return {
    sync,
    async stop() {
      doc.off('update', changed);
      unlisten();
      if (timer !== undefined || running) await sync();
      stopped = true;
    },
  };
}
