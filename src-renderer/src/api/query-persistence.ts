import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { persistedMaxAgeMs, shouldPersistQuery } from './persisted-query';
import { queryClient } from './query-client';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked by the browser's settings: the app works, without offline copies.
    return undefined;
  }
}

// Saved as soon as the current task ends rather than once a second: a reload (or a closed tab)
// right after an answer must find it, and the opted-in copies are small.
const persister = createSyncStoragePersister({ storage: browserStorage(), key: 'kodeshala:queries', retry: removeOldestQuery, throttleTime: 0 });

/** The offline copies of the queries that opt in (`persisted`), kept in localStorage. */
const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: persistedMaxAgeMs,
  // A new version may reshape a reply; copies from an older version are dropped, not read.
  buster: __APP_VERSION__,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  hydrateOptions: { defaultOptions: { queries: { gcTime: persistedMaxAgeMs } } },
};

/**
 * A restored copy stands in only until the server answers: each is fetched again when first
 * shown, and if that fails the screen says it is showing the last saved copy.
 */
function refreshRestoredQueries(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: shouldPersistQuery, refetchType: 'none' });
}

/**
 * Puts the saved copies back into the query cache, then saves the opted-in queries whenever the
 * cache changes. It runs before the first render: restoring inside the tree (the persist
 * provider) drew every screen once with its queries held back, then again for the whole page,
 * in one task that a slow phone could not break up.
 */
export async function restorePersistedQueries(): Promise<void> {
  const options = { ...persistOptions, queryClient };
  try {
    await persistQueryClientRestore(options);
    await refreshRestoredQueries();
  } catch {
    // A copy that cannot be read has been dropped by the restore; the app starts without it.
  }
  persistQueryClientSubscribe(options);
}

/** Drops the stored copies at once (sign-out, another user), not at the next throttled save. */
export function forgetPersistedQueries(): void {
  void persister.removeClient();
}
