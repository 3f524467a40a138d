import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A memory cgroup of one run slot. Everything the sandbox holds is charged to it: the program's
 * heap, shared mappings, and the pages of its tmpfs folders (`/box`, `/tmp`, `/dev/shm`).
 */
export interface SlotCgroup {
  /** The file a process writes `0` to in order to join the slot. */
  procsFile: string;
  /**
   * Sets the bound for the stage about to start (swap is not allowed to stretch it). Best effort:
   * if the kernel cannot lower it at once the earlier bound stays, and the runs' total holds anyway.
   */
  limit(bytes: number): void;
  /** Processes killed by the OOM killer in this slot so far. */
  oomKills(): number;
}

export interface RunCgroups {
  version: 1 | 2;
  slot(name: string): SlotCgroup;
  /** Removes the slots' cgroups once their processes are gone (waits a moment for that, no more). */
  close(): Promise<void>;
}

interface Hierarchy {
  version: 1 | 2;
  /** The cgroup this server runs in, then the hierarchy's root: where a parent for the runs may be made. */
  candidates: string[];
}

const tryWrite = (file: string, value: string | number): boolean => {
  try {
    fs.writeFileSync(file, String(value));
    return true;
  } catch {
    return false;
  }
};

function hierarchies(): Hierarchy[] {
  let membership: string;
  let mountinfo: string;
  try {
    membership = fs.readFileSync('/proc/self/cgroup', 'utf8');
    mountinfo = fs.readFileSync('/proc/self/mountinfo', 'utf8');
  } catch {
    return [];
  }
  // mountinfo: id parent major:minor root mountpoint options - fstype source superoptions
  const mounts = mountinfo.split('\n').flatMap((line) => {
    const [before, after] = line.split(' - ');
    const fields = before?.split(' ') ?? [];
    const [fstype, , superOptions] = after?.split(' ') ?? [];
    const [root, mountPoint] = [fields[3], fields[4]];
    return root && mountPoint && fstype ? [{ root, mountPoint, fstype, options: superOptions?.split(',') ?? [] }] : [];
  });
  const found: Hierarchy[] = [];
  for (const line of membership.split('\n')) {
    const [id, controllers, own] = line.split(':');
    if (own === undefined) continue;
    const version = id === '0' && controllers === '' ? 2 : controllers?.split(',').includes('memory') ? 1 : undefined;
    if (!version) continue;
    const mount = mounts.find((m) => (version === 2 ? m.fstype === 'cgroup2' : m.fstype === 'cgroup' && m.options.includes('memory')));
    if (!mount) continue;
    const relative = own.startsWith(mount.root) ? own.slice(mount.root.length) : own;
    found.push({ version, candidates: [...new Set([path.join(mount.mountPoint, relative), mount.mountPoint])] });
  }
  // Version 2 first: it accounts for swap and counts processes in the same cgroup.
  return found.sort((a, b) => b.version - a.version);
}

/** Removes a cgroup and its children; false while one still holds a process. */
function removeTree(dir: string): boolean {
  try {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) removeTree(path.join(dir, entry.name));
    }
    fs.rmdirSync(dir);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

function oomKillCount(file: string): number {
  try {
    return Number(/^oom_kill (\d+)/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function openIn(version: 1 | 2, base: string, name: string, totalBytes: number): RunCgroups | undefined {
  const dir = path.join(base, name);
  try {
    fs.mkdirSync(dir);
  } catch {
    return undefined;
  }
  const ready = version === 2 ? readyV2(base, dir, totalBytes) : readyV1(dir, totalBytes);
  if (!ready) {
    removeTree(dir);
    return undefined;
  }
  const slot = (slotName: string): SlotCgroup => {
    const slotDir = path.join(dir, slotName);
    if (!fs.existsSync(slotDir)) fs.mkdirSync(slotDir);
    if (version === 2) {
      tryWrite(path.join(slotDir, 'memory.swap.max'), 0);
      return { procsFile: path.join(slotDir, 'cgroup.procs'), limit: (bytes) => void tryWrite(path.join(slotDir, 'memory.max'), bytes), oomKills: () => oomKillCount(path.join(slotDir, 'memory.events')) };
    }
    tryWrite(path.join(slotDir, 'memory.swappiness'), 0);
    return {
      procsFile: path.join(slotDir, 'cgroup.procs'),
      limit: (bytes) => {
        // Version 1 keeps memory+swap at or above memory alone, so the order depends on the direction.
        const memory = path.join(slotDir, 'memory.limit_in_bytes');
        const withSwap = path.join(slotDir, 'memory.memsw.limit_in_bytes');
        if (tryWrite(withSwap, bytes)) tryWrite(memory, bytes);
        else if (tryWrite(memory, bytes)) tryWrite(withSwap, bytes);
      },
      oomKills: () => oomKillCount(path.join(slotDir, 'memory.oom_control')),
    };
  };
  // Joining must work too: a delegated cgroup a process may not move into is no use.
  try {
    const probe = slot('probe');
    execFileSync('/bin/sh', ['-c', 'echo 0 > "$0"', probe.procsFile], { stdio: 'ignore' });
  } catch {
    removeTree(dir);
    return undefined;
  }
  const close = async () => {
    // A sandbox just killed leaves its cgroup only when the kernel has torn it down.
    for (let tries = 0; tries < 100 && !removeTree(dir); tries++) await sleep(20);
  };
  return { version, slot, close };
}

function readyV2(base: string, dir: string, totalBytes: number): boolean {
  // The parent must hand the memory controller down; the server's own cgroup usually cannot while
  // it holds processes, the hierarchy's root can.
  if (!fs.existsSync(path.join(dir, 'memory.max'))) tryWrite(path.join(base, 'cgroup.subtree_control'), '+memory');
  if (!fs.existsSync(path.join(dir, 'memory.max'))) return false;
  tryWrite(path.join(base, 'cgroup.subtree_control'), '+pids');
  if (!tryWrite(path.join(dir, 'cgroup.subtree_control'), '+memory')) return false;
  tryWrite(path.join(dir, 'cgroup.subtree_control'), '+pids');
  tryWrite(path.join(dir, 'memory.swap.max'), 0);
  return tryWrite(path.join(dir, 'memory.max'), totalBytes);
}

function readyV1(dir: string, totalBytes: number): boolean {
  // Children count against this limit only in a hierarchy (always so on recent kernels).
  tryWrite(path.join(dir, 'memory.use_hierarchy'), 1);
  return tryWrite(path.join(dir, 'memory.limit_in_bytes'), totalBytes);
}

/**
 * A cgroup for all runs of this server, bounded by `totalBytes`, with one child per run slot; or
 * undefined where the host does not let this process make and join one (not root, a container
 * without a writable cgroup file system). Leftovers of servers that are gone are removed first.
 */
export function openRunCgroups(totalBytes: number): RunCgroups | undefined {
  // The random part keeps two executors of one process (test files) apart.
  const name = `kodeshala-runs-${process.pid}-${randomBytes(4).toString('hex')}`;
  for (const { version, candidates } of hierarchies()) {
    for (const base of candidates) {
      clearStale(base);
      const opened = openIn(version, base, name, totalBytes);
      if (opened) return opened;
    }
  }
  return undefined;
}

function clearStale(base: string): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(base);
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = /^kodeshala-runs-(\d+)-[0-9a-f]+$/.exec(entry)?.[1];
    if (pid && !fs.existsSync(`/proc/${pid}`)) removeTree(path.join(base, entry));
  }
}
