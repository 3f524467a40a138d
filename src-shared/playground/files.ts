import { languageByExtension } from './languages';

/** product.md §1.3: a playground file is a name, its content and its editor mode. */
export interface PlaygroundFileShape {
  name: string;
  content: string;
  mode: string;
}

// Our limits: a project must fit one request (1 MB body) with room to spare, and a learner's
// playground is a handful of files, not a repository.
export const maxFilesPerProject = 30;
export const maxFileNameLength = 100;
export const maxFileBytes = 200_000;
export const maxProjectBytes = 600_000;
export const maxProjectNameLength = 100;
export const maxProjectsPerUser = 100;

/** product.md §1.8 messages, and ours for what the spec leaves open. */
export const playgroundMessages = {
  unsupportedExtension: (ext: string) => `Language not supported for file extension: ${ext}`,
  noHtml: 'No HTML file found for preview',
  notInstalled: (label: string) => `${label} cannot run on this server: it has no ${label} toolchain. Try another language, or ask your admin to connect a Piston runner.`,
  noResult: 'No execution result received',
  executionFailed: (message: string) => `Execution failed: ${message}`,
  httpError: (status: number) => `HTTP error! status: ${status}`,
  emptyName: 'Please enter a file name.',
  nameTooLong: `A file name can be at most ${maxFileNameLength} characters.`,
  badName: 'A file name cannot contain / or \\ and cannot be . or ..',
  duplicateName: (name: string) => `A file named ${name} already exists.`,
  lastFile: 'A project needs at least one file.',
  tooManyFiles: `A project can hold at most ${maxFilesPerProject} files.`,
  fileTooLarge: (name: string) => `${name} is larger than ${maxFileBytes / 1000} KB.`,
  projectTooLarge: `A project can hold at most ${maxProjectBytes / 1000} KB of code.`,
} as const;

const modeByExtension: Record<string, string> = {
  html: 'html', htm: 'html', css: 'css', json: 'json', md: 'markdown', xml: 'xml', svg: 'xml', txt: 'text',
  scss: 'scss', less: 'less', yaml: 'yaml', yml: 'yaml', jsx: 'javascript', tsx: 'typescript',
};

export function extensionOf(name: string): string {
  // A folder project's names carry their folders ("src.old/README").
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** product.md §1.5: the mode derives from the extension, default text. */
export function modeForFile(name: string): string {
  const ext = extensionOf(name);
  return languageByExtension(ext)?.mode ?? modeByExtension[ext] ?? 'text';
}

// Folders are not part of a playground project, and control characters never belong in a name.
const hasControlCharacter = (name: string) => [...name].some((c) => c.charCodeAt(0) < 32);
const forbidden = /[/\\]/;

/** Why a file name cannot be used, or undefined when it can. */
export function fileNameProblem(name: string, existing: readonly string[]): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return playgroundMessages.emptyName;
  if (trimmed.length > maxFileNameLength) return playgroundMessages.nameTooLong;
  if (forbidden.test(trimmed) || hasControlCharacter(trimmed) || trimmed === '.' || trimmed === '..') return playgroundMessages.badName;
  if (existing.includes(trimmed)) return playgroundMessages.duplicateName(trimmed);
  return undefined;
}

export type FileChange<T> = { ok: true; files: T[]; active: string } | { ok: false; error: string } | { ok: false; cancelled: true };

/** What names and how many files a project takes: a browser project's, or a folder project's on the desktop. */
export interface FileRules {
  nameProblem: (name: string, existing: readonly string[]) => string | undefined;
  maxFiles: number;
  tooManyFiles: string;
}

export const browserFileRules: FileRules = { nameProblem: fileNameProblem, maxFiles: maxFilesPerProject, tooManyFiles: playgroundMessages.tooManyFiles };

export function createFile(files: readonly PlaygroundFileShape[], name: string, content = '', rules = browserFileRules): FileChange<PlaygroundFileShape> {
  const problem = rules.nameProblem(name.trim(), files.map((f) => f.name));
  if (problem) return { ok: false, error: problem };
  if (files.length >= rules.maxFiles) return { ok: false, error: rules.tooManyFiles };
  const trimmed = name.trim();
  return { ok: true, files: [...files, { name: trimmed, content, mode: modeForFile(trimmed) }], active: trimmed };
}

/** product.md §1.5: renaming to an empty or unchanged name cancels. The mode follows the new extension. */
export function renameFile(files: readonly PlaygroundFileShape[], from: string, to: string, rules = browserFileRules): FileChange<PlaygroundFileShape> {
  const trimmed = to.trim();
  if (!trimmed || trimmed === from) return { ok: false, cancelled: true };
  const problem = rules.nameProblem(trimmed, files.filter((f) => f.name !== from).map((f) => f.name));
  if (problem) return { ok: false, error: problem };
  return { ok: true, files: files.map((f) => (f.name === from ? { ...f, name: trimmed, mode: modeForFile(trimmed) } : f)), active: trimmed };
}

export function deleteFile(files: readonly PlaygroundFileShape[], name: string): FileChange<PlaygroundFileShape> {
  if (files.length <= 1) return { ok: false, error: playgroundMessages.lastFile };
  const index = files.findIndex((f) => f.name === name);
  if (index < 0) return { ok: false, cancelled: true };
  const rest = files.filter((f) => f.name !== name);
  return { ok: true, files: rest, active: rest[Math.max(0, index - 1)]?.name ?? rest[0]?.name ?? '' };
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The limits one kind of project keeps its files to: the browser's, or a desktop folder's. */
export interface ProjectLimits {
  maxFiles: number;
  maxBytes: number;
  tooMany: string;
  tooLarge: string;
  /** Why this name cannot join the names before it, or undefined. */
  nameProblem(name: string, existing: string[]): string | undefined;
}

/** Why files cannot be kept under these limits, or undefined when they can. */
export function filesProblem(files: readonly PlaygroundFileShape[], limits: ProjectLimits): string | undefined {
  if (files.length === 0) return playgroundMessages.lastFile;
  if (files.length > limits.maxFiles) return limits.tooMany;
  const names: string[] = [];
  let total = 0;
  for (const file of files) {
    const problem = limits.nameProblem(file.name, names);
    if (problem) return problem;
    names.push(file.name);
    const bytes = utf8Length(file.content);
    if (bytes > maxFileBytes) return playgroundMessages.fileTooLarge(file.name);
    total += bytes;
  }
  return total > limits.maxBytes ? limits.tooLarge : undefined;
}

/** Why a whole project cannot be kept, or undefined when it can (the server checks this too). */
export function projectProblem(files: readonly PlaygroundFileShape[]): string | undefined {
  return filesProblem(files, {
    maxFiles: maxFilesPerProject,
    maxBytes: maxProjectBytes,
    tooMany: playgroundMessages.tooManyFiles,
    tooLarge: playgroundMessages.projectTooLarge,
    nameProblem: fileNameProblem,
  });
}

/** The name a new file gets when a sample opens in the playground: main.py, then main-2.py, ... */
export function freeFileName(base: string, extension: string, existing: readonly string[]): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${base}.${extension}` : `${base}-${n}.${extension}`;
    if (!existing.includes(name)) return name;
  }
}
