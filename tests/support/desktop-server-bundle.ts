import path from 'node:path';
import { build } from 'esbuild';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * Bundles the desktop's server-process entry the way electron-vite does for the app (dependencies
 * left to node_modules), so tests and the bench fork what the app runs, in seconds rather than
 * compiling the whole server on every start.
 */
export async function bundleServerProcess(): Promise<string> {
  const outfile = path.join(repo, 'out', 'test-server-process', 'entry.mjs');
  await build({
    entryPoints: [path.join(repo, 'src-main/server-process/entry.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    outfile,
  });
  return outfile;
}
