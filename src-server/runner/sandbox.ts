import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReadOnlyMount } from './languages';
import { diskUsage } from './disk-usage';
import { cpuSeconds, diskWatchMs, shmBytes, tmpBytes, watchedEntries, type StageLimits } from './limits';
import type { SlotCgroup } from './memory-cgroup';

/** How programs are contained on this machine, found once at start (see probe-sandbox.ts). */
export interface SandboxTools {
  /** bubblewrap; undefined only in the desktop's standalone mode on a machine without it. */
  bwrap: string | undefined;
  prlimit: string;
  /** Present when the server runs as root: each run slot then gets its own unprivileged host user. */
  setpriv: string | undefined;
  /** A folder holding the sandbox's own passwd and group files. */
  etcDir: string;
  /** This bubblewrap can forbid new user namespaces inside the sandbox (`--disable-userns`, 0.8+). */
  disableUserns: boolean;
  /** coreutils' `timeout`, the sandbox's PID 1 (see `sandboxInit`); always found when bubblewrap is. */
  timeout: string | undefined;
}

export type Stream = 'stdout' | 'stderr';

export interface StageSpec {
  argv: string[];
  env: Record<string, string>;
  mounts: ReadOnlyMount[];
  /** The run's working folder on the host; `/box` inside the sandbox. */
  workDir: string;
  /**
   * What the working folder may hold. A size-limited mount refuses writes past it by itself
   * (`watch` false); otherwise the stage is measured while it runs and stopped past the bound.
   */
  disk: { bytes: number; watch: boolean };
  limits: StageLimits;
  /** Host user id of the run slot (used only with setpriv). */
  uid: number;
  /** Batch input, written and closed at once; undefined keeps stdin open for an interactive run. */
  stdin: string | undefined;
  onData?: (stream: Stream, text: string) => void;
  /** What the learner-facing messages call this stage. */
  stage: 'compile' | 'run';
  /** The slot's memory cgroup, when the host has one for us: the sandbox joins it before it starts. */
  cgroup?: SlotCgroup;
}

export interface StageOutcome {
  stdout: string;
  stderr: string;
  output: string;
  code: number | null;
  signal: string | null;
  message: string | null;
}

export interface RunningStage {
  done: Promise<StageOutcome>;
  write(text: string): void;
  closeInput(): void;
  /** Stops the whole sandbox at once; the outcome reports `signal`. */
  stop(signal: NodeJS.Signals): void;
}

export const sandboxRoot = '/box';

// Host folders a toolchain reads; nothing else of the host is visible (no /home, /root, /var,
// /tmp, the data directory, nor the real /etc with its shadow file).
const systemDirs = ['/usr', '/bin', '/lib', '/lib64', '/lib32', '/libx32', '/sbin'];
// Mono reads its assembly map from /etc/mono, R its settings from /etc/R.
const etcEntries = ['/etc/alternatives', '/etc/ld.so.cache', '/etc/localtime', '/etc/php', '/etc/mono', '/etc/R'];

function etcMounts(): string[] {
  const found = etcEntries.filter((entry) => fs.existsSync(entry));
  // The JDK's conf folder points into /etc/java-NN-openjdk.
  for (const entry of fs.existsSync('/etc') ? fs.readdirSync('/etc') : []) {
    if (/^java-\d+-openjdk$/.test(entry)) found.push(`/etc/${entry}`);
  }
  return found;
}

function systemMounts(): string[] {
  const args: string[] = [];
  for (const dir of systemDirs) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(dir);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) args.push('--symlink', fs.readlinkSync(dir), dir);
    else if (stat.isDirectory()) args.push('--ro-bind', dir, dir);
  }
  for (const entry of etcMounts()) args.push('--ro-bind', entry, entry);
  return args;
}

let cachedSystemMounts: string[] | undefined;

