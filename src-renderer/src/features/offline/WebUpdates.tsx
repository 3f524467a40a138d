import { useViewportSize } from '@mantine/hooks';
import { showsCacheDebugPanel } from '@shared/offline/update-policy';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { CacheDebugPanel } from './CacheDebugPanel';
import { UpdateBanner } from './UpdateBanner';
import { startUpdateManager } from './update-manager';
import { subscribeToUpdates, updateState } from './update-store';
import { useKeepCatalogue } from './use-keep-catalogue';
import { useProgressOutbox } from './use-progress-outbox';

/**
 * The web edition's offline shell (product.md §3.2.8, §3.2.9): starts the update manager once the
 * page has rendered, shows its banners and, with ?debug=cache on a wide screen, the cache debug
 * panel; sends the progress made offline when the network returns, and has the worker keep the
 * signed-in learner's catalogue.
 */
export function WebUpdates() {
  const state = useSyncExternalStore(subscribeToUpdates, updateState, updateState);
  const { search } = useLocation();
  const { width } = useViewportSize();
  const { user } = useAuth();
  useProgressOutbox();
  useKeepCatalogue(user?.uid);
  useEffect(() => {
    void startUpdateManager();
  }, []);

  return (
    <>
      {state.notice && <UpdateBanner notice={state.notice} />}
      {showsCacheDebugPanel(search, width) && <CacheDebugPanel state={state} />}
    </>
  );
}
