import fsp from 'node:fs/promises';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { maxFileBytes, modeForFile, type PlaygroundFileShape } from '@shared/playground/files';
import { MessageError } from '@shared/i18n/messages';
import {
  folderPathProblem,
  folderProjectProblem,
  folderTooMany,
  maxFolderBytes,
  maxFolderDepth,
  maxFolderDirectories,
  maxFolderFiles,
  skippedFolders,
} from '@shared/playground/folder-files';
import { playgroundMessageTable } from '@shared/playground/messages';

export interface FolderScan {
  files: PlaygroundFileShape[];
  /** Text files left out for being binary or larger than a playground file may be. */
  leftOut: number;
  /** Every folder read (relative, '' for the root): the watcher listens to exactly these. */
  folders: string[];
}

/** The rules of one .gitignore, which apply to the paths below its own folder. */
interface IgnoreFile {
  base: string;
  rules: Ignore;
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
 * Git's reading: the deepest .gitignore that says anything about a path decides, so a folder's
 * own `!keep.txt` brings back what its parent's `*.txt` left out.
 */
function ignored(relative: string, directory: boolean, stack: readonly IgnoreFile[]): boolean {
  let result = false;
  for (const { base, rules } of stack) {
    const inner = (base === '' ? relative : relative.slice(base.length + 1)) + (directory ? '/' : '');
    const verdict = rules.test(inner);
    if (verdict.ignored) result = true;
    else if (verdict.unignored) result = false;
  }
  return result;
}

async function readIgnoreFile(folder: string, base: string): Promise<IgnoreFile | undefined> {
  const text = await fsp.readFile(path.join(folder, '.gitignore'), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : { base, rules: ignore().add(text) };
}

const joined = (base: string, name: string) => (base === '' ? name : `${base}/${name}`);

/**
 * Reads a folder as a playground project: plain, visible UTF-8 text files in it and in its
 * folders, by their path inside it. `.git`, `node_modules`, hidden entries, links and what the
 * folder's .gitignore files list are never read; binary and too-large files are counted and left
 * out. Too many files, too many bytes or too deep a folder refuses the whole folder with a message
 * that says what to do, rather than opening part of a repository.
 */
export async function scanFolder(root: string): Promise<FolderScan> {
  const found: Array<{ name: string; full: string }> = [];
  const folders: string[] = [];
  const pending: Array<{ relative: string; depth: number; stack: IgnoreFile[] }> = [{ relative: '', depth: 0, stack: [] }];
  while (pending.length > 0) {
    const folder = pending.shift();
    if (!folder) break;
    folders.push(folder.relative);
    if (folders.length > maxFolderDirectories) throw new MessageError(playgroundMessageTable.ref('tooManyFolders', { max: maxFolderDirectories }));
    const full = path.join(root, folder.relative);
    const own = await readIgnoreFile(full, folder.relative);
    const stack = own ? [...folder.stack, own] : folder.stack;
    const entries = await fsp.readdir(full, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = joined(folder.relative, entry.name);
      // Dirents do not follow links: a link to a folder or file elsewhere on the disk is neither.
      const isFolder = entry.isDirectory();
      if (!isFolder && !entry.isFile()) continue;
      if (entry.name.startsWith('.') || (skippedFolders as readonly string[]).includes(entry.name)) continue;
      if (ignored(relative, isFolder, stack)) continue;
      if (isFolder) {
        if (folder.depth + 1 > maxFolderDepth) throw new MessageError(playgroundMessageTable.ref('tooDeep', { path: relative, max: maxFolderDepth }));
        pending.push({ relative, depth: folder.depth + 1, stack });
        continue;
      }
      // A name the playground could not save back (a ':' in it, say) is not opened either.
      if (folderPathProblem(relative, []) !== undefined) continue;
      found.push({ name: relative, full: path.join(full, entry.name) });
      if (found.length > maxFolderFiles) throw new MessageError(folderTooMany);
    }
  }
  const files: PlaygroundFileShape[] = [];
  let leftOut = 0;
  let total = 0;
  for (const { name, full } of found) {
    const { size } = await fsp.lstat(full);
    const content = size > maxFileBytes ? undefined : textOf(await fsp.readFile(full));
    if (content === undefined) {
      leftOut++;
      continue;
    }
    total += Buffer.byteLength(content);
    if (total > maxFolderBytes) throw new MessageError(playgroundMessageTable.ref('folderTooLarge', { mb: maxFolderBytes / 1_000_000 }));
    files.push({ name, content, mode: modeForFile(name) });
  }
  if (files.length === 0) throw new MessageError(playgroundMessageTable.ref('folderEmpty'));
  files.sort((a, b) => a.name.localeCompare(b.name));
  const problem = folderProjectProblem(files);
  if (problem) throw new MessageError(problem);
  return { files, leftOut, folders };
}
