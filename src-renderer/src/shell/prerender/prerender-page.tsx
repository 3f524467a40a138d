import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import '../../core/zod-config';
import { endSession, startSession } from '../../api/session-token';
import { App } from '../App';
import { routes } from '../routes';
import { PageMetaSink } from '../../core/use-page-meta';
import type { SessionReply } from '@shared/api/auth';
import type { PrerenderedPage, PrerenderedPageMeta, PrerenderQueries } from '@shared/routing/prerendered';
import { screens } from '@shared/routing/screens';

/** The addresses drawn at build time: the screens marked `prerender: 'build'`. */
export const prerenderedPaths = screens.filter((screen) => screen.prerender === 'build').map((screen) => screen.path);

/**
 * A screen drawn to HTML in English, with the screen's own data awaited (react-dom/static waits for
 * every suspended query): for a visitor this server has not met, signed out, or with `session` for
 * the signed-in learner it belongs to. The server draws a page of changing data, or a learner's own,
 * with that data given as `queries`, which the screen then finds cached. One page is drawn at a
 * time: the session is the app's one signed-in session, which two drawings at once would share.
 */
export function prerenderPage(pathname: string, queries: PrerenderQueries = [], session?: SessionReply): Promise<PrerenderedPage> {
  const turn = drawing.then(() => draw(pathname, queries, session));
  drawing = turn.catch(() => undefined);
  return turn;
}

let drawing: Promise<unknown> = Promise.resolve();

async function draw(pathname: string, queries: PrerenderQueries, session: SessionReply | undefined): Promise<PrerenderedPage> {
  // What the page learns at once: from the absent signed-in cookie (restore-session.ts), or from the session it carries.
  if (session) startSession(session);
  else endSession(null);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} redirects; only a page that draws itself can be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
  let meta: Partial<PrerenderedPageMeta> = {};
  const page = (
    <PageMetaSink value={(found) => (meta = { ...meta, ...found })}>
      <App queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </PageMetaSink>
  );
  // The first pass waits for the screen's queries and lazy parts, but writes what suspended (and any
  // large part) after the rest, with inline scripts to move it in place, which the page's security
  // policy blocks. The second finds everything ready and writes the page in order.
  try {
    await prerender(page);
    const body = renderToString(page);
    if (body.includes('<script') || body.includes('<!--$?-->')) throw new Error(`${pathname} still waits for something after everything it asked for arrived.`);
    return { body, ...meta };
  } finally {
    endSession(null);
  }
}
