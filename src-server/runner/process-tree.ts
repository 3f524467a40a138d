import { execFile } from 'node:child_process';
import fs from 'node:fs';

/**
 * The machine's processes as the plain-process backend needs them: who started whom and what
 * each holds in memory. Without bubblewrap's PID namespace or a memory cgroup, this is how a
 * program's whole tree is found, measured and ended, on each desktop platform by its own means.
 */
export interface ProcessRow {
  pid: number;
  ppid: number;
  residentBytes: number;
}

export type ProcessTable = () => Promise<ProcessRow[]>;

const rowOf = (pid: number, ppid: number, residentBytes: number): ProcessRow[] =>
  Number.isInteger(pid) && Number.isInteger(ppid) && Number.isFinite(residentBytes) ? [{ pid, ppid, residentBytes }] : [];

/** `ps -A -o pid=,ppid=,rss=` (macOS, and procps on Linux): resident size in KiB. */
export function parsePsTable(text: string): ProcessRow[] {
  return text.split('\n').flatMap((line) => {
    const [pid, ppid, rss] = line.trim().split(/\s+/).map(Number);
    return pid === undefined || ppid === undefined || rss === undefined ? [] : rowOf(pid, ppid, rss * 1024);
  });
}

/** The Windows query's lines, "ProcessId ParentProcessId WorkingSetSize" with the size in bytes. */
export function parseWindowsTable(text: string): ProcessRow[] {
  return text.split(/\r?\n/).flatMap((line) => {
    const [pid, ppid, bytes] = line.trim().split(/\s+/).map(Number);
    return pid === undefined || ppid === undefined || bytes === undefined ? [] : rowOf(pid, ppid, bytes);
  });
}

/** Linux's /proc/<pid>/status: the parent and VmRSS (kB; absent for kernel threads and zombies). */
export function parseProcStatus(pid: number, text: string): ProcessRow[] {
  const ppid = /^PPid:\s+(\d+)/m.exec(text)?.[1];
  const rss = /^VmRSS:\s+(\d+) kB/m.exec(text)?.[1];
  return ppid === undefined ? [] : rowOf(pid, Number(ppid), Number(rss ?? 0) * 1024);
}

/** `root` and every process it started, however deep (a child that outlived its parent is reparented and lost). */
export function treeOf(rows: ProcessRow[], root: number): ProcessRow[] {
  const children = new Map<number, ProcessRow[]>();
  for (const row of rows) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row]);
  const found: ProcessRow[] = [];
  const seen = new Set<number>();
  const queue = rows.filter((row) => row.pid === root);
  while (queue.length > 0) {
    const row = queue.shift();
    if (!row || seen.has(row.pid)) continue;
    seen.add(row.pid);
    found.push(row);
    queue.push(...(children.get(row.pid) ?? []));
  }
  return found;
}

export const treeResidentBytes = (rows: ProcessRow[], root: number): number => treeOf(rows, root).reduce((sum, row) => sum + row.residentBytes, 0);

const run = (command: string, args: string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 10_000, windowsHide: true, maxBuffer: 8 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });

const linuxTable: ProcessTable = async () =>
  (await fs.promises.readdir('/proc')).flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      return parseProcStatus(Number(entry), fs.readFileSync(`/proc/${entry}/status`, 'utf8'));
    } catch {
      return []; // Ended while the table was read.
    }
  });

export const psTable: ProcessTable = async () => parsePsTable(await run('ps', ['-A', '-o', 'pid=,ppid=,rss=']));

/**
 * Windows without a Job object (Electron's main process cannot hand one to a child through
 * Node's spawn): WMI's process list, which names each parent. PowerShell starts in about half a
 * second, so it is sampled less often than elsewhere.
 */
const windowsQuery = 'Get-CimInstance Win32_Process | ForEach-Object { "$($_.ProcessId) $($_.ParentProcessId) $($_.WorkingSetSize)" }';
const windowsTable: ProcessTable = async () => parseWindowsTable(await run('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', windowsQuery]));

export function processTableFor(platform: NodeJS.Platform): ProcessTable {
  if (platform === 'win32') return windowsTable;
  return platform === 'linux' ? linuxTable : psTable;
}

/** How often a tree's memory is sampled: a PowerShell query costs far more than reading /proc. */
export const memorySampleMs = (platform: NodeJS.Platform): number => (platform === 'win32' ? 1_000 : 100);

/**
 * Ends a program and everything it started. POSIX: its process group (it was spawned leading
 * one), then any descendant that left the group with setsid. Windows: taskkill's /T walks the
 * parent links the same way.
 */
export function treeKiller(platform: NodeJS.Platform, table: ProcessTable): (pid: number) => void {
  if (platform === 'win32') {
    return (pid) => void run('taskkill', ['/PID', String(pid), '/T', '/F']).catch(() => undefined);
  }
  const signal = (target: number, name: NodeJS.Signals) => {
    try {
      process.kill(target, name);
    } catch {
      // Gone already.
    }
  };
  return (pid) => {
    // Paused first, so nothing forks while the tree is read, and no child is reparented (and lost) by its parent's death.
    signal(-pid, 'SIGSTOP');
    void table()
      .catch(() => [])
      .then((rows) => {
        signal(-pid, 'SIGKILL');
        for (const row of treeOf(rows, pid)) signal(row.pid, 'SIGKILL');
      });
  };
}
