import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../api/api-error';
import { sessionSnapshot, subscribeToSession } from '../../api/session-token';

const isOnline = () => onlineManager.isOnline();
const subscribeToNetwork = (listener: () => void) => onlineManager.subscribe(listener);
const isKeptOffline = () => sessionSnapshot().offline;

/** Whether the browser is offline, or the session is one kept through a page load the server could not be reached for. */
export function useOffline(): boolean {
  const online = useSyncExternalStore(subscribeToNetwork, isOnline, () => true);
  const keptOffline = useSyncExternalStore(subscribeToSession, isKeptOffline, () => false);
  return !online || keptOffline;
}

/** A request that never reached the server (no network, or no answer in time). */
export const isUnreachable = (error: unknown): boolean => error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
