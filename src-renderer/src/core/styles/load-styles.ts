import type { Screen } from '@shared/routing/screens';
import { fetchOnce } from '../fetch-once';
import { whenIdle } from '../when-idle';

/** The share of Mantine's styles the lesson reader draws with beyond the first paint's (reader-styles.ts). */
export const loadReaderStyles = fetchOnce(() => import('./reader-styles'));

const loadOthers = fetchOnce(() => import('./rest-styles'));

/**
 * All of Mantine's styles the first paint leaves out: the reader's share and the rest
 * (rest-styles.ts). The reader's is asked for first, so on every page its rules come before the
 * rest's, as on the pages the server lists both in.
 */
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
