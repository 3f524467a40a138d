import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { hasSignedInHint } from '@shared/auth/signed-in-hint';
import { manifestKey } from '@shared/routing/manifest-key';
import { notFoundScreen, screenFor, screens, type Screen } from '@shared/routing/screens';
import type { SessionReply } from '@shared/api/auth';
import type { PrerenderedPage, PrerenderQueries } from '@shared/routing/prerendered';
import type { PageSessionOf } from '../auth/page-session';
import { learnerPageDataFor, pagesPrerenderedForLearner, type LearnerDataFor, type LearnerPageData } from './prerender-for-learner';
import { pageDataFor, pagesPrerenderedWithData, type DataFor, type PageData } from './prerender-with-data';
import { prerendererFor, type Prerender } from './prerenderer';
import { loadPrerenderedPages, withPrerenderedBody } from './prerendered-pages';

/** A page of the renderer as it goes out; `personal` when it was drawn for the learner who asked, which no cache may keep. */
export interface RendererPage {
  html: string;
  personal: boolean;
}

/** The page the server sends for an address of the renderer (its path and query), given the request's Cookie header. */
export type PageFor = (address: string, cookieHeader: string | undefined) => Promise<RendererPage>;

/** What the server draws pages from: the data of public pages, and a signed-in learner's session and data for theirs. */
export interface PageSources {
  pageData: PageData;
  learnerPageData: LearnerPageData;
  sessionOf: PageSessionOf;
}

/**
 * Serves the built renderer from its own scope: the build's brotli copies where the browser takes
 * them (made once at build time at the highest level, smaller than what compressing on the fly
 * can afford), compression on the fly for the rest (small API replies stay outside its hook), and
 * every page with its own screen's scripts and styles listed. Returns the page for each address,
 * or undefined when no renderer is built and the server answers the API only.
 */