/** bubblewrap's arguments for a sandbox over `spec.workDir`, up to (not including) the command. */
export function bwrapArgs(tools: SandboxTools & { bwrap: string }, spec: Pick<StageSpec, 'env' | 'mounts' | 'workDir'>): string[] {
  cachedSystemMounts ??= systemMounts();
  const args = [
    tools.bwrap,
    '--unshare-all',
    // A program inside may not make user namespaces of its own (in one it would be uid 0 and could
    // mount and unshare at will); bubblewrap needs the user namespace asked for by name for that.
    ...(tools.disableUserns ? ['--unshare-user', '--disable-userns'] : []),
    '--die-with-parent',
    '--new-session',
    // bubblewrap waits for PID 1 directly: with its own init in between, that init was left a
    // zombie for the host's init to collect, and zombies count against the slot user's process limit.
    '--as-pid-1',
    '--hostname',
    'kodeshala',
    ...cachedSystemMounts,
    '--ro-bind',
    path.join(tools.etcDir, 'passwd'),
    '/etc/passwd',
    '--ro-bind',
    path.join(tools.etcDir, 'group'),
    '/etc/group',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    // bubblewrap's /dev is an unsized tmpfs: read-only, with a small /dev/shm, it cannot fill memory.
    '--size',
    String(shmBytes),
    '--tmpfs',
    '/dev/shm',
    '--remount-ro',
    '/dev',
    '--size',
    String(tmpBytes),
    '--tmpfs',
    '/tmp',
    '--bind',
    spec.workDir,
    sandboxRoot,
    '--chdir',
    sandboxRoot,
    '--uid',
    '1000',
    '--gid',
    '1000',
    '--clearenv',
  ];
  for (const mount of spec.mounts) args.push('--ro-bind', mount.host, mount.sandbox);
  // The sandbox's own root is a scratch tmpfs; read-only, so /box and /tmp are the only places to write.
  args.push('--remount-ro', '/');
  for (const [name, value] of Object.entries(spec.env)) args.push('--setenv', name, value);
  return [...args, '--'];
}

/** RLIMIT_CPU as prlimit takes it: SIGXCPU at the limit, SIGKILL a second later if that is ignored. */
export const cpuLimit = (limits: StageLimits) => `${cpuSeconds(limits)}:${cpuSeconds(limits) + 1}`;

export function limitArgs(tools: SandboxTools, limits: StageLimits): string[] {
  return [
    tools.prlimit,
    `--data=${limits.memoryBytes}`,
    ...(limits.addressSpaceBytes === undefined ? [] : [`--as=${limits.addressSpaceBytes}`]),
    `--nproc=${limits.processCeiling ?? limits.processes}`,
    `--fsize=${limits.fileBytes}`,
    // CPU time backs up the wall clock: a program cannot outlast it even if the timer were late.
    `--cpu=${cpuLimit(limits)}`,
    '--nofile=256',
    '--core=0',
    '--',
  ];
}

/**
 * PID 1 of the sandbox, which runs the program as its child. The kernel shields a namespace's
 * PID 1 from every signal it has no handler for, from inside the namespace: as PID 1 a program's
 * own `kill -9` did nothing and it went on to exit 0, and SIGXCPU never reached it. `timeout`
 * with no duration only waits: it passes termination signals on and exits with 128 + n when its
 * child dies of signal n, printing nothing (a shell would add "Killed" to the program's output).
 */
export const sandboxInit = (tools: SandboxTools): string[] => (tools.timeout ? [tools.timeout, '0'] : []);

/** Moves the stage into the slot's memory cgroup before anything of it starts (root only). */
export function cgroupArgs(cgroup: SlotCgroup | undefined): string[] {
  return cgroup ? ['/bin/sh', '-c', 'echo 0 > "$0" && exec "$@"', cgroup.procsFile] : [];
}

