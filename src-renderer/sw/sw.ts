import { assetsCache, isOfflineReadablePath, isPrecacheName, lessonsCache, privateCaches, staleCacheNames } from '@shared/offline/cache-names';
import { toWorkerMessage, type FromWorkerMessage } from '@shared/offline/messages';
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/**
 * The web edition's service worker at /sw.js (product.md §3.2.8). It precaches its own build's app
 * shell in a cache named after the build, so a page it controls never gets another build's files;
 * it waits for SKIP_WAITING before taking over from an older worker, so the page decides when to
 * reload; and it keeps the lessons a learner opened for reading offline.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const version = __BUILD_ID__;

// One precache per build: `kodeshala-precache-<build id>`.
setCacheNameDetails({ prefix: 'kodeshala', precache: 'precache', suffix: version });

precacheAndRoute(self.__WB_MANIFEST);

// Every page of the app is the same index.html; the API, the code sandbox's page and files are not pages.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/sandbox\//, /\.[a-z0-9]+$/i] }));

// Hashed files left out of the precache (the editor, its language workers, the PDF engine): a name
// changes with its content, so a stored copy is always right, and the old tab that still needs one
// after a deployment finds it here.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: assetsCache, plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true })] }),
);

// The lessons a learner opened stay readable offline: the network answers while there is one, and
// its answer is kept; without a network the kept copy is served. The key is the address alone, so
// the pages clear this cache whenever the signed-in person changes.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && isOfflineReadablePath(url.pathname),
  new NetworkFirst({ cacheName: lessonsCache, plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true })] }),
);

async function tell(message: FromWorkerMessage, only?: Client | null): Promise<void> {
  const clients = only ? [only] : await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage(message);
}

async function removeCaches(names: readonly string[]): Promise<number> {
  const removed = await Promise.all(names.map((name) => caches.delete(name)));
  return removed.filter(Boolean).length;
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = staleCacheNames(await caches.keys(), cacheNames.precache);
      const updated = stale.some(isPrecacheName);
      const removed = await removeCaches(stale);
      await tell({ type: 'SW_ACTIVATED', version, action: updated ? 'updated' : 'installed' });
      if (removed > 0) await tell({ type: 'SW_UPDATED', version, message: `Old caches removed: ${removed}.` });
    })(),
  );
});
// The first worker takes the open pages at once, so the lessons read in this very visit are kept.
clientsClaim();

self.addEventListener('message', (event) => {
  const parsed = toWorkerMessage.safeParse(event.data);
  if (!parsed.success) return;
  const message = parsed.data;
  const source = event.source instanceof Client ? event.source : null;
  if (message.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (message.type === 'GET_VERSION') {
    void tell({ type: 'SW_VERSION', version }, source);
  } else {
    event.waitUntil(
      (async () => {
        const names = message.scope === 'all' ? await caches.keys() : [...privateCaches];
        const removed = await removeCaches(names);
        await tell({ type: 'SW_UPDATED', version, message: `Caches cleared: ${removed}.` }, source);
      })(),
    );
  }
});
