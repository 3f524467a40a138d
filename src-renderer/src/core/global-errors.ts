/**
 * product.md §3.8 "Shell": browser errors about a closed message channel are suppressed (browser
 * extensions raise them; they are not ours), and a module-script error forces one refresh.
 */
const reloadFlagKey = 'stale-module-reload';
const reloadDelayMs = 1_000;

const messageOf = (value: unknown): string =>
  value instanceof Error ? value.message : typeof value === 'string' ? value : '';

export const isMessageChannelClosed = (message: string) => message.includes('message channel closed');

/**
 * After a new release the old page asks for chunk files that no longer exist and the server answers
 * with the HTML page, which the browser refuses as a module script.
 */
export const isStaleModuleError = (message: string) =>
  message.includes('Failed to fetch dynamically imported module') ||
  message.includes('Expected a JavaScript module script') ||
  message.includes('Importing a module script failed') ||
  message.includes('error loading dynamically imported module');

/**
 * Reloads once per tab session; a second failure stays on the error screen instead of looping.
 * Offline, a chunk fails because the network is gone, not because the release changed, and a
 * reload would only throw away the page the learner is on.
 */
export function reloadOnceForStaleModule(): boolean {
  if (!navigator.onLine || sessionStorage.getItem(reloadFlagKey)) return false;
  sessionStorage.setItem(reloadFlagKey, String(Date.now()));
  setTimeout(() => window.location.reload(), reloadDelayMs);
  return true;
}

function handle(message: string, event: Event): void {
  if (isMessageChannelClosed(message)) {
    event.preventDefault();
    event.stopImmediatePropagation();
    return;
  }
  if (isStaleModuleError(message)) reloadOnceForStaleModule();
}

export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => handle(event.message || messageOf(event.error), event));
  window.addEventListener('unhandledrejection', (event) => handle(messageOf(event.reason), event));
}
