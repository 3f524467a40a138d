import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceForStaleModule } from './global-errors';

describe('reloadOnceForStaleModule', () => {
  const reload = vi.fn();
  let onLine = true;

  beforeEach(() => {
    vi.useFakeTimers();
    reload.mockClear();
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) });
    vi.stubGlobal('navigator', { get onLine() { return onLine; } });
    vi.stubGlobal('window', { location: { reload } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reloads once for a chunk of an older release, and not again', () => {
    onLine = true;
    expect(reloadOnceForStaleModule()).toBe(true);
    vi.runAllTimers();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForStaleModule()).toBe(false);
    vi.runAllTimers();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the page offline, where a chunk fails for the network and a reload would lose the screen', () => {
    onLine = false;
    expect(reloadOnceForStaleModule()).toBe(false);
    vi.runAllTimers();
    expect(reload).not.toHaveBeenCalled();
    // Back online, a stale chunk still gets its one reload.
    onLine = true;
    expect(reloadOnceForStaleModule()).toBe(true);
  });
});
