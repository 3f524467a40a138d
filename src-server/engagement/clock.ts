import fs from 'node:fs';

/** "Now" for learning time and streaks. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

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
