import { randomInt } from 'node:crypto';

/**
 * Ports the app picks its own from: above the well-known and registered services most machines
 * run, and below both Linux's (32768+) and Windows's (49152+) ephemeral ranges, so an outgoing
 * connection does not take it between launches.
 */
export const installPortRange = { min: 20_000, max: 32_000 } as const;

export const randomInstallPort = (): number => randomInt(installPortRange.min, installPortRange.max + 1);

const isAddressInUse = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'EADDRINUSE';

/**
 * Listens on the port this install chose once (the window's origin, and with it everything the
 * renderer keeps in local storage and IndexedDB, stays the same across launches). When another
 * program holds it, a few other ports are tried; the caller keeps whichever one answered.
 */
export async function listenOnInstallPort(listen: (port: number) => Promise<number>, preferred: number | undefined, pick = randomInstallPort, attempts = 5): Promise<number> {
  let port = preferred ?? pick();
  for (let attempt = 1; ; attempt++) {
    try {
      return await listen(port);
    } catch (error) {
      if (!isAddressInUse(error) || attempt >= attempts) throw error;
      port = pick();
    }
  }
}
