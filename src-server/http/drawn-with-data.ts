import type { FastifyBaseLogger } from 'fastify';
import { drawnPage, type DrawnPage, type DrawnQueries } from '@shared/routing/drawn-page';
import type { Prerender } from './prerenderer';
import { checkReadingsMatchMarks } from './readings-match-marks';

/**
 * How to read the data each page of changing data is drawn with, by its screen's path: one for
 * every screen marked `prerender: 'with-data'` and for no other (pageDataFor checks it at start).
 * A reading answers undefined when there is nothing to draw.
 */
export type PageData = Readonly<Record<string, () => Promise<DrawnQueries | undefined>>>;

/** The data a page is drawn with, read when it is asked for; undefined for a page not drawn from data. */
export type DataFor = (pathname: string) => Promise<DrawnQueries | undefined>;

/** The readings checked against the screens' marks, looked up by a page's path. */
export function pageDataFor(pageData: PageData): DataFor {
  checkReadingsMatchMarks('with-data', Object.keys(pageData), 'Pages drawn from data');
  return async (pathname) => (Object.hasOwn(pageData, pathname) ? pageData[pathname]?.() : undefined);
}

/**
 * The pages the server draws from data that changes (screens marked `prerender: 'with-data'`) with
 * the build's prerenderer. Each page is drawn the first time it is asked for and again only when its
 * data has changed; everyone asking meanwhile shares the drawing. Returns the page's whole HTML, or
 * undefined (and the caller sends the app's page) when the page has no data, the build has no
 * prerenderer, or it fails to load or to draw.
 */
export function pagesDrawnWithData(
  prerenderer: () => Promise<Prerender | undefined>,
  dataFor: DataFor,
  assemble: (pathname: string, drawn: DrawnPage, queries: DrawnQueries) => string,
  log: FastifyBaseLogger,
): (pathname: string) => Promise<string | undefined> {
  const drawnFor = new Map<string, { data: string; page: Promise<string | undefined> }>();

  const draw = async (pathname: string, queries: DrawnQueries): Promise<string | undefined> => {
    const prerender = await prerenderer();
    if (!prerender) return undefined;
    try {
      return assemble(pathname, drawnPage.parse(await prerender(pathname, queries)), queries);
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
    const known = drawnFor.get(pathname);
    if (known?.data === data) return known.page;
    const page = draw(pathname, queries);
    drawnFor.set(pathname, { data, page });
    return page;
  };
}
