import { describe, expect, it } from 'vitest';
import { installPortRange, listenOnInstallPort, randomInstallPort } from './install-port';

const inUse = () => Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });

describe('listenOnInstallPort', () => {
  it('listens on the install’s port when it is free', async () => {
    expect(await listenOnInstallPort(async (port) => port, 24_000, () => 30_000)).toBe(24_000);
  });

  it('picks a port in the range on the first launch', async () => {
    const port = await listenOnInstallPort(async (candidate) => candidate, undefined);
    expect(port).toBeGreaterThanOrEqual(installPortRange.min);
    expect(port).toBeLessThanOrEqual(installPortRange.max);
    expect(randomInstallPort()).toBeLessThanOrEqual(installPortRange.max);
  });

  it('tries other ports while the chosen one is taken, then gives up with the error', async () => {
    const tried: number[] = [];
    const picks = [25_000, 26_000];
    const port = await listenOnInstallPort(
      async (candidate) => {
        tried.push(candidate);
        if (candidate !== 26_000) throw inUse();
        return candidate;
      },
      24_000,
      () => picks.shift() ?? 0,
    );
    expect(port).toBe(26_000);
    expect(tried).toEqual([24_000, 25_000, 26_000]);
    await expect(listenOnInstallPort(() => Promise.reject(inUse()), 24_000, () => 25_000, 3)).rejects.toThrow('EADDRINUSE');
    await expect(listenOnInstallPort(() => Promise.reject(new Error('EACCES')), 24_000)).rejects.toThrow('EACCES');
  });
});
