import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

function processesOf(uid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The folder's owner is the process's user: cheaper than reading every status file.
      if (fs.statSync(`/proc/${entry}`).uid !== uid) continue;
      // A zombie has finished; only its exit status waits for its parent to collect it.
      if (/^State:\s+[ZX]/m.test(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))) continue;
      found.push(Number(entry));
    } catch {
      // It exited while we looked.
    }
  }
  return found;
}

/** Threads of every process of a host user: what the kernel holds against its RLIMIT_NPROC. */
export function threadsOf(uid: number): number {
  let threads = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.statSync(`/proc/${entry}`).uid !== uid) continue;
      threads += Number(/^Threads:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 1);
    } catch {
      // It exited while we looked.
    }
  }
  return threads;
}

/**
 * Waits until no process of a run slot's host user is left, killing any that are. The PID
 * namespace already dies with the sandbox, but the kernel tears a large one (a fork bomb's)
 * down in the background; the slot is handed to the next run only once it is empty.
 */
export async function reapSlotUser(uid: number, patienceMs = 5_000): Promise<void> {
  // Patience is a duration: the monotonic clock, which a test clock does not stop.
  const deadline = performance.now() + patienceMs;
  for (;;) {
    const left = processesOf(uid);
    if (left.length === 0 || performance.now() > deadline) return;
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await sleep(10);
  }
}
