import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * Children drawn only in the browser: not in a prerendered page, nor while React takes such a page
 * over (where they would not match its HTML), but straight after. For parts that read the browser's
 * storage or the session and show nothing to a visitor the server drew the page for.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  return inBrowser ? children : null;
}
