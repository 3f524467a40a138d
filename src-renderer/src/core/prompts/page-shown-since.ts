/**
 * The product's prompts count their seconds from when the visitor had the page in front of them.
 * A page the server drew was there from the document's load, before the app started (it waits for
 * the visitor's first move), so its prompts count from then; any later page from when it showed.
 */
let prerenderedPath: string | undefined;

/** This document came drawn for `pathname`; `leftPrerenderedPage` forgets it once the visitor moves on. */
export function rememberPrerenderedPage(pathname: string): void {
  prerenderedPath = pathname;
}

export function leftPrerenderedPage(): void {
  prerenderedPath = undefined;
}

/** When the page at `pathname` was shown, in `performance.now()` milliseconds (0 is the document's load). */
export function pageShownSince(pathname: string): number {
  return pathname === prerenderedPath ? 0 : performance.now();
}

/** What is left of `delayMs` counted from `since` (a `performance.now()` time). */
export function delayLeft(delayMs: number, since: number): number {
  return Math.max(0, delayMs - (performance.now() - since));
}
