/**
 * What the prerendered page's start-up script and the app agree on: the attribute that marks the
 * server's HTML in #root, the entry the script loads with the screen's own chunks, the event
 * the app raises once React has taken that HTML over, and the countdowns the script keeps counting
 * until then.
 */
export const prerenderedAttribute = 'data-prerendered';
export const entryAttribute = 'data-entry';
export const preloadAttribute = 'data-preload';
export const hydratedEvent = 'kodeshala:hydrated';
/** On a drawn countdown: the instants it counts to, `startsAt endsAt` (src-shared/hackathon/countdown.ts). */
export const countdownAttribute = 'data-drawn-countdown';
/** On each of its figures: which unit it shows; the script writes the figure into `data-value`. */
export const countdownUnitAttribute = 'data-drawn-unit';
