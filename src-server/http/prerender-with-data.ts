import type { FastifyBaseLogger } from 'fastify';
import { prerenderedPage, type PrerenderedPage, type PrerenderQueries } from '@shared/routing/prerendered';
import type { Prerender } from './prerenderer';
import { checkLoadersMatchMarks } from './loaders-match-marks';

/**
 * How to read the data each page of changing data is drawn with, by its screen's path: one for
 * every screen marked `prerender: 'with-data'` and for no other (pageDataFor checks it at start).
 * A reading answers undefined when there is nothing to draw.
 */
export type PageData = Readonly<Record<string, () => Promise<PrerenderQueries | undefined>>>;

/** The data a page is drawn with, read when it is asked for; undefined for a page not drawn from data. */
export type DataFor = (pathname: string) => Promise<PrerenderQueries | undefined>;

/** The loaders checked against the screens' marks, looked up by a page's path. */
export function pageDataFor(pageData: PageData): DataFor {
  checkLoadersMatchMarks('with-data', Object.keys(pageData), 'Pages prerendered from data');
  return async (pathname) => (Object.hasOwn(pageData, pathname) ? pageData[pathname]?.() : undefined);
}

/**
 * The pages the server draws from data that changes (screens marked `prerender: 'with-data'`) with
 * the build's prerenderer. Each page is drawn the first time it is asked for and again only when its
 * data has changed; everyone asking meanwhile shares the drawing. Returns the page's whole HTML, or
 * undefined (and the caller sends the app's page) when the page has no data, the build has no
 * prerenderer, or it fails to load or to draw.
 */
export function pagesPrerenderedWithData(
  prerenderer: () => Promise<Prerender | undefined>,
  dataFor: DataFor,
  assemble: (pathname: string, drawn: PrerenderedPage, queries: PrerenderQueries) => string,
  log: FastifyBaseLogger,
): (pathname: string) => Promise<string | undefined> {
  const prerenderFor = new Map<string, { data: string; page: Promise<string | undefined> }>();

  const draw = async (pathname: string, queries: PrerenderQueries): Promise<string | undefined> => {
    const prerender = await prerenderer();
    if (!prerender) return undefined;
    try {
      return assemble(pathname, prerenderedPage.parse(await prerender(pathname, queries)), queries);
    } catch (error) {
      log.error({ err: error, pathname }, 'A page could not be drawn from its data; it goes out as the app instead.');
      return undefined;
    }
  };

  return async (pathname) => {
    if (!(await prerenderer())) return undefined;
    const queries = await dataFor(pathname).catch((error: unknown) => {
      log.error({ err: error, pathname }, 'The data to draw a page with could not be read; it goes out as the app instead.');
      return undefined;
    });
    if (!queries) return undefined;
    const data = JSON.stringify(queries);
    const known = prerenderFor.get(pathname);
    if (known?.data === data) return known.page;
    const page = draw(pathname, queries);
    prerenderFor.set(pathname, { data, page });
    return page;
  };
}
