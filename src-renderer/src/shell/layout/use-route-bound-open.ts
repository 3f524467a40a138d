import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state that closes by itself on a route change (product.md §1.2): it remembers the location it was
 * opened at, so any navigation reads as closed without an effect.
 */
export function useRouteBoundOpen(): [boolean, (open: boolean) => void] {
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  return [openedAt === key, (open: boolean) => setOpenedAt(open ? key : null)];
}
