import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoggingFunction, RollupLog } from 'rollup';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The path aliases of tsconfig.base.json, for Vite, electron-vite and Vitest. */
export const aliases = {
  '@shared': path.join(root, 'src-shared'),
  '@server': path.join(root, 'src-server'),
  '@renderer': path.join(root, 'src-renderer/src'),
  '@resources': path.join(root, 'resources'),
};

/**
 * React Router points every import condition at its development build, which runs its development
 * warnings and checks in the learner's browser. A production build of the renderer takes the
 * package's production build instead (the same API; the home route is 0.5 KB gzipped smaller).
 */
export function productionRouter(mode: string): Array<{ find: RegExp; replacement: string }> {
  return mode === 'production' ? [{ find: /^react-router$/, replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs') }] : [];
}

const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

/**
 * Which build this is: the service worker and the page compare it to tell an update from the build
 * they run. KODESHALA_BUILD_ID pins it (a reproducible build); otherwise the build time makes every
 * build a new version.
 */
const buildId = process.env.KODESHALA_BUILD_ID ?? `${version}-${Date.now().toString(36)}`;

/** Compile-time constants of the renderer (declared in src-renderer/src/build-constants.d.ts). */
export const rendererDefines = { __APP_VERSION__: JSON.stringify(version), __BUILD_ID__: JSON.stringify(buildId) };

/** zod ships comments Rollup cannot place; they are harmless and would bury real warnings. */
export function quietZodAnnotations(warning: RollupLog, warn: LoggingFunction): void {
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod')) return;
  warn(warning);
}

/**
 * The query persister pins exact versions of TanStack's query core, older than the one React Query
 * brings; one copy in the bundle keeps a single cache implementation (and the bytes down).
 * react-pdf's packages each pin their own pdfkit beside the server's: its font package registers
 * the standard fonts' metrics on its copy, and the renderer's copy then fails with 'Standard font
 * "Helvetica" is not registered', so the browser gets the one pdfkit the server uses.
 */
/**
 * y-monaco imports Monaco's API by its file (`monaco-editor/esm/vs/editor/editor.api.js`), which
 * monaco-editor 0.57's exports map no longer reaches; it gets the same `monaco-editor` module as
 * the playground, so there is one Monaco in the bundle.
 */
export const monacoApiAlias = { find: /^monaco-editor\/esm\/vs\/editor\/editor\.api(\.js)?$/, replacement: 'monaco-editor' };

export const rendererDedupe = ['@tanstack/query-core', '@tanstack/query-persist-client-core', 'pdfkit'];
