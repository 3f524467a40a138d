/**
 * The worker's caches. The precached app shell lives in one cache per build, so a worker serves only
 * its own build's files; hashed assets too large to precache share one cache (their names change
 * with their content, so they never go stale); lessons the learner opened are private and are
 * dropped at sign-out.
 */
export const cachePrefix = 'kodeshala';
export const assetsCache = `${cachePrefix}-assets`;
export const lessonsCache = `${cachePrefix}-lessons`;

/** Workbox names the precache `<prefix>-precache-<suffix>`; the worker sets the build id as the suffix. */
export function precacheName(buildId: string): string {
  return `${cachePrefix}-precache-${buildId}`;
}

export const isPrecacheName = (name: string): boolean => name.startsWith(`${cachePrefix}-precache-`);

/** Caches holding one learner's data: cleared at sign-out and sign-in. */
export const privateCaches = [lessonsCache] as const;

/** product.md §3.2.8: every cache whose name is not one of the current build's is old and removed. */
export function staleCacheNames(existing: readonly string[], currentPrecache: string): string[] {
  const current = new Set([currentPrecache, assetsCache, lessonsCache]);
  return existing.filter((name) => !current.has(name));
}

/**
 * The API reads the reader needs to show an opened lesson again without a network: the catalogue,
 * a course with its outline and progress, a module's content list and a lesson body.
 */
export function isOfflineReadablePath(pathname: string): boolean {
  return /^\/api\/(courses(\/[^/]+(\/modules)?)?|modules\/[^/]+\/content|lessons\/[^/]+)$/.test(pathname);
}

/** The lesson a kept address holds (`/api/lessons/<id>`), or null for the other reads the reader keeps. */
export function savedLessonId(pathname: string): string | null {
  const match = /^\/api\/lessons\/([^/]+)$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
