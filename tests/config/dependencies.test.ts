import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What package.json's two lists mean (docs/development.md "Dependencies"):
 * - dependencies: what the server bundle (out/server, built with --packages=external) and the
 *   desktop main process (electron-vite externalises `dependencies`) load at run time, including
 *   the packages the code runner finds by `require.resolve` (typescript, @types/node). A
 *   production install, `npm ci --omit=dev`, gets exactly these.
 * - devDependencies: build tools, tests, benches, Electron itself (electron-builder refuses it in
 *   dependencies) and the libraries vite bundles into the renderer, which never need installing
 *   next to the built app.
 */
const root = path.resolve(import.meta.dirname, '../..');
const manifest = z
  .object({ dependencies: z.record(z.string(), z.string()), devDependencies: z.record(z.string(), z.string()) })
  .parse(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')));
const dependencies = Object.keys(manifest.dependencies);
const devDependencies = Object.keys(manifest.devDependencies);

/** `@scope/name/sub?worker` and `name/sub` to the package that provides them. */
function packageOf(specifier: string): string {
  const bare = specifier.split('?')[0] ?? specifier;
  const parts = bare.split('/');
  return bare.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? bare);
}

interface Reach {
  /** Packages the bundle imports and leaves outside it. */
  imported: Set<string>;
  /** Packages its code locates at run time by `require.resolve`, without importing them. */
  located: Set<string>;
}

/** esbuild's view of one entry, with packages left external as our builds leave them. */
async function reach(entry: string, platform: 'node' | 'browser'): Promise<Reach> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform,
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    outdir: 'out/dependency-check',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
  });
  return { imported: externals(metafile), located: locatedBy(Object.keys(metafile.inputs)) };
}

/** What several entries of one build reach together. */
async function reachAll(entries: string[]): Promise<Reach> {
  const reaches = await Promise.all(entries.map((entry) => reach(entry, 'node')));
  return { imported: new Set(reaches.flatMap((r) => [...r.imported])), located: new Set(reaches.flatMap((r) => [...r.located])) };
}

function externals(metafile: Metafile): Set<string> {
  const found = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) {
      if (imported.external && !isBuiltin(imported.path)) found.add(packageOf(imported.path));
    }
  }
  return found;
}

function locatedBy(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files.filter((f) => !f.includes('node_modules'))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(/require\.resolve\(\s*['"]([^'"]+)['"]/g)) found.add(packageOf(match[1] ?? ''));
  }
  return found;
}

let server: Reach;
let main: Reach;
let renderer: Reach;
beforeAll(async () => {
  [server, main, renderer] = await Promise.all([
    // The server bundle's second entry is the heavy-work pool's worker, which loads the file readers.
    reachAll(['src-server/main.ts', 'src-server/heavy-work/worker.ts']),
    reachAll(['src-main/index.ts', 'src-main/server-process/entry.ts']),
    reach('src-renderer/src/main.tsx', 'browser'),
  ]);
}, 60_000);

describe('package.json says what each package is for', () => {
  it('lists every package the server bundle loads at run time in dependencies', () => {
    const needed = [...server.imported, ...server.located];
    expect(needed).toContain('typescript');
    expect(needed.filter((name) => !dependencies.includes(name))).toEqual([]);
  });

  it('lists every package the desktop main process loads in dependencies, except Electron itself', () => {
    const needed = [...main.imported, ...main.located].filter((name) => name !== 'electron');
    expect(needed.filter((name) => !dependencies.includes(name))).toEqual([]);
    expect(devDependencies).toContain('electron');
  });

  it('keeps nothing in dependencies that the server or main does not load (tests, tools, unused)', () => {
    const loaded = new Set([...server.imported, ...server.located, ...main.imported, ...main.located]);
    expect(dependencies.filter((name) => !loaded.has(name))).toEqual([]);
  });

  it('keeps the libraries vite bundles into the renderer in devDependencies, unless the server loads them too', () => {
    const serverSide = new Set([...server.imported, ...main.imported]);
    const bundledOnly = [...renderer.imported].filter((name) => !serverSide.has(name));
    expect(bundledOnly).toContain('react-dom');
    expect(bundledOnly.filter((name) => !devDependencies.includes(name))).toEqual([]);
  });
});
