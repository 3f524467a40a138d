import fs from 'node:fs';

/**
 * The server's one "now": every feature reads the time through the clock the app hands it, so a
 * test clock reaches completions, stats, payments, deadlines and tokens alike (eslint.config.js
 * refuses `new Date()` and `Date.now()` elsewhere in the server).
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The real time in epoch milliseconds, whatever the test clock says, for the few things that must
 * follow it: rate-limit windows and run leases, which every process counts in the database (a
 * frozen test clock would never end a window), and the access-token signer with the session
 * versions it checks, whose tokens the browser and the desktop renew by their own real clock. What a learner or a rule sees reads
 * `Clock`; a duration or a cache's age reads `performance.now()`.
 */
export const realTimeMs = (): number => Date.now();

/** Milliseconds since the epoch by `clock`, for code that counts time as numbers. */
export const nowMs = (clock: Clock): number => clock().getTime();

/**
 * The test seam for dates: with `testClockFile` set (tests only, see config.ts) the file's ISO
 * instant is "now", read on every call so a test moves time by rewriting the file. A missing,
 * empty or unreadable file means the real time.
 */
export function createClock(testClockFile: string | undefined): Clock {
  if (!testClockFile) return systemClock;
  return () => {
    let text = '';
    try {
      text = fs.readFileSync(testClockFile, 'utf8').trim();
    } catch {
      return new Date();
    }
    const instant = text ? new Date(text) : new Date(Number.NaN);
    return Number.isNaN(instant.getTime()) ? new Date() : instant;
  };
}
