import { useSyncExternalStore } from 'react';

/**
 * The phone's welcome notice (product.md §3.2.2): the event it greets, until closed. Kept outside
 * React so the shell's effect that decides to greet only tells it, as it tells the toasts.
 */
let greeting: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  greeting = next;
  for (const listener of listeners) listener();
}

export const showWelcomeNotice = (eventName: string) => set(eventName);
export const closeWelcomeNotice = () => set(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The event name the notice greets, or null when none shows. */
export function useWelcomeNotice(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => greeting,
    () => null,
  );
}
