import type { MessageRef } from '../i18n/messages';
import { type FileRules, filesProblem, maxFileNameLength, type PlaygroundFileShape } from './files';
import { playgroundMessageTable } from './messages';

/**
 * A folder project (desktop only) is a folder on the learner's disk opened in the playground: a
 * hackathon team's repository of hundreds of files in folders, not a browser project. Its files
 * are named by their path inside the folder with `/` between folders ("src/app.ts"). The browser
 * project's limits (files.ts) stay as they are; these are the folder's own.
 */

// A hackathon repository is hundreds of source files; its lock files, builds and data sets are
// what .gitignore and the per-file limit leave out. The whole project crosses to the page in one
// message and sits in the editor's memory, so the total stays a few megabytes.
export const maxFolderFiles = 1000;
export const maxFolderBytes = 5_000_000;
/** Folders below the opened one (src/main/java/com/team/app/... is seven). */
export const maxFolderDepth = 12;
/** Folders walked while reading, so a folder of empty folders cannot keep the scanner busy. */
export const maxFolderDirectories = 2000;
export const maxFolderPathLength = 400;

/** Never opened or written, whatever .gitignore says: git's own data and installed packages. */
export const skippedFolders = ['.git', 'node_modules'] as const;

/** More files than a folder project opens. */
export const folderTooMany = playgroundMessageTable.ref('folderTooMany', { max: maxFolderFiles });

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

/** Why a path cannot name a file of a folder project, or undefined when it can. */
export function folderPathProblem(name: string, existing: readonly string[]): MessageRef | undefined {
  if (!name.trim()) return playgroundMessageTable.ref('emptyName');
  if (name.length > maxFolderPathLength) return playgroundMessageTable.ref('pathTooLong', { max: maxFolderPathLength });
  // ':' names a drive or a Windows alternate data stream; '\' is a separator there.
  if (name.startsWith('/') || /[\\:]/.test(name) || hasControlCharacter(name)) return playgroundMessageTable.ref('badPath');
  const parts = name.split('/');
  if (parts.some((part) => part.trim() === '' || part === '.' || part === '..')) return playgroundMessageTable.ref('badPath');
  if (parts.some((part) => part.length > maxFileNameLength)) return playgroundMessageTable.ref('nameTooLong', { max: maxFileNameLength });
  if (parts.some((part) => part.startsWith('.') || (skippedFolders as readonly string[]).includes(part))) return playgroundMessageTable.ref('leftOutPath');
  if (parts.length - 1 > maxFolderDepth) return playgroundMessageTable.ref('tooDeep', { path: name, max: maxFolderDepth });
  if (existing.includes(name)) return playgroundMessageTable.ref('duplicateName', { name });
  return undefined;
}

/** Why a folder project's files cannot be kept, or undefined when they can (main checks it again before writing). */
export function folderProjectProblem(files: readonly PlaygroundFileShape[]): MessageRef | undefined {
  const problem = filesProblem(files, {
    maxFiles: maxFolderFiles,
    maxBytes: maxFolderBytes,
    tooMany: folderTooMany,
    tooLarge: playgroundMessageTable.ref('folderTooLarge', { mb: maxFolderBytes / 1_000_000 }),
    nameProblem: folderPathProblem,
  });
  if (problem) return problem;
  const names = files.map((file) => file.name);
  const folders = new Set(names.flatMap((name) => name.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
  const clash = names.find((name) => folders.has(name));
  return clash === undefined ? undefined : playgroundMessageTable.ref('folderAndFile', { path: clash });
}

/** The playground's create and rename rules while a folder project is open. */
export const folderFileRules: FileRules = { nameProblem: folderPathProblem, maxFiles: maxFolderFiles, tooManyFiles: folderTooMany };
