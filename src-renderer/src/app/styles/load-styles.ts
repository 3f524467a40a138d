import type { Screen } from '@shared/routing/screens';
import { whenIdle } from '../when-idle';

/** Fetches once; after a failure the next caller tries again. */
function once(load: () => Promise<unknown>): () => Promise<unknown> {
  let loading: Promise<unknown> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** The share of Mantine's styles the lesson reader draws with beyond the first paint's (reader-styles.ts). */
export const loadReaderStyles = once(() => import('./reader-styles'));

// The reader's share first: its stylesheet then comes before the rest's, as in Mantine's own order.
const loadOthers = once(() => import('./rest-styles'));

/** All of Mantine's styles the first paint leaves out: the reader's share and the rest (rest-styles.ts). */
export const loadRestOfStyles = (): Promise<unknown> => Promise.all([loadReaderStyles(), loadOthers()]);

/** What a screen waits for before it first renders (Screen.styles). */
export function loadStylesFor(screen: Screen): Promise<unknown> {
  if (screen.styles === 'first-paint') return Promise.resolve();
  return screen.styles === 'reader' ? loadReaderStyles() : loadRestOfStyles();
}

/** After the first paint, when the browser is idle, so dialogs and menus opened later are styled. */
export function loadRestOfStylesWhenIdle(): void {
  whenIdle(() => void loadRestOfStyles().catch(() => undefined));
}
