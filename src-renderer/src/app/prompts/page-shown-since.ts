/**
 * The product's prompts count their seconds from when the visitor had the page in front of them.
 * A page the server drew was there from the document's load, before the app started (it waits for
 * the visitor's first move), so its prompts count from then; any later page from when it showed.
 */
let drawnPath: string | undefined;

/** This document came drawn for `pathname`; `leftDrawnPage` forgets it once the visitor moves on. */
export function rememberDrawnPage(pathname: string): void {
  drawnPath = pathname;
}

export function leftDrawnPage(): void {
  drawnPath = undefined;
}

/** When the page at `pathname` was shown, in `performance.now()` milliseconds (0 is the document's load). */
export function pageShownSince(pathname: string): number {
  return pathname === drawnPath ? 0 : performance.now();
}

/** What is left of `delayMs` counted from `since` (a `performance.now()` time). */
export function delayLeft(delayMs: number, since: number): number {
  return Math.max(0, delayMs - (performance.now() - since));
}
