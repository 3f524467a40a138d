import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The path aliases of tsconfig.base.json, for Vite, electron-vite and Vitest. */
export const aliases = {
  '@shared': path.join(root, 'src-shared'),
  '@server': path.join(root, 'src-server'),
  '@renderer': path.join(root, 'src-renderer/src'),
  '@resources': path.join(root, 'resources'),
};
