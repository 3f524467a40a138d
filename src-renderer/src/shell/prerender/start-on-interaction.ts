import { colorSchemeAttribute } from '@shared/routing/color-scheme';
import { rememberedLanguage } from '../../core/remembered-language';
import { showPrerenderedCountdowns } from './prerender-countdowns';
import { appLinkAttribute, entryAttribute, hydratedEvent, preloadAttribute } from '../../core/prerender/prerendered-page';

/**
 * The start-up script of a prerendered page (src-server/http/prerendered-pages.ts). The page is
 * already drawn and its links already work, so a visitor can read it before any of the app's
 * 200 KB of scripts arrive: the app is fetched and run when the visitor first moves the pointer,
 * touches, turns the wheel or types. Whatever the app does by itself after a delay (the carousel,
 * the hackathon notice, the sign-in prompt) counts from then. A click on a control before the app
 * is there is held and given to the control once React has taken the page over, so the visitor's
 * first tap is not lost. A visitor whose remembered language is not English needs the app at
 * once, to draw the page in that language. A countdown on the page counts from the start.
 */
const script = document.querySelector<HTMLScriptElement>(`script[${entryAttribute}]`);
const entry = script?.getAttribute(entryAttribute);
// The screen's own chunks, fetched beside the entry rather than after it has run.
const screenScripts = script?.getAttribute(preloadAttribute)?.split(' ').filter(Boolean) ?? [];

// Mantine sets the colour scheme once it runs; until then the page follows the same choice. The
// server draws it light; a change restyles the whole page, so only a dark choice touches it.
try {
  const stored = localStorage.getItem('mantine-color-scheme-value');
  const dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  const scheme = dark ? 'dark' : 'light';
  if (document.documentElement.getAttribute(colorSchemeAttribute) !== scheme) document.documentElement.setAttribute(colorSchemeAttribute, scheme);
} catch {
  // Storage blocked: the light scheme until the app runs.
}

if (showPrerenderedCountdowns(document, new Date())) {
  const ticking = setInterval(() => showPrerenderedCountdowns(document, new Date()), 1_000);
  addEventListener(hydratedEvent, () => clearInterval(ticking), { once: true });
}

// A visitor who scrolls or tabs sends one of these first; a scroll or a focus alone can come from the
// browser itself (restoring a position, emulating a screen), which is no sign of a visitor.
const firstSigns = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;
let started = false;
let held: HTMLElement | undefined;

function start(sign?: Event): void {
  if (started || !entry) return;
  started = true;
  // Which sign started the app, for a trace or a performance panel to show.
  performance.mark(`app-started-by-${sign?.type ?? 'language'}`);
  for (const name of firstSigns) removeEventListener(name, start, { capture: true });
  for (const href of screenScripts) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // The entry as the app's own page has it.
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = entry;
  document.head.append(app);
}

function holdClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : undefined;
  // A link is a plain link until the app runs: the browser follows it, unless only the app can.
  if (!target || target.closest(`a[href]:not([${appLinkAttribute}])`)) return;
  const control = target.closest<HTMLElement>(`button, [role="button"], input, select, textarea, label, summary, a[${appLinkAttribute}]`);
  if (!control) return;
  event.preventDefault();
  held = control;
  start(event);
}

addEventListener('click', holdClick, { capture: true });
addEventListener(hydratedEvent, () => {
  removeEventListener('click', holdClick, { capture: true });
  const control = held;
  held = undefined;
  // In a task of its own: the event comes from React's effects, and React takes over the parts of
  // the page inside Suspense boundaries after that. A click from outside React's work makes it take
  // over the clicked part at once and then handle the click; from inside, the click is lost.
  setTimeout(() => {
    if (control?.isConnected) control.click();
  });
});

if (rememberedLanguage() !== 'en') start();
else for (const name of firstSigns) addEventListener(name, start, { capture: true, passive: true });
