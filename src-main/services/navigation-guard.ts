export type NavigationDecision = 'allow' | 'external' | 'deny';

const externalProtocols = new Set(['https:', 'http:', 'mailto:']);

/**
 * Decides what happens when the window tries to go to `target`: our own origin stays in the app,
 * web and mail links open in the system browser, everything else (file:, javascript:, custom
 * schemes) is refused.
 */
export function decideNavigation(target: string, appOrigin: string): NavigationDecision {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'deny';
  }
  if (url.origin === appOrigin) return 'allow';
  return externalProtocols.has(url.protocol) ? 'external' : 'deny';
}
