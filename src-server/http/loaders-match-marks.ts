import { screens, type Screen } from '@shared/routing/screens';

/**
 * Stops the server at start unless the loaders given (by screen path) are exactly those of the
 * screens with this prerender mark: a marked screen without one would never be drawn, and a reading
 * for an unmarked screen would never be read.
 */
export function checkLoadersMatchMarks(mark: NonNullable<Screen['prerender']>, given: readonly string[], pages: string): void {
  const marked = screens.filter((screen) => screen.prerender === mark).map((screen) => screen.path);
  const missing = marked.filter((path) => !given.includes(path));
  const unmarked = given.filter((path) => !marked.includes(path));
  if (missing.length > 0 || unmarked.length > 0) {
    throw new Error(`${pages} and their loaders differ: no loader for ${missing.join(', ') || 'none'}; a loader but no '${mark}' screen for ${unmarked.join(', ') || 'none'}`);
  }
}
