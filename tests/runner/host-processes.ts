import fs from 'node:fs';
import { sandboxUidRange } from '@server/runner/local-executor';

/** Processes on this machine whose command line contains `marker` (read from /proc). */
export function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmdline.includes(marker)) found.push(Number(entry));
    } catch {
      // Gone while we looked.
    }
  }
  return found;
}

/** Live (not zombie) processes of this process's run slot users (used when the server is root). */
export function slotUserProcesses(): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      if (uid >= sandboxUidRange.first && uid < sandboxUidRange.end && !/^State:\s+[ZX]/m.test(status)) found.push(Number(entry));
    } catch {
      // Gone while we looked.
    }
  }
  return found;
}