export async function registerRenderer(app: FastifyInstance, rendererDir: string | undefined, publicUrl: string, sources: PageSources): Promise<PageFor | undefined> {
  const dataFor = pageDataFor(sources.pageData);
  const learnerDataFor = learnerPageDataFor(sources.learnerPageData);
  const indexFile = rendererDir ? path.join(rendererDir, 'index.html') : undefined;
  if (!rendererDir || !indexFile || !fs.existsSync(indexFile)) return undefined;
  const drawers = { prerenderer: prerendererFor(rendererDir, app.log), dataFor, learnerDataFor, sessionOf: sources.sessionOf };
  const pageFor = pagesFor(fs.readFileSync(indexFile, 'utf8'), rendererDir, new URL(publicUrl).origin, drawers, app.log);
  await app.register(async (scope) => {
    await scope.register(compress, { threshold: 1024 });
    await scope.register(fastifyStatic, {
      root: rendererDir,
      wildcard: true,
      // `/` is a page like any other (below), not the built index.html as it is.
      index: false,
      preCompressed: true,
      // Our own cache-control below; the plugin's would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those can be cached for a year.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A cache between must keep the brotli copy apart from the plain file.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    scope.get('/', async (request, reply) => sendPage(reply, await pageFor('/', request.headers.cookie)));
  });
  return pageFor;
}

export function sendPage(reply: FastifyReply, page: RendererPage): FastifyReply {
  // A learner's page carries their session: no cache, the browser's own included, keeps a copy.
  return reply
    .header('cache-control', page.personal ? 'private, no-store' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

const viteManifest = z.record(
  z.string(),
  z.object({
    file: z.string(),
    src: z.string().optional(),
    name: z.string().optional(),
    isDynamicEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type ViteManifest = z.infer<typeof viteManifest>;

/** The scripts and styles a module loads before it runs: its own and those of its static imports, transitively. */
function staticClosure(manifest: ViteManifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    if (chunk.file.endsWith('.js')) scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles };
}

interface Drawers {
  prerenderer: () => Promise<Prerender | undefined>;
  dataFor: DataFor;
  learnerDataFor: LearnerDataFor;
  sessionOf: PageSessionOf;
}

/**
 * A page per screen. Every page lists its screen's scripts (modulepreload) and styles beside the
 * entry, so a lesson's dozens of chunks arrive in one round instead of one import level at a time
 * after the entry has run. Every screen but the home page also asks at once for the share of
 * Mantine's styles it waits for (Screen.styles, src-renderer/src/core/styles/), which it would
 * otherwise fetch after the entry.
 * A screen marked `prerender: 'build'` or `'with-data'` goes to a visitor who is not signed in as
 * drawn, when the build has drawn it (prerendered-pages.ts) or the server can draw it from its data
 * (prerender-with-data.ts); one marked `'for-learner'` goes to a signed-in learner drawn for them
 * (prerender-for-learner.ts). Every other page, and any that cannot be drawn, is the app's page.
 * Without a build manifest every page is the built index.html, and the screens fetch it all themselves.
 */
function pagesFor(indexHtml: string, rendererDir: string, origin: string, drawers: Drawers, log: FastifyBaseLogger): PageFor {
  const manifestFile = path.join(rendererDir, '.vite/manifest.json');
  const parsed = fs.existsSync(manifestFile) ? viteManifest.safeParse(JSON.parse(fs.readFileSync(manifestFile, 'utf8'))) : undefined;
  if (!parsed?.success || !indexHtml.includes('</head>')) return async () => ({ html: indexHtml, personal: false });
  const manifest = parsed.data;
  const entry = staticClosure(manifest, 'index.html');
  const inEntry = new Set([...entry.scripts, ...entry.styles]);
  const stylesheet = (source: string) => {
    const file = manifest[source]?.file;
    return file?.endsWith('.css') ? [file] : [];
  };
  const readerStyles = stylesheet('src/core/styles/reader-styles.ts');
  const mantineStyles = { 'first-paint': [], reader: readerStyles, all: [...readerStyles, ...stylesheet('src/core/styles/rest-styles.ts')] };

  const page = (screen: Screen) => {
    const key = manifestKey(manifest, screen.module);
    const own = key ? staticClosure(manifest, key) : { scripts: [], styles: [] };
    const styles = [...mantineStyles[screen.styles ?? 'all'], ...own.styles];
    const links = [
      ...[...new Set(styles)].filter((file) => !inEntry.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...new Set(own.scripts)].filter((file) => !inEntry.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    return links.length === 0 ? indexHtml : indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  };
  const pages = new Map([...screens, notFoundScreen].map((screen) => [screen, page(screen)]));
  const startScript = manifest['src/shell/prerender/start-on-interaction.ts']?.file;
  const drawn = startScript ? loadPrerenderedPages(rendererDir) : new Map<string, PrerenderedPage>();
  const appPage = (pathname: string) => pages.get(screenFor(pathname)) ?? indexHtml;
  const assemble = (pathname: string, page: PrerenderedPage, queries: PrerenderQueries = [], session?: SessionReply) =>
    startScript ? withPrerenderedBody(appPage(pathname), page, `/${startScript}`, origin, queries, session) : appPage(pathname);
  const prerendered = new Map([...drawn].map(([pathname, page]) => [pathname, assemble(pathname, page)]));
  const prerenderWithData = pagesPrerenderedWithData(drawers.prerenderer, drawers.dataFor, assemble, log);
  const prerenderForLearner = pagesPrerenderedForLearner(drawers.prerenderer, drawers.sessionOf, drawers.learnerDataFor, assemble, log);
  return async (asked, cookieHeader) => {
    // Appended rather than resolved, so that a path such as //host/x stays a path.
    const address = new URL(`http://page.invalid${asked}`);
    const { pathname } = address;
    if (!hasSignedInHint(cookieHeader ?? '')) {
      const page = prerendered.get(pathname) ?? (await prerenderWithData(pathname));
      if (page) return { html: page, personal: false };
    } else if (startScript) {
      const page = await prerenderForLearner(address, cookieHeader);
      if (page) return { html: page, personal: true };
    }
    return { html: appPage(pathname), personal: false };
  };
}
