/** One row of the playground's file list: a folder (open or closed) or a file, indented by depth. */
export type FileTreeRow = { kind: 'folder'; path: string; name: string; depth: number } | { kind: 'file'; path: string; name: string; depth: number };

interface Folder {
  folders: Map<string, Folder>;
  files: string[];
}

/**
 * The rows of a project's file list. A browser project's flat names keep their own order; a
 * folder project's paths become folders before files at each level, each in the order met, as
 * editors list them. Rows inside a closed folder are left out.
 */
export function fileTreeRows(names: readonly string[], closed: ReadonlySet<string> = new Set()): FileTreeRow[] {
  const root: Folder = { folders: new Map(), files: [] };
  for (const name of names) {
    const parts = name.split('/');
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part);
      if (!next) {
        next = { folders: new Map(), files: [] };
        folder.folders.set(part, next);
      }
      folder = next;
    }
    folder.files.push(name);
  }
  const rows: FileTreeRow[] = [];
  const walk = (folder: Folder, prefix: string, depth: number) => {
    for (const [name, inner] of folder.folders) {
      const path = prefix === '' ? name : `${prefix}/${name}`;
      rows.push({ kind: 'folder', path, name, depth });
      if (!closed.has(path)) walk(inner, path, depth + 1);
    }
    for (const path of folder.files) rows.push({ kind: 'file', path, name: path.slice(path.lastIndexOf('/') + 1), depth });
  };
  walk(root, '', 0);
  return rows;
}

/** The folders that hold `name`, outermost first: opened so a selected file is in view. */
export function foldersOf(name: string): string[] {
  const parts = name.split('/').slice(0, -1);
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}
