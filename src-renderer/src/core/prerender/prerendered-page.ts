/**
 * What the prerendered page's start-up script and the app agree on: the attribute that marks the
 * server's HTML in #root, the entry the script loads with the screen's own chunks, the event
 * the app raises once React has taken that HTML over, the countdowns the script keeps counting
 * until then, and the links that only the app can follow.
 */
export const prerenderedAttribute = 'data-prerendered';
export const entryAttribute = 'data-entry';
export const preloadAttribute = 'data-preload';
export const hydratedEvent = 'kodeshala:hydrated';
/** On a drawn countdown: the instants it counts to, `startsAt endsAt` (src-shared/hackathon/countdown.ts). */
export const countdownAttribute = 'data-prerender-countdown';
/** On each of its figures: which unit it shows; the script writes the figure into `data-value`. */
export const countdownUnitAttribute = 'data-prerender-unit';
/**
 * On a link that carries more than its address (router state, such as a code block's program for
 * the playground): a click on it before the app is there is held for the app, like a button's,
 * instead of being followed by the browser without that state.
 */
export const appLinkAttribute = 'data-app-link';
