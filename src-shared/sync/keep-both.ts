import { maxProjectNameLength, modeForFile, type PlaygroundFileShape } from '../playground/files';

/**
 * Keep both (docs/product.md "Offline-first sync"): the platform's copy stays where it is, and the
 * copy edited on this computer becomes a new playground project, kept on the platform like any
 * other, so it can be opened anywhere. A project's copy is that project; a resume or a hackathon
 * submission, of which there is only one, becomes a project holding it as a JSON file (the resume
 * builder's Import reads `resume.json` back).
 */

export type ConflictKind = 'resume' | 'submission' | 'project';

export const copySuffix = ' (copy from this computer)';

export interface ProjectCopy {
  name: string;
  files: PlaygroundFileShape[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A name with the suffix that still fits a project name, the base shortened if it must be. */
export function copyName(base: string): string {
  return `${base.slice(0, maxProjectNameLength - copySuffix.length).trimEnd()}${copySuffix}`;
}

const jsonFile = (name: string, value: unknown): PlaygroundFileShape => ({ name, mode: modeForFile(name), content: `${JSON.stringify(value, null, 2)}\n` });

const isFile = (value: unknown): value is PlaygroundFileShape =>
  isRecord(value) && typeof value.name === 'string' && typeof value.content === 'string' && typeof value.mode === 'string';

/**
 * The project that keeps this computer's copy. `mine` is the edit as it was sent, `server` the
 * platform's copy (a project edit may carry only a new name, or only the files).
 */
export function keepBothCopy(kind: ConflictKind, mine: unknown, server: unknown): ProjectCopy {
  const record = isRecord(mine) ? mine : {};
  const theirs = isRecord(server) ? server : {};
  if (kind === 'project') {
    const files = Array.isArray(record.files) ? record.files : Array.isArray(theirs.files) ? theirs.files : [];
    return { name: copyName(textOf(record.name) ?? textOf(theirs.name) ?? 'Project'), files: files.filter(isFile).map(({ name, content, mode }) => ({ name, content, mode })) };
  }
  if (kind === 'resume') return { name: copyName('Resume'), files: [jsonFile('resume.json', mine)] };
  return { name: copyName(textOf(record.projectTitle) ?? 'Hackathon submission'), files: [jsonFile('submission.json', mine)] };
}
