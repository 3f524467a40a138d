/**
 * Runs `callback` when the browser is first idle (within 3 s even on a busy page), or after a
 * second where it cannot tell; returns what cancels it. For work the first paint can do without.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1_000);
  return () => window.clearTimeout(id);
}
