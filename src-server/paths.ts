import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this file (source or bundle) with our package.json. */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'resources'))) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
export const defaultResourcesDir = path.join(repoRoot, 'resources');
export const defaultRendererDir = path.join(repoRoot, 'out', 'web');

export function readPackageVersion(): string {
  const text = fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8');
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && 'version' in parsed && typeof parsed.version === 'string'
    ? parsed.version
    : '0.0.0';
}
