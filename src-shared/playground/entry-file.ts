import type { PlaygroundFileShape } from './files';

// What a repository's own tools would run, in the order a team most often means it.
const conventionalEntries = [
  'main.py', 'app.py', 'index.js', 'main.js', 'app.js', 'server.js', 'index.ts', 'main.ts',
  'Main.java', 'main.c', 'main.cpp', 'main.go', 'main.rs', 'main.rb', 'index.php', 'main.kt',
  'src/main.py', 'src/index.js', 'src/main.js', 'src/index.ts', 'src/main.ts', 'src/main.rs', 'src/main.c', 'src/main.cpp',
];

/**
 * The file Run starts in a folder project: package.json's `main` when it names one of the files,
 * else the first conventional entry file present; undefined when there is none (Run then uses the
 * file open in the editor).
 */
export function projectEntry(files: readonly PlaygroundFileShape[]): string | undefined {
  const names = new Set(files.map((f) => f.name));
  const manifest = files.find((f) => f.name === 'package.json')?.content;
  if (manifest !== undefined) {
    try {
      const main: unknown = (JSON.parse(manifest) as { main?: unknown }).main;
      const named = typeof main === 'string' ? main.replace(/^\.\//, '') : undefined;
      if (named && names.has(named)) return named;
    } catch {
      // A package.json being edited is often not JSON for a moment.
    }
  }
  return conventionalEntries.find((name) => names.has(name));
}
