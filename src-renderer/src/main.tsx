import './core/styles/first-paint-styles';
import './core/fonts.css';
import './core/focus.css';
// Before any schema is used (the modules below parse some as they load).
import './core/zod-config';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from './api/query-client';
import { restorePersistedQueries } from './api/query-persistence';
import { App } from './shell/App';
import { installGlobalErrorHandlers } from './core/global-errors';
import { currentAppLanguage, loadLanguage } from './core/i18n';
import { hydratedEvent, prerenderedAttribute } from './core/prerender/prerendered-page';
import { leftPrerenderedPage, rememberPrerenderedPage } from './core/prompts/page-shown-since';
import { routes } from './shell/routes';
import { loadScriptFont } from './core/script-fonts';
import { loadRestOfStylesWhenIdle } from './core/styles/load-styles';
import { restoreSession } from './features/auth/restore-session';

installGlobalErrorHandlers();
// The session's refresh goes out now, beside the language and the first screen's code, instead of
// after React has drawn the shell and mounted the auth provider.
void restoreSession();
loadScriptFont(currentAppLanguage());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const router = createBrowserRouter(routes);

/**
 * The server drew a public page for a signed-out visitor in English (src-server/http/prerendered-
 * pages.ts). For that visitor React takes the HTML over as it stands; one who reads another
 * language gets the page drawn afresh in it.
 */
const prerenderedPage = container.hasAttribute(prerenderedAttribute);
const hydrating = prerenderedPage && currentAppLanguage() === 'en';
if (prerenderedPage) {
  const prerenderedPath = window.location.pathname;
  rememberPrerenderedPage(prerenderedPath);
  const stopWatching = router.subscribe((state) => {
    if (state.location.pathname === prerenderedPath) return;
    leftPrerenderedPage();
    stopWatching();
  });
}

/** The screen's lazy route has loaded, so the first render draws the screen the server drew. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/** Once React has taken the server's HTML over, the page is the app's: the mark goes, the event tells the start-up script. */
function Hydrated({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.removeAttribute(prerenderedAttribute);
    dispatchEvent(new Event(hydratedEvent));
  }, [root]);
  return null;
}

// The shell's words in the remembered language first, so the first paint is in it (English ships
// in the bundle; Hindi or Telugu is one small fetch). Failing that, the shell shows in English.
// Beside them, the saved copies of queries, so the first render already has them, and on a drawn
// page the data it was drawn with, in any language (the module is fetched apart: only drawn pages need it).
void Promise.all([
  loadLanguage(currentAppLanguage()).catch(() => undefined),
  restorePersistedQueries(),
  hydrating ? routerReady() : undefined,
  prerenderedPage ? import('./shell/prerender/prerender-queries') : undefined,
])
  .then(([, , , drawn]) => {
    drawn?.takePrerenderQueries(queryClient, document);
    const app = (
      <StrictMode>
        <App queryClient={queryClient}>
          <RouterProvider router={router} />
          {hydrating && <Hydrated root={container} />}
        </App>
      </StrictMode>
    );
    // As a transition, React renders the first screen in slices of a few milliseconds, so a slow
    // phone can still take a tap while the page draws instead of sitting in one long task.
    startTransition(() => {
      if (hydrating) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
    loadRestOfStylesWhenIdle();
  });
