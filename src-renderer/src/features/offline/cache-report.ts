export interface CacheReport {
  name: string;
  entries: number;
}

/** The caches of this origin with their entry counts, for the cache debug panel. */
export async function readCaches(): Promise<CacheReport[]> {
  if (typeof caches === 'undefined') return [];
  const names = await caches.keys();
  return Promise.all(names.map(async (name) => ({ name, entries: (await (await caches.open(name)).keys()).length })));
}

export type WorkerStatus = 'not supported' | 'not registered' | 'installing' | 'waiting' | 'active' | 'skipped here';

export function workerStatus(registration: ServiceWorkerRegistration | null, registers: boolean): WorkerStatus {
  if (!('serviceWorker' in navigator)) return 'not supported';
  if (!registers) return 'skipped here';
  if (!registration) return 'not registered';
  if (registration.installing) return 'installing';
  if (registration.waiting) return 'waiting';
  return registration.active ? 'active' : 'not registered';
}
