import type { PlaygroundFileShape } from './files';

export interface ExternalMerge<T extends PlaygroundFileShape> {
  files: T[];
  /** Files changed both on disk and in the editor since the last read or save: the editor's is kept. */
  conflicts: string[];
}

/**
 * Another editor changed the folder while the learner works on it. `base` is the folder as last
 * read or saved, `mine` the editor's files, `theirs` the folder now. What only one side changed
 * takes that side; what both changed keeps the learner's and is named, so a save writes it
 * knowingly. A file the learner deleted that changed on disk comes back: a deletion never loses
 * someone else's edit.
 */
export function mergeExternal<T extends PlaygroundFileShape>(base: readonly T[], mine: readonly T[], theirs: readonly T[]): ExternalMerge<T> {
  const byName = (files: readonly T[]) => new Map(files.map((f) => [f.name, f]));
  const [was, ours, now] = [byName(base), byName(mine), byName(theirs)];
  const files: T[] = [];
  const conflicts: string[] = [];
  const names = [...new Set([...theirs.map((f) => f.name), ...mine.map((f) => f.name)])];
  for (const name of names) {
    const [b, m, t] = [was.get(name)?.content, ours.get(name), now.get(name)];
    if (m?.content === b) {
      if (t) files.push(t);
    } else if (t?.content === b || m?.content === t?.content) {
      if (m) files.push(m);
    } else if (!m) {
      if (t) files.push(t);
    } else {
      files.push(m);
      if (t) conflicts.push(name);
    }
  }
  return { files, conflicts };
}

/** Whether two sets of files hold the same names with the same contents, in any order. */
export function sameFiles(a: readonly PlaygroundFileShape[], b: readonly PlaygroundFileShape[]): boolean {
  if (a.length !== b.length) return false;
  const contents = new Map(a.map((f) => [f.name, f.content]));
  return b.every((f) => contents.get(f.name) === f.content);
}
