import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionReply } from '@shared/api/auth';
import type { PrerenderQueries } from '@shared/routing/prerendered';

/** The prerenderer's entry (src-renderer/src/shell/prerender/prerender-page.tsx): a page drawn from its data, for a learner or no one. */
export type Prerender = (pathname: string, queries: PrerenderQueries, session?: SessionReply) => Promise<unknown>;

/**
 * The prerenderer `npm run build:web` writes beside the renderer (out/web-prerender/prerender-page.js),
 * loaded once: undefined when the build has none or it fails to load, and the pages it would draw
 * go out as the app instead. It starts loading at once rather than on the first visitor's request,
 * whom it would keep waiting a second or two.
 */
export function prerendererFor(rendererDir: string, log: FastifyBaseLogger): () => Promise<Prerender | undefined> {
  const file = path.join(path.dirname(rendererDir), `${path.basename(rendererDir)}-prerender`, 'prerender-page.js');
  if (!fs.existsSync(file)) return async () => undefined;
  // eslint-disable-next-line no-restricted-syntax -- a file the build wrote beside the renderer, found at run time, not a module of the source tree
  const loaded = import(pathToFileURL(file).href).then(
    (module: { prerenderPage?: unknown }) => (typeof module.prerenderPage === 'function' ? (module.prerenderPage as Prerender) : undefined),
    (error: unknown) => {
      log.warn({ err: error }, 'The prerenderer does not load; pages drawn from data go out as the app instead.');
      return undefined;
    },
  );
  return () => loaded;
}
