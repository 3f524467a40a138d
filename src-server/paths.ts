import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so the server runs from any working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultResourcesDir = path.join(repoRoot, 'resources');
export const defaultRendererDir = path.join(repoRoot, 'out', 'web');

export function readPackageVersion(): string {
  const text = fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8');
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && 'version' in parsed && typeof parsed.version === 'string'
    ? parsed.version
    : '0.0.0';
}
