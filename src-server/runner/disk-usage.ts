import fs from 'node:fs';
import path from 'node:path';

export interface DiskUsage {
  /** What the files take on disk (allocated blocks, so a sparse file counts what it really uses). */
  bytes: number;
  entries: number;
  /** The folder holds more than `maxEntries` entries; `bytes` counts only those seen. */
  overflow: boolean;
}

/** Sums a folder's files without following links; stops counting after `maxEntries` entries. */
export function diskUsage(dir: string, maxEntries: number): DiskUsage {
  const usage: DiskUsage = { bytes: 0, entries: 0, overflow: false };
  const pending = [dir];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    let names: string[];
    try {
      names = fs.readdirSync(folder);
    } catch {
      // Removed or made unreadable while we looked; the program cannot hide bytes that way for long.
      continue;
    }
    for (const name of names) {
      if (++usage.entries > maxEntries) {
        usage.overflow = true;
        return usage;
      }
      const target = path.join(folder, name);
      try {
        const stat = fs.lstatSync(target);
        usage.bytes += stat.blocks * 512;
        if (stat.isDirectory()) pending.push(target);
      } catch {
        // Deleted between the listing and the look.
      }
    }
  }
  return usage;
}
