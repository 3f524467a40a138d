import type { UpdatePolicy } from '@shared/offline/update-policy';

/**
 * What the update manager knows, for the banner and the cache debug panel (read with
 * useSyncExternalStore). One store per page: there is one manager per page.
 */
export type UpdateNotice =
  /** product.md §3.2.8 main notice: shown 5 s, then the update is applied. */
  | { kind: 'applying' }
  /** A new version the page will not apply by itself (Firefox, Safari, or the loop guard): a reload button, hidden after 30 s. */
  | { kind: 'available' }
  /** Shown after the reload that applied an update, hidden after 30 s. */
  | { kind: 'updated'; version: string };

export interface UpdateState {
  policy: UpdatePolicy | null;
  registration: ServiceWorkerRegistration | null;
  /** The version the active worker last reported (SW_ACTIVATED, SW_VERSION). */
  workerVersion: string | null;
  notice: UpdateNotice | null;
  /** The worker's last SW_UPDATED message, or the manager's last failure. */
  lastMessage: string | null;
  lastCheckAt: number | null;
  /** Bumped when the registration's workers change, so readers look at it again. */
  revision: number;
}

let state: UpdateState = { policy: null, registration: null, workerVersion: null, notice: null, lastMessage: null, lastCheckAt: null, revision: 0 };
const listeners = new Set<() => void>();

export function updateState(): UpdateState {
  return state;
}

export function setUpdateState(change: Partial<UpdateState>): void {
  state = { ...state, ...change, revision: state.revision + 1 };
  for (const listener of listeners) listener();
}

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
