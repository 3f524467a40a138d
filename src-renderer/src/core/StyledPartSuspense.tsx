import { Suspense, type ReactNode } from 'react';
import { ClientOnly } from './ClientOnly';

/**
 * The Suspense boundary of a part made with lazyWithStyles, which brings the rest of Mantine's
 * styles. A page the server drew carries only its screen's share of them, so there, and while
 * React takes such a page over, `fallback` stands in for the part; straight after, the part loads
 * with its styles, as it does on a page the app draws.
 */
export function StyledPartSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <ClientOnly fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ClientOnly>
  );
}
