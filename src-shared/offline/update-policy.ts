/**
 * The update manager's rules (product.md §3.2.8, §3.9): how often to look for a new version, and what
 * each browser family is allowed. Firefox and Safari check less often, never reload on their own,
 * keep other registrations, and skip the worker entirely on localhost, where their worker support
 * misbehaves with a development server's certificates and ports.
 */
export type BrowserFamily = 'firefox' | 'safari' | 'other';

export const updateCheckMs = 30_000;
export const limitedUpdateCheckMs = 120_000;
/** A banner hides after 30 s; the main notice after 5 s, and then the update is applied. */
export const bannerMs = 30_000;
export const mainNoticeMs = 5_000;

export function browserFamily(userAgent: string): BrowserFamily {
  if (/firefox|fxios/i.test(userAgent)) return 'firefox';
  // Chromium browsers put "Safari" in their user agent too; only the ones that do not name another engine are Safari.
  if (/safari/i.test(userAgent) && !/chrome|chromium|crios|edg|opr|android/i.test(userAgent)) return 'safari';
  return 'other';
}

export function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost');
}

export interface PageContext {
  /** Running inside the desktop app (its renderer is loaded from the app's own protocol). */
  desktop: boolean;
  protocol: string;
  hostname: string;
  family: BrowserFamily;
  /** The browser has navigator.serviceWorker (absent in private modes of some browsers and on plain http). */
  supported: boolean;
}

export interface UpdatePolicy {
  register: boolean;
  checkEveryMs: number;
  /** Apply a found update by itself after the main notice; otherwise the banner offers a reload. */
  reloadAutomatically: boolean;
  /** Unregister workers of other scripts or scopes left on this origin by older deployments. */
  removeOtherRegistrations: boolean;
}

export function updatePolicy(page: PageContext): UpdatePolicy {
  const limited = page.family !== 'other';
  const web = page.protocol === 'https:' || page.protocol === 'http:';
  return {
    register: page.supported && web && !page.desktop && !(limited && isLocalhost(page.hostname)),
    checkEveryMs: limited ? limitedUpdateCheckMs : updateCheckMs,
    reloadAutomatically: !limited,
    removeOtherRegistrations: !limited,
  };
}

/**
 * The loop guard: a tab reloads by itself for an update at most once in ten minutes (the time is kept
 * in sessionStorage, so it survives the reload it guards). A deployment that keeps announcing a new
 * version (a worker that fails to activate, a server that mixes two builds) then shows the banner
 * with its button instead of reloading again and again.
 */
export const autoReloadSpacingMs = 10 * 60 * 1000;

export function mayReloadAutomatically(lastAutoReloadAt: number | null, now: number): boolean {
  return lastAutoReloadAt === null || !Number.isFinite(lastAutoReloadAt) || now - lastAutoReloadAt >= autoReloadSpacingMs || now < lastAutoReloadAt;
}

/** product.md §3.2.9: the cache debug panel needs ?debug=cache and a screen at least 768 px wide. */
export const debugPanelMinWidth = 768;

export function showsCacheDebugPanel(search: string, width: number): boolean {
  const debug = new URLSearchParams(search).getAll('debug');
  return debug.some((value) => value.split(',').includes('cache')) && width >= debugPanelMinWidth;
}
