import type { FastifyBaseLogger } from 'fastify';
import type { SessionReply } from '@shared/api/auth';
import { prerenderedPage, type PrerenderedPage, type PrerenderQueries } from '@shared/routing/prerendered';
import { screenFor } from '@shared/routing/screens';
import type { PageSessionOf } from '../auth/page-session';
import type { Prerender } from './prerenderer';
import { checkLoadersMatchMarks } from './loaders-match-marks';

/**
 * How to read a learner's own data for each screen the server draws for them, by the screen's path
 * (with its `:name` parameters): one for every screen marked `prerender: 'for-learner'` and for no
 * other (learnerPageDataFor checks it at start). A reading gets the address asked for, its query
 * included, and answers undefined when there is nothing to draw (a course that does not exist),
 * and the app's page goes out.
 */
export type LearnerPageData = Readonly<Record<string, (userId: string, address: URL) => Promise<PrerenderQueries | undefined>>>;

/** A learner's data for the page at an address; undefined for an address no such screen draws. */
export type LearnerDataFor = (userId: string, address: URL) => Promise<PrerenderQueries | undefined>;

/** The loaders checked against the screens' marks, looked up by the screen that draws an address. */
export function learnerPageDataFor(pageData: LearnerPageData): LearnerDataFor {
  checkLoadersMatchMarks('for-learner', Object.keys(pageData), 'Pages prerendered for a learner');
  return async (userId, address) => {
    const { path } = screenFor(address.pathname);
    return Object.hasOwn(pageData, path) ? pageData[path]?.(userId, address) : undefined;
  };
}

/** Whether a signed-in visitor's page at this address can be drawn for them, before any session is read. */
export const prerenderForLearner = (pathname: string): boolean => screenFor(pathname).prerender === 'for-learner';

/**
 * Learners' pages being drawn at once, beyond which the next goes out as the app's page. The
 * prerenderer draws one page at a time (tens of milliseconds of one core each), so in a rush a
 * queue would hold every learner's page back; the app's page costs nothing to send, and it draws
 * the same screen in the browser.
 */
export const learnerDrawingsAtOnce = 4;

/**
 * The pages the server draws for the signed-in learner who asks (screens marked
 * `prerender: 'for-learner'`), from their own data and with their session, so the app starts from
 * it without asking for one. Drawn afresh for every request: nothing of one learner's page is kept
 * for another. Returns undefined (and the caller sends the app's page) when the request carries no
 * live session, the learner reads the product in another language than the drawing's English, the
 * page has no data, drawing fails, or learnerDrawingsAtOnce pages are being drawn already.
 */
export function pagesPrerenderedForLearner(
  prerenderer: () => Promise<Prerender | undefined>,
  sessionOf: PageSessionOf,
  dataFor: LearnerDataFor,
  assemble: (pathname: string, drawn: PrerenderedPage, queries: PrerenderQueries, session: SessionReply) => string,
  log: FastifyBaseLogger,
): (address: URL, cookieHeader: string | undefined) => Promise<string | undefined> {
  let drawing = 0;
  return async (address, cookieHeader) => {
    const { pathname } = address;
    if (!prerenderForLearner(pathname)) return undefined;
    const prerender = await prerenderer();
    // Counted with no wait between the check and the count, so that a rush cannot pass it together.
    if (!prerender || drawing >= learnerDrawingsAtOnce) return undefined;
    drawing += 1;
    try {
      const session = await sessionOf(cookieHeader);
      if (!session || session.user.language !== 'en') return undefined;
      const queries = await dataFor(session.user.uid, address);
      if (!queries) return undefined;
      return assemble(pathname, prerenderedPage.parse(await prerender(`${pathname}${address.search}`, queries, session)), queries, session);
    } catch (error) {
      log.error({ err: error, pathname }, "A learner's page could not be drawn; it goes out as the app instead.");
      return undefined;
    } finally {
      drawing -= 1;
    }
  };
}
