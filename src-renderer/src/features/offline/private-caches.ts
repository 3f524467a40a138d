import { privateCaches } from '@shared/offline/cache-names';

/**
 * Drops the lessons the worker kept for this learner (sign-out, a change of user). Done from the
 * page, which reaches the same Cache Storage, so it works whether or not a worker is running.
 */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(privateCaches.map((name) => caches.delete(name)));
}
