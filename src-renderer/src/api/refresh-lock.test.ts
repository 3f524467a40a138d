import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshLockName, withRefreshLock } from './refresh-lock';

/** A stand-in for the browser's LockManager: one holder per name, the rest wait in order. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  return {
    names,
    request(name: string, callback: () => Promise<unknown>) {
      names.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

afterEach(() => vi.unstubAllGlobals());

describe('the refresh shared between tabs', () => {
  it('lets a second refresh start only after the first has its answer', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const events: string[] = [];
    const firstAnswer = deferred();
    const first = withRefreshLock(async () => {
      events.push('first sent');
      await firstAnswer.promise;
      events.push('first answered');
      return 'first';
    });
    const second = withRefreshLock(async () => {
      events.push('second sent');
      return 'second';
    });
    await Promise.resolve();
    expect(events).toEqual(['first sent']);
    firstAnswer.resolve();
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(events).toEqual(['first sent', 'first answered', 'second sent']);
    expect(locks.names).toEqual([refreshLockName, refreshLockName]);
  });

  it('refreshes at once where the browser has no Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    expect(await withRefreshLock(async () => 'session')).toBe('session');
  });
});
