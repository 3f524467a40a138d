import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FolderProject } from '@shared/bridge';
import { fileNameProblem, maxFileBytes, maxFilesPerProject, modeForFile, projectProblem, type PlaygroundFileShape } from '@shared/playground/files';

export const folderMessages = {
  empty: 'This folder has no files the playground can open (hidden files, folders and binary files are left out).',
  tooMany: (count: number) => `This folder has ${count} files; a playground project holds at most ${maxFilesPerProject}.`,
  exists: (name: string) => `A folder named ${name} is already there. Choose another name or open that folder.`,
  notOpen: 'This folder project is not open any more. Open the folder again.',
  outside: (name: string) => `Refused to write ${name}: it is not a plain file inside the project folder.`,
} as const;

interface OpenFolder {
  /** The window that opened it: only that one saves it and hears of its changes. */
  owner: number;
  root: string;
  /** What we last read or wrote, by name: a watcher event that changes nothing of it is ours. */
  snapshot: Map<string, string>;
  watcher: fs.FSWatcher | undefined;
  timer: NodeJS.Timeout | undefined;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

function textOf(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The one place a name from the page becomes a path: a plain name with no separator, `.` or `..`,
 * whose resolved path sits directly in the folder. Anything else is refused before any write.
 */
export function pathInside(root: string, name: string): string {
  if (fileNameProblem(name, []) !== undefined || name !== name.trim()) throw new Error(folderMessages.outside(name));
  const target = path.resolve(root, name);
  if (path.dirname(target) !== path.resolve(root)) throw new Error(folderMessages.outside(name));
  return target;
}

/** Reads the top level of a folder as playground files: plain, visible, UTF-8 text files only. */
async function readFolder(root: string): Promise<PlaygroundFileShape[]> {
  const entries = await fsp.readdir(root, { withFileTypes: true });
  const candidates = entries.filter((e) => e.isFile() && !e.name.startsWith('.') && fileNameProblem(e.name, []) === undefined);
  if (candidates.length > maxFilesPerProject) throw new Error(folderMessages.tooMany(candidates.length));
  const files: PlaygroundFileShape[] = [];
  for (const entry of candidates.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(root, entry.name);
    const { size } = await fsp.stat(full);
    if (size > maxFileBytes) continue;
    const content = textOf(await fsp.readFile(full));
    if (content !== undefined) files.push({ name: entry.name, content, mode: modeForFile(entry.name) });
  }
  if (files.length === 0) throw new Error(folderMessages.empty);
  const problem = projectProblem(files);
  if (problem) throw new Error(problem);
  return files;
}

/** Writes through a temporary file and a rename, so another editor never reads half a file. */
async function writeAtomically(target: string, content: string): Promise<void> {
  const existing = await fsp.lstat(target).catch(() => undefined);
  // A link could point anywhere on the disk: never write through one.
  if (existing && !existing.isFile()) throw new Error(folderMessages.outside(path.basename(target)));
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.kodeshala-tmp`);
  await fsp.writeFile(temporary, content, { flag: 'wx' });
  await fsp.rename(temporary, target);
}

/**
 * Folder projects (desktop only): a folder on disk opened as a playground project. The page holds
 * an opaque id; the path stays here. Changes made by other editors reach `onChange`.
 */
export class FolderProjects {
  private readonly open = new Map<string, OpenFolder>();

  constructor(
    private readonly onChange: (owner: number, project: FolderProject) => void,
    private readonly settleMs = 150,
  ) {}

  async openFolder(owner: number, folder: string): Promise<FolderProject> {
    const root = await fsp.realpath(folder);
    const files = await readFolder(root);
    const id = randomUUID();
    const entry: OpenFolder = { owner, root, snapshot: new Map(files.map((f) => [f.name, f.content])), watcher: undefined, timer: undefined };
    this.open.set(id, entry);
    this.watch(id, entry);
    return { id, name: path.basename(root), files };
  }

  /** Makes `name` inside `parent`, writes the files, then opens it. */
  async createFolder(owner: number, parent: string, name: string, files: readonly PlaygroundFileShape[]): Promise<FolderProject> {
    const folder = pathInside(await fsp.realpath(parent), name.trim());
    try {
      await fsp.mkdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(folderMessages.exists(name.trim()));
      throw error;
    }
    for (const file of files) await writeAtomically(pathInside(folder, file.name), file.content);
    return this.openFolder(owner, folder);
  }

  /** Writes every file, and removes the ones the learner deleted since the last read or save. */
  async save(owner: number, id: string, files: readonly PlaygroundFileShape[]): Promise<FolderProject> {
    const entry = this.entry(owner, id);
    const problem = projectProblem(files);
    if (problem) throw new Error(problem);
    const targets = files.map((file) => ({ file, target: pathInside(entry.root, file.name) }));
    for (const { file, target } of targets) {
      if (entry.snapshot.get(file.name) !== file.content || !fs.existsSync(target)) await writeAtomically(target, file.content);
    }
    const kept = new Set(files.map((f) => f.name));
    for (const name of entry.snapshot.keys()) {
      if (kept.has(name)) continue;
      const target = pathInside(entry.root, name);
      const stat = await fsp.lstat(target).catch(() => undefined);
      if (stat?.isFile()) await fsp.unlink(target);
    }
    entry.snapshot = new Map(files.map((f) => [f.name, f.content]));
    return { id, name: path.basename(entry.root), files: files.map((f) => ({ ...f })) };
  }

  /** The folder a terminal of this project starts in. */
  folderOf(owner: number, id: string): string {
    return this.entry(owner, id).root;
  }

  close(owner: number, id: string): void {
    const entry = this.open.get(id);
    if (!entry || entry.owner !== owner) return;
    entry.watcher?.close();
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
    if (!entry || entry.owner !== owner) throw new Error(folderMessages.notOpen);
    return entry;
  }

  private watch(id: string, entry: OpenFolder): void {
    try {
      entry.watcher = fs.watch(entry.root, () => {
        // Editors write in bursts (a temporary file, a rename): read once they settle.
        clearTimeout(entry.timer);
        entry.timer = setTimeout(() => void this.reread(id, entry), this.settleMs);
      });
      entry.watcher.on('error', () => entry.watcher?.close());
    } catch {
      // A folder that cannot be watched (a network share) still opens and saves.
      entry.watcher = undefined;
    }
  }

  private async reread(id: string, entry: OpenFolder): Promise<void> {
    if (this.open.get(id) !== entry) return;
    let files: PlaygroundFileShape[];
    try {
      files = await readFolder(entry.root);
    } catch {
      // Mid-change (a file half copied, the folder emptied): the next event reads it again.
      return;
    }
    const same = files.length === entry.snapshot.size && files.every((f) => entry.snapshot.get(f.name) === f.content);
    if (same || this.open.get(id) !== entry) return;
    entry.snapshot = new Map(files.map((f) => [f.name, f.content]));
    this.onChange(entry.owner, { id, name: path.basename(entry.root), files });
  }
}