export function userArgs(tools: SandboxTools, uid: number): string[] {
  return tools.setpriv ? [tools.setpriv, `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--no-new-privs', '--'] : [];
}

/** The full command line: the cgroup (when there is one) → setpriv (when root) → prlimit → bubblewrap → init → the program. */
export function commandLine(tools: SandboxTools, spec: StageSpec): string[] {
  const user = [...cgroupArgs(spec.cgroup), ...userArgs(tools, spec.uid)];
  if (tools.bwrap) return [...user, ...limitArgs(tools, spec.limits), ...bwrapArgs({ ...tools, bwrap: tools.bwrap }, spec), ...sandboxInit(tools), ...spec.argv];
  // Standalone without bubblewrap: the same limits, run in the work folder with host paths.
  return [...user, ...limitArgs(tools, spec.limits), ...hostArgv(spec)];
}

/** The command with the sandbox's mount points swapped for the host folders they show. */
export function hostArgv(spec: Pick<StageSpec, 'argv' | 'mounts'>): string[] {
  return spec.argv.map((arg) => {
    const mount = spec.mounts.find((m) => arg === m.sandbox || arg.startsWith(`${m.sandbox}/`));
    return mount ? mount.host + arg.slice(mount.sandbox.length) : arg;
  });
}

const signalNames = new Map(Object.entries(os.constants.signals).map(([name, number]) => [number, name]));

const diskMessage = (spec: StageSpec, stopped: boolean) =>
  `Disk limit reached: the program tried to write more than ${Math.round(spec.disk.bytes / 1024 / 1024)} MB of files${stopped ? ' and was stopped' : ''}.`;

const memoryMessage = (spec: StageSpec, killed: boolean) =>
  `Memory limit reached: ${spec.stage === 'compile' ? 'compiling' : 'the program'} tried to use more than ${Math.round(spec.limits.memoryBytes / 1024 / 1024)} MB${killed ? ' and was stopped' : ''}.`;

function limitMessage(spec: StageSpec, stderr: string, signal: string | null, outOfMemory: boolean): string | null {
  const { processes } = spec.limits;
  if (outOfMemory) return memoryMessage(spec, true);
  if (signal === 'SIGXCPU') {
    return `Time limit reached: ${spec.stage === 'compile' ? 'compiling' : 'the program'} used more than ${cpuSeconds(spec.limits)} s of processor time and was stopped.`;
  }
  if (/MemoryError|bad_alloc|out of memory|Cannot allocate memory|heap out of memory|OutOfMemoryError|failed to allocate/i.test(stderr)) {
    return memoryMessage(spec, false);
  }
  if (/Resource temporarily unavailable|fork: retry|BlockingIOError|EAGAIN|unable to create native thread/i.test(stderr)) {
    return `Process limit reached: the program tried to run more than ${processes} processes or threads at once.`;
  }
  if (/File size limit exceeded|File too large/i.test(stderr)) {
    return `File size limit reached: a file may not grow beyond ${Math.round(spec.limits.fileBytes / 1024 / 1024)} MB.`;
  }
  // The kernel refuses a user namespace with ENOSPC too (none may be made inside the sandbox).
  const writeErrors = stderr.split('\n').filter((line) => !/unshare/i.test(line));
  if (writeErrors.some((line) => /No space left on device|ENOSPC|Disk quota exceeded/i.test(line))) return diskMessage(spec, false);
  return null;
}

/**
 * Runs one stage in its own process group and kills the whole group at the wall-clock limit or
 * when the output passes its cap. bubblewrap's `--die-with-parent` and PID namespace then take
 * every process the program started with it, so nothing outlives the stage.
 */
export function runStage(tools: SandboxTools, spec: StageSpec): RunningStage {
  const [command, ...args] = commandLine(tools, spec);
  if (!command) throw new Error('empty command line');
  const oomKills = spec.cgroup?.oomKills() ?? 0;
  const child = spawn(command, args, {
    cwd: spec.workDir,
    env: tools.bwrap ? {} : spec.env,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return superviseStage(child, spec, oomKills);
}

/** What a backend without bubblewrap's PID namespace adds to the watch over a stage. */
export interface StageWatch {
  /** Ends the program and everything it started (the default kills the process group). */
  killTree?: (pid: number) => void;
  /** Samples what the program's process tree holds in memory, this often. */
  memory?: { everyMs: number; residentBytes: (pid: number) => Promise<number> };
}

/**
 * Watches a started sandbox: collects its output up to the cap, enforces the wall clock from now
 * and reports how it ended. The child must lead its own process group (spawned detached).
 */
export function superviseStage(child: ChildProcess, spec: StageSpec, oomKillsBefore = spec.cgroup?.oomKills() ?? 0, watch: StageWatch = {}): RunningStage {
  const { stdin: input, stdout: out, stderr: err } = child;
  if (!input || !out || !err) throw new Error('the sandbox needs piped stdio');
  const { timeoutMs, outputBytes } = spec.limits;
  let stdout = '';
  let stderr = '';
  let output = '';
  let size = 0;
  let capped = false;
  let message: string | null = null;
  let stoppedWith: NodeJS.Signals | null = null;

  const kill = (signal: NodeJS.Signals) => {
    stoppedWith ??= signal;
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    if (watch.killTree) return watch.killTree(child.pid);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone between the check and the kill.
    }
  };

  const timer = setTimeout(() => {
    const seconds = timeoutMs / 1000;
    message =
      spec.stage === 'compile'
        ? `Time limit reached: compiling took more than ${seconds} s and was stopped.`
        : `Time limit reached: the program ran for more than ${seconds} s and was stopped.`;
    kill('SIGKILL');
  }, timeoutMs);

  const watchdog = spec.disk.watch
    ? setInterval(() => {
        const usage = diskUsage(spec.workDir, watchedEntries);
        if (usage.overflow) message = `File limit reached: the program created more than ${watchedEntries} files and was stopped.`;
        else if (usage.bytes > spec.disk.bytes) message = diskMessage(spec, true);
        else return;
        clearInterval(watchdog);
        kill('SIGKILL');
      }, diskWatchMs)
    : undefined;
  // Where no rlimit or cgroup bounds memory (the plain-process backend), the tree's resident size is sampled.
  let sampling = false;
  const memory = watch.memory;
  const memoryWatch = memory
    ? setInterval(() => {
        if (sampling || child.pid === undefined) return;
        sampling = true;
        void memory
          .residentBytes(child.pid)
          .then((bytes) => {
            if (bytes <= spec.limits.memoryBytes || stoppedWith) return;
            message = memoryMessage(spec, true);
            kill('SIGKILL');
          })
          .catch(() => undefined)
          .finally(() => (sampling = false));
      }, memory.everyMs)
    : undefined;
  const stopWatching = () => {
    clearTimeout(timer);
    clearInterval(watchdog);
    clearInterval(memoryWatch);
  };

  const take = (stream: Stream) => (chunk: Buffer) => {
    if (capped) return;
    let text = chunk.toString('utf8');
    if (size + chunk.length > outputBytes) {
      capped = true;
      text = chunk.subarray(0, outputBytes - size).toString('utf8');
      const notice = `\n[Output limit reached: the program printed more than ${Math.round(outputBytes / 1024)} KB, so it was stopped here.]\n`;
      message = notice.trim().slice(1, -1);
      size = outputBytes;
      if (stream === 'stdout') stdout += text;
      else stderr += text;
      output += text + notice;
      stderr += notice;
      spec.onData?.(stream, text);
      spec.onData?.('stderr', notice);
      kill('SIGKILL');
      return;
    }
    size += chunk.length;
    if (stream === 'stdout') stdout += text;
    else stderr += text;
    output += text;
    spec.onData?.(stream, text);
  };
  out.on('data', take('stdout'));
  err.on('data', take('stderr'));
  // A program that exits without reading its input closes the pipe; that is not our failure.
  input.on('error', () => undefined);

  const done = new Promise<StageOutcome>((resolve, reject) => {
    child.once('error', (error) => {
      stopWatching();
      reject(error);
    });
    child.once('close', (exitCode, exitSignal) => {
      stopWatching();
      let code = exitCode;
      let signal: string | null = exitSignal;
      // bubblewrap reports a program killed by a signal as 128 + the signal's number.
      if (code !== null && code > 128 && signalNames.has(code - 128)) {
        signal = signalNames.get(code - 128) ?? null;
        code = null;
      }
      if (stoppedWith) {
        signal = stoppedWith;
        code = null;
      }
      // The OOM killer takes the largest process of a cgroup past its bound: the program, unseen
      // but for this count.
      const outOfMemory = spec.cgroup !== undefined && spec.cgroup.oomKills() > oomKillsBefore;
      resolve({ stdout, stderr, output, code, signal, message: message ?? limitMessage(spec, stderr, signal, outOfMemory) });
    });
  });

  if (spec.stdin !== undefined) input.end(spec.stdin);
  return {
    done,
    write: (text) => {
      if (input.writable) input.write(text);
    },
    closeInput: () => input.end(),
    stop: (signal) => kill(signal),
  };
}
