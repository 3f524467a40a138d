import './app/styles/first-paint-styles';
import './app/fonts.css';
import './app/focus.css';
// Before any schema is used (the modules below parse some as they load).
import './app/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restorePersistedQueries } from './api/query-persistence';
import { App } from './app/App';
import { installGlobalErrorHandlers } from './app/global-errors';
import { currentAppLanguage, loadLanguage } from './app/i18n';
import { loadScriptFont } from './app/script-fonts';
import { loadRestOfStylesWhenIdle } from './app/styles/load-styles';
import { restoreSession } from './features/auth/restore-session';

installGlobalErrorHandlers();
// The session's refresh goes out now, beside the language and the first screen's code, instead of
// after React has drawn the shell and mounted the auth provider.
void restoreSession();
loadScriptFont(currentAppLanguage());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// The shell's words in the remembered language first, so the first paint is in it (English ships
// in the bundle; Hindi or Telugu is one small fetch). Failing that, the shell shows in English.
// Beside them, the saved copies of queries, so the first render already has them.
void Promise.all([loadLanguage(currentAppLanguage()).catch(() => undefined), restorePersistedQueries()])
  .then(() => {
    const root = createRoot(container);
    // As a transition, React renders the first screen in slices of a few milliseconds, so a slow
    // phone can still take a tap while the page draws instead of sitting in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    loadRestOfStylesWhenIdle();
  });
