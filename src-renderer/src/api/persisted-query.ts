import type { Query } from '@tanstack/react-query';

/** How long this browser keeps its offline copy of server data. */
export const persistedMaxAgeMs = 24 * 60 * 60 * 1000;

/**
 * Spread into a query to keep its last good reply in this browser, so a learner who is offline
 * still sees it. Only replies without tokens qualify, and per-user ones must carry the user id in
 * their key; signing in or out clears them all. The copy must outlive the query's time unused in
 * memory, or dropping it from memory would drop it from storage too.
 */
export const persisted = { meta: { persist: true }, gcTime: persistedMaxAgeMs } as const;

/** Only queries that opted in, and only their good replies: an error is never an offline copy. */
export const shouldPersistQuery = (query: Pick<Query, 'meta' | 'state'>): boolean =>
  query.meta?.persist === true && query.state.status === 'success';
