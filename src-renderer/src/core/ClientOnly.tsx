import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * Children drawn only in the browser: not in a prerendered page, nor while React takes such a page
 * over (where they would not match its HTML), but straight after. For parts that read the browser's
 * storage or the session and show nothing to a visitor the server drew the page for, or that show
 * the time (the page may have been drawn a while ago); `fallback` stands in for them meanwhile.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  return inBrowser ? children : fallback;
}
