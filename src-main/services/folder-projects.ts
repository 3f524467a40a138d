import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FolderProject } from '@shared/bridge';
import type { PlaygroundFileShape } from '@shared/playground/files';
import { MessageError } from '@shared/i18n/messages';
import { folderProjectProblem } from '@shared/playground/folder-files';
import { playgroundMessageTable } from '@shared/playground/messages';
import { type FolderScan, scanFolder } from './folder-scan';
import { pathInside, removeInside, targetOnDisk, writeAtomically } from './folder-write';

interface OpenFolder {
  /** The window that opened it: only that one saves it and hears of its changes. */
  owner: number;
  root: string;
  /** What we last read or wrote, by path: a watcher event that changes nothing of it is ours. */
  snapshot: Map<string, string>;
  leftOut: number;
  /** One watcher per folder read, by relative path: recursive watching is not on every platform, and would walk node_modules. */
  watchers: Map<string, fs.FSWatcher>;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Folder projects (desktop only): a folder on disk, with its folders, opened as a playground
 * project. The page holds an opaque id; the path stays here. Changes made by other editors, in any
 * folder of the project, reach `onChange`.
 */
export class FolderProjects {
  private readonly open = new Map<string, OpenFolder>();

  constructor(
    private readonly onChange: (owner: number, project: FolderProject) => void,
    private readonly settleMs = 150,
  ) {}

  async openFolder(owner: number, folder: string): Promise<FolderProject> {
    const root = await fsp.realpath(folder);
    const scan = await scanFolder(root);
    const id = randomUUID();
    const entry: OpenFolder = { owner, root, snapshot: snapshotOf(scan.files), leftOut: scan.leftOut, watchers: new Map(), timer: undefined };
    this.open.set(id, entry);
    this.watch(id, entry, scan.folders);
    return { id, name: path.basename(root), files: scan.files, leftOut: scan.leftOut };
  }

  /** Makes `name` inside `parent`, writes the files (folders and all), then opens it. */
  async createFolder(owner: number, parent: string, name: string, files: readonly PlaygroundFileShape[]): Promise<FolderProject> {
    const problem = folderProjectProblem(files);
    if (problem) throw new MessageError(problem);
    const base = await fsp.realpath(parent);
    const folder = pathInside(base, name.trim());
    if (path.dirname(folder) !== base) throw new MessageError(playgroundMessageTable.ref('outsideFolder', { name: name.trim() }));
    try {
      await fsp.mkdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new MessageError(playgroundMessageTable.ref('folderExists', { name: name.trim() }));
      throw error;
    }
    for (const file of files) await writeAtomically(await targetOnDisk(folder, file.name, true), file.content);
    return this.openFolder(owner, folder);
  }

  /**
   * Writes every changed file, and removes the ones the learner deleted since the last read or
   * save. Every path is checked before the first write, so a refused name writes nothing.
   */
  async save(owner: number, id: string, files: readonly PlaygroundFileShape[]): Promise<FolderProject> {
    const entry = this.entry(owner, id);
    const problem = folderProjectProblem(files);
    if (problem) throw new MessageError(problem);
    for (const file of files) await targetOnDisk(entry.root, file.name, false);
    for (const file of files) {
      const target = await targetOnDisk(entry.root, file.name, true);
      if (entry.snapshot.get(file.name) !== file.content || !fs.existsSync(target)) await writeAtomically(target, file.content);
    }
    const kept = new Set(files.map((f) => f.name));
    for (const name of entry.snapshot.keys()) if (!kept.has(name)) await removeInside(entry.root, name);
    entry.snapshot = snapshotOf(files);
    return { id, name: path.basename(entry.root), files: files.map((f) => ({ ...f })), leftOut: entry.leftOut };
  }

  /**
   * The folder as it is now. Changes heard while the page had no listener (the playground screen
   * closed) reached no one; the page reads the folder again when it comes back to the project,
   * and merges it as it merges a change it hears.
   */
  async read(owner: number, id: string): Promise<FolderProject> {
    const entry = this.entry(owner, id);
    const scan = await scanFolder(entry.root);
    if (this.open.get(id) !== entry) throw new MessageError(playgroundMessageTable.ref('folderNotOpen'));
    this.watch(id, entry, scan.folders);
    entry.snapshot = snapshotOf(scan.files);
    entry.leftOut = scan.leftOut;
    return { id, name: path.basename(entry.root), files: scan.files, leftOut: scan.leftOut };
  }

  /** The folder a terminal of this project starts in, or the file manager shows. */
  folderOf(owner: number, id: string): string {
    return this.entry(owner, id).root;
  }

  close(owner: number, id: string): void {
    const entry = this.open.get(id);
    if (!entry || entry.owner !== owner) return;
    for (const watcher of entry.watchers.values()) watcher.close();
    clearTimeout(entry.timer);
    this.open.delete(id);
  }

  /** The window closed: stop watching what it opened. */
  closeAllOf(owner: number): void {
    for (const [id, entry] of [...this.open]) if (entry.owner === owner) this.close(owner, id);
  }

  closeAll(): void {
    for (const [id, entry] of [...this.open]) this.close(entry.owner, id);
  }

  private entry(owner: number, id: string): OpenFolder {
    const entry = this.open.get(id);
    if (!entry || entry.owner !== owner) throw new MessageError(playgroundMessageTable.ref('folderNotOpen'));
    return entry;
  }

  /** Listens to exactly the folders last read: new ones start being heard, removed ones stop. */
  private watch(id: string, entry: OpenFolder, folders: readonly string[]): void {
    const wanted = new Set(folders);
    for (const [relative, watcher] of entry.watchers) {
      if (wanted.has(relative)) continue;
      watcher.close();
      entry.watchers.delete(relative);
    }
    for (const relative of wanted) {
      if (entry.watchers.has(relative)) continue;
      try {
        const watcher = fs.watch(path.join(entry.root, relative), () => {
          // Editors write in bursts (a temporary file, a rename): read once they settle.
          clearTimeout(entry.timer);
          entry.timer = setTimeout(() => void this.reread(id, entry), this.settleMs);
        });
        watcher.on('error', () => {
          watcher.close();
          entry.watchers.delete(relative);
        });
        entry.watchers.set(relative, watcher);
      } catch {
        // A folder that cannot be watched (a network share, one just removed) still opens and saves.
      }
    }
  }

  private async reread(id: string, entry: OpenFolder): Promise<void> {
    if (this.open.get(id) !== entry) return;
    let scan: FolderScan;
    try {
      scan = await scanFolder(entry.root);
    } catch {
      // Mid-change (a file half copied, the folder emptied): the next event reads it again.
      return;
    }
    if (this.open.get(id) !== entry) return;
    this.watch(id, entry, scan.folders);
    const { files } = scan;
    const same = files.length === entry.snapshot.size && files.every((f) => entry.snapshot.get(f.name) === f.content);
    if (same) return;
    entry.snapshot = snapshotOf(files);
    entry.leftOut = scan.leftOut;
    this.onChange(entry.owner, { id, name: path.basename(entry.root), files, leftOut: scan.leftOut });
  }
}

const snapshotOf = (files: readonly PlaygroundFileShape[]) => new Map(files.map((f) => [f.name, f.content]));
