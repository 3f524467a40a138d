import { type FileRules, filesProblem, maxFileNameLength, playgroundMessages, type PlaygroundFileShape } from './files';

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

export const folderMessages = {
  empty: 'This folder has no files the playground can open (hidden files, node_modules, what .gitignore lists and binary files are left out).',
  tooMany: `This folder has more than ${maxFolderFiles} files the playground would open. Open a folder further in, or list build output and data in its .gitignore.`,
  tooLarge: `The text files of this folder add up to more than ${maxFolderBytes / 1_000_000} MB. Open a folder further in, or list large files in its .gitignore.`,
  tooManyFolders: `This folder holds more than ${maxFolderDirectories} folders. Open a folder further in, or list build output in its .gitignore.`,
  tooDeep: (path: string) => `${path} is more than ${maxFolderDepth} folders deep. Open a folder further in, or list it in .gitignore.`,
  badPath: 'A file path uses / between folders, and cannot start with /, hold \\ or :, or have an empty, . or .. part.',
  pathTooLong: `A file path can be at most ${maxFolderPathLength} characters.`,
  leftOutPath: 'Hidden files and folders (a name starting with a dot) and node_modules are never opened or saved by the playground.',
  folderAndFile: (path: string) => `${path} cannot be both a file and a folder.`,
  exists: (name: string) => `A folder named ${name} is already there. Choose another name or open that folder.`,
  notOpen: 'This folder project is not open any more. Open the folder again.',
  outside: (name: string) => `Refused to write ${name}: it is not a plain file inside the project folder.`,
} as const;

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

/** Why a path cannot name a file of a folder project, or undefined when it can. */
export function folderPathProblem(name: string, existing: readonly string[]): string | undefined {
  if (!name.trim()) return playgroundMessages.emptyName;
  if (name.length > maxFolderPathLength) return folderMessages.pathTooLong;
  // ':' names a drive or a Windows alternate data stream; '\' is a separator there.
  if (name.startsWith('/') || /[\\:]/.test(name) || hasControlCharacter(name)) return folderMessages.badPath;
  const parts = name.split('/');
  if (parts.some((part) => part.trim() === '' || part === '.' || part === '..')) return folderMessages.badPath;
  if (parts.some((part) => part.length > maxFileNameLength)) return playgroundMessages.nameTooLong;
  if (parts.some((part) => part.startsWith('.') || (skippedFolders as readonly string[]).includes(part))) return folderMessages.leftOutPath;
  if (parts.length - 1 > maxFolderDepth) return folderMessages.tooDeep(name);
  if (existing.includes(name)) return playgroundMessages.duplicateName(name);
  return undefined;
}

/** Why a folder project's files cannot be kept, or undefined when they can (main checks it again before writing). */
export function folderProjectProblem(files: readonly PlaygroundFileShape[]): string | undefined {
  const problem = filesProblem(files, {
    maxFiles: maxFolderFiles,
    maxBytes: maxFolderBytes,
    tooMany: folderMessages.tooMany,
    tooLarge: folderMessages.tooLarge,
    nameProblem: folderPathProblem,
  });
  if (problem) return problem;
  const names = files.map((file) => file.name);
  const folders = new Set(names.flatMap((name) => name.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
  const clash = names.find((name) => folders.has(name));
  return clash === undefined ? undefined : folderMessages.folderAndFile(clash);
}

/** The playground's create and rename rules while a folder project is open. */
export const folderFileRules: FileRules = { nameProblem: folderPathProblem, maxFiles: maxFolderFiles, tooManyFiles: folderMessages.tooMany };
