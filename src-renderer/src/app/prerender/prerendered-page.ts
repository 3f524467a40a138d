/**
 * What the prerendered page's start-up script and the app agree on: the attribute that marks the
 * server's HTML in #root, the entry the script loads with the screen's own chunks, and the event
 * the app raises once React has taken that HTML over.
 */
export const prerenderedAttribute = 'data-prerendered';
export const entryAttribute = 'data-entry';
export const preloadAttribute = 'data-preload';
export const hydratedEvent = 'kodeshala:hydrated';
