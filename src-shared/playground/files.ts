import type { MessageRef } from '../i18n/messages';
import { languageByExtension } from './languages';
import { playgroundMessageTable } from './messages';

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
export function fileNameProblem(name: string, existing: readonly string[]): MessageRef | undefined {
  const trimmed = name.trim();
  if (!trimmed) return playgroundMessageTable.ref('emptyName');
  if (trimmed.length > maxFileNameLength) return playgroundMessageTable.ref('nameTooLong', { max: maxFileNameLength });
  if (forbidden.test(trimmed) || hasControlCharacter(trimmed) || trimmed === '.' || trimmed === '..') return playgroundMessageTable.ref('badName');
  if (existing.includes(trimmed)) return playgroundMessageTable.ref('duplicateName', { name: trimmed });
  return undefined;
}

export type FileChange<T> = { ok: true; files: T[]; active: string } | { ok: false; error: MessageRef } | { ok: false; cancelled: true };

/** What names and how many files a project takes: a browser project's, or a folder project's on the desktop. */
export interface FileRules {
  nameProblem: (name: string, existing: readonly string[]) => MessageRef | undefined;
  maxFiles: number;
  tooManyFiles: MessageRef;
}

export const browserFileRules: FileRules = { nameProblem: fileNameProblem, maxFiles: maxFilesPerProject, tooManyFiles: playgroundMessageTable.ref('tooManyFiles', { max: maxFilesPerProject }) };

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
  if (files.length <= 1) return { ok: false, error: playgroundMessageTable.ref('lastFile') };
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
  tooMany: MessageRef;
  tooLarge: MessageRef;
  /** Why this name cannot join the names before it, or undefined. */
  nameProblem(name: string, existing: string[]): MessageRef | undefined;
}

/** Why files cannot be kept under these limits, or undefined when they can. */
export function filesProblem(files: readonly PlaygroundFileShape[], limits: ProjectLimits): MessageRef | undefined {
  if (files.length === 0) return playgroundMessageTable.ref('lastFile');
  if (files.length > limits.maxFiles) return limits.tooMany;
  const names: string[] = [];
  let total = 0;
  for (const file of files) {
    const problem = limits.nameProblem(file.name, names);
    if (problem) return problem;
    names.push(file.name);
    const bytes = utf8Length(file.content);
    if (bytes > maxFileBytes) return playgroundMessageTable.ref('fileTooLarge', { name: file.name, kb: maxFileBytes / 1000 });
    total += bytes;
  }
  return total > limits.maxBytes ? limits.tooLarge : undefined;
}

/** Why a whole project cannot be kept, or undefined when it can (the server checks this too). */
export function projectProblem(files: readonly PlaygroundFileShape[]): MessageRef | undefined {
  return filesProblem(files, {
    maxFiles: maxFilesPerProject,
    maxBytes: maxProjectBytes,
    tooMany: playgroundMessageTable.ref('tooManyFiles', { max: maxFilesPerProject }),
    tooLarge: playgroundMessageTable.ref('projectTooLarge', { kb: maxProjectBytes / 1000 }),
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
