import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConnectSignal, ExecuteReply, ExecuteRequest, Runtime } from '@shared/api/runner';
import { runnerMessageTable } from '@shared/runner/messages';
import { AppError, badRequest } from '../errors';
import { bubblewrapBackend, type SandboxBackend } from './backend';
import type { Executor, InitMessage, InteractiveSession, SessionEvents, Toolchain } from './executor';
import { prepareFiles, writeFiles, type PreparedFile } from './files';
import { hostToolPath, installHint, type PathSearch } from './host-toolchains';
import { languageTable, type CommandContext, type LanguageSpec } from './languages';
import { addressSpaceFor, interactiveWallMs, narrowed, sandboxMemoryBytes, type RunnerLimits, type StageLimits } from './limits';
import { openRunCgroups, type RunCgroups, type SlotCgroup } from './memory-cgroup';
import { plainProcessBackend, type PlainProcessOptions } from './plain-process';
import { findSandboxTools, probeLanguages, SandboxUnavailableError, systemToolDirs, type InstalledLanguage } from './probe';
import { createRunQueue, type RunQueue, type Slot } from './queue';
import { reapSlotUser, threadsOf } from './reap';
import { sandboxRoot, type RunningStage, type SandboxTools, type StageOutcome } from './sandbox';
import { satisfiesVersion } from './version-range';
import { startWarmSandbox, type WarmSandbox } from './warm-sandbox';

export interface LocalExecutorOptions {
  limits: RunnerLimits;
  /** Only the desktop's standalone mode: run without bubblewrap when it is missing. */
  allowUnsandboxed: boolean;
  concurrency?: number;
  maxWaiting?: number;
  /** Where bubblewrap, prlimit and setpriv are looked for (tests point this at a folder without bubblewrap). */
  toolDirs?: string[];
  /**
   * Give each slot's working folders their own size-limited tmpfs (needs root; the default when
   * the server is root). Without it a watchdog measures the folder while a stage runs.
   */
  mountSlots?: boolean;
  /**
   * What all runs together may hold in memory; half the machine's memory when unset. There are
   * only as many run slots as fit it at a sandbox's full bound each.
   */
  memoryTotalBytes?: number;
  /** Bound each sandbox with a memory cgroup where the host allows it (tests turn it off to try the fallback). */
  memoryCgroups?: boolean;
  /**
   * The desktop app on Windows and macOS (and its tests on Linux): plain processes (plain-process.ts)
   * over the toolchains on the learner's PATH, instead of bubblewrap over Debian's.
   */
  plainProcess?: PlainProcessOptions & { search: PathSearch };
}

interface SlotRoot {
  dir: string;
  /** A tmpfs of `workBytes` is mounted here, so writes past the bound fail with ENOSPC. */
  mounted: boolean;
}

/**
 * Host user ids of the run slots when the server is root: a block of 1,000 ids of this process's
 * own, the first half for batch runs (one per core) and the second for interactive sessions, so
 * no two live sandboxes share a process count. The block is chosen at random per process because
 * slots are reaped by user id: two servers (or test workers) on one machine sharing ids would kill
 * each other's programs.
 */
export const sandboxUidRange = (() => {
  const first = 100_000_000 + randomInt(0, 2_000_000) * 1_000;
  return { first, end: first + 1_000 };
})();
const batchUidBase = sandboxUidRange.first;
const interactiveUidBase = sandboxUidRange.first + 500;

/**
 * Signals whose default action only pauses, resumes or informs a program. A stop ends the whole
 * sandbox rather than passing the signal on, so these leave the program running.
 */
const harmlessSignals = new Set(['SIGCHLD', 'SIGCONT', 'SIGURG', 'SIGWINCH', 'SIGSTOP', 'SIGTSTP', 'SIGTTIN', 'SIGTTOU']);
const isNodeSignal = (name: string): name is NodeJS.Signals => name in os.constants.signals;

interface Job {
  installed: InstalledLanguage;
  files: PreparedFile[];
  args: string[];
  compile: StageLimits;
  run: StageLimits;
}

/** A batch slot's sandboxes started ahead of its next run, on one folder. */
interface ReadySandboxes {
  workDir: string;
  run: WarmSandbox;
  compile: WarmSandbox | undefined;
}

const discardReady = (ready: ReadySandboxes | undefined) => {
  ready?.run.discard();
  ready?.compile?.discard();
};

/** This machine's toolchains through one sandbox backend (bubblewrap and prlimit, or plain processes), a run queue of one slot per core. */
export function createLocalExecutor(options: LocalExecutorOptions): Executor {
  let tools: SandboxTools | undefined;
  let backend: SandboxBackend | undefined;
  let unavailable: string | undefined;
  if (options.plainProcess) {
    backend = plainProcessBackend(options.plainProcess);
  } else {
    try {
      tools = findSandboxTools(options.allowUnsandboxed, options.toolDirs);
      backend = bubblewrapBackend(tools);
    } catch (error) {
      if (!(error instanceof SandboxUnavailableError)) throw error;
      unavailable = error.message;
    }
  }
  const platform = options.plainProcess?.platform ?? process.platform;
  // Slots are as many as fit the memory meant for runs, each at its sandbox's full bound, so the
  // server keeps the rest however hard every run pushes (at least one of each kind, though).
  const perSandbox = Math.max(sandboxMemoryBytes(options.limits.run, options.limits.workBytes), sandboxMemoryBytes(options.limits.compile, options.limits.workBytes));
  const memoryTotal = options.memoryTotalBytes ?? Math.floor(os.totalmem() / 2);
  const concurrency = Math.max(1, Math.min(options.concurrency ?? os.availableParallelism(), Math.floor(memoryTotal / perSandbox)));
  // A class of 32 pressing Run together waits a moment rather than being turned away.
  const queue = createRunQueue(concurrency, options.maxWaiting ?? Math.max(32, concurrency * 16));
  // Interactive sessions mostly wait for typing and are held to their CPU time, so they have their
  // own slots rather than blocking batch runs for minutes; when all are taken a new one is refused.
  const sessions = createRunQueue(Math.max(1, Math.min(concurrency * 4, Math.floor((memoryTotal - concurrency * perSandbox) / perSandbox))), 0);
  // Where the host lets us, each slot is a memory cgroup under one bounded by the total: a shared
  // mapping or a tmpfs file counts like any other memory. RLIMIT_AS refuses a large mapping at
  // once (a clearer end than the OOM killer's), and stands in for the cgroup where there is none;
  // runtimes that reserve address space get it only where it is all there is.
  // Made at the first run, so an app that never runs code (most tests) leaves the host alone.
  let cgroups: RunCgroups | null | undefined;
  const runCgroups = () => (cgroups ??= (tools?.bwrap && options.memoryCgroups !== false ? openRunCgroups(memoryTotal) : undefined) ?? null);
  const slotCgroups = new Map<string, SlotCgroup>();
  const slotCgroup = (name: string): SlotCgroup | undefined => {
    const parent = runCgroups();
    if (!parent) return undefined;
    const known = slotCgroups.get(name);
    if (known) return known;
    const made = parent.slot(name);
    slotCgroups.set(name, made);
    return made;
  };
  const withAddressSpace = (limits: StageLimits, reserves: boolean): StageLimits =>
    runCgroups() && reserves ? limits : { ...limits, addressSpaceBytes: addressSpaceFor(limits.memoryBytes, reserves) };
  const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-runs-'));
  fs.chmodSync(workRoot, 0o711);
  const table = options.plainProcess ? languageTable(hostToolPath(options.plainProcess.search)) : languageTable();
  let installed: Promise<InstalledLanguage[]> | undefined;
  const probeEnv = options.plainProcess ? { ...(options.plainProcess.hostEnv ?? process.env), LANG: 'C.UTF-8' } : undefined;
  const languages = () => (installed ??= probeLanguages(table, probeEnv));
  const baseEnv = (home: string) => ({ PATH: '/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', TMPDIR: '/tmp', PYTHONUNBUFFERED: '1' });

  // Without per-slot users the sandbox shares the server's user, whose threads already count.
  const ownUid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const sharedUser = (sandbox: SandboxTools | undefined, limits: StageLimits): StageLimits =>
    !sandbox || sandbox.setpriv || ownUid === undefined ? limits : { ...limits, processCeiling: limits.processes + threadsOf(ownUid) };

  const systemTool = (name: string) => systemToolDirs.map((dir) => path.join(dir, name)).find((tool) => fs.existsSync(tool));
  const [mountTool, umountTool] = [systemTool('mount'), systemTool('umount')];
  // A plain process has no mount of its own to hold its folder: the watchdog measures it.
  const mountSlots = !options.plainProcess && (options.mountSlots ?? ownUid === 0);
  const slotRoots = new Map<string, SlotRoot>();
  // Mounted at a slot's first run and kept: the run folders inside are made and removed per run.
  const slotRoot = (name: string): SlotRoot => {
    const known = slotRoots.get(name);
    if (known) return known;
    const dir = path.join(workRoot, name);
    fs.mkdirSync(dir, { mode: 0o711 });
    let mounted = false;
    if (mountSlots && mountTool && umountTool) {
      const size = `size=${options.limits.workBytes},nr_inodes=16384,mode=0711,nosuid,nodev`;
      try {
        execFileSync(mountTool, ['-t', 'tmpfs', '-o', size, 'tmpfs', dir], { stdio: 'ignore' });
        mounted = true;
      } catch {
        // Not allowed here (a container without CAP_SYS_ADMIN): the watchdog bounds the folder instead.
      }
    }
    const root = { dir, mounted };
    slotRoots.set(name, root);
    return root;
  };

  const freshDir = (root: SlotRoot, uid: number | undefined) => {
    const dir = fs.mkdtempSync(path.join(root.dir, 'run-'));
    fs.chmodSync(dir, 0o700);
    if (uid !== undefined) fs.chownSync(dir, uid, uid);
    return dir;
  };
  // Sandboxes kept ready per batch slot, started when the slot's previous run has been cleared
  // away: one for the run and, after a compiled language's run (a class mostly runs one language),
  // one more for the compile, both on the same folder.
  const warm = new Map<number, ReadySandboxes>();
  let closed = false;
  const startWarm = (sandbox: SandboxTools, uid: number | undefined, root: SlotRoot, cgroup: SlotCgroup | undefined, compiles: boolean): ReadySandboxes | undefined => {
    if (!sandbox.bwrap || closed) return undefined;
    const bwrap = sandbox.bwrap;
    const workDir = freshDir(root, uid);
    // The most any language may be given; the stage narrows it when it starts.
    const stageLimits = (stage: StageLimits) => withAddressSpace(sharedUser(sandbox, stage), true);
    const start = (limits: StageLimits) =>
      startWarmSandbox({ ...sandbox, bwrap }, { workDir, uid: uid ?? 0, limits, env: baseEnv(sandboxRoot), mounts: table.flatMap((spec) => spec.mounts ?? []), cgroup });
    const [run, compile] = [stageLimits(options.limits.run), stageLimits(options.limits.compile)];
    cgroup?.limit(Math.max(sandboxMemoryBytes(run, options.limits.workBytes), compiles ? sandboxMemoryBytes(compile, options.limits.workBytes) : 0));
    return { workDir, run: start(run), compile: compiles ? start(compile) : undefined };
  };

  const requireBackend = (): SandboxBackend => {
    if (!backend) throw new AppError('UNAVAILABLE', runnerMessageTable.ref('switchedOff', { reason: unavailable ?? runnerMessageTable.en.sandboxMissing }), 503);
    return backend;
  };

  async function find(language: string, version: string): Promise<InstalledLanguage> {
    const name = language.trim().toLowerCase();
    const all = await languages();
    const found = all.find(({ spec }) => spec.language === name || spec.aliases.includes(name));
    if (!found) throw badRequest(runnerMessageTable.ref('languageMissing', { language, languages: all.map((l) => l.spec.language).join(', ') }));
    if (!satisfiesVersion(found.version, version)) {
      throw badRequest(runnerMessageTable.ref('versionMissing', { language: found.spec.language, installed: found.version, version }));
    }
    return found;
  }

  /** A slow compiler gets its own wall clock; a request may still ask for less. */
  function compileLimits(spec: LanguageSpec): StageLimits {
    const base = options.limits.compile;
    return spec.compileTimeoutMs === undefined ? base : { ...base, timeoutMs: Math.max(base.timeoutMs, spec.compileTimeoutMs) };
  }

  function stageLimits(base: StageLimits, timeout: number | undefined, memory: number | undefined): StageLimits {
    return { ...base, timeoutMs: narrowed(base.timeoutMs, timeout), memoryBytes: narrowed(base.memoryBytes, memory) };
  }

  /** Piston's rule and words: a limit asked for above the server's is refused, not quietly lowered. */
  function refuseAboveLimits(request: Omit<ExecuteRequest, 'stdin'>, spec: LanguageSpec): void {
    const { compile, run } = options.limits;
    const asked: Array<[string, number | undefined, number]> = [
      ['compile_memory_limit', request.compile_memory_limit, compile.memoryBytes],
      ['run_memory_limit', request.run_memory_limit, run.memoryBytes],
      ['compile_timeout', request.compile_timeout, compileLimits(spec).timeoutMs],
      ['run_timeout', request.run_timeout, run.timeoutMs],
    ];
    for (const [name, value, limit] of asked) {
      if (value !== undefined && value > limit) throw badRequest(runnerMessageTable.ref('aboveLimit', { field: name, limit }));
    }
  }

  async function plan(request: Omit<ExecuteRequest, 'stdin'>): Promise<Job> {
    requireBackend();
    const found = await find(request.language, request.version);
    refuseAboveLimits(request, found.spec);
    return {
      installed: found,
      files: prepareFiles(request.files, found.spec, options.limits.sourceBytes),
      args: request.args,
      compile: stageLimits(compileLimits(found.spec), request.compile_timeout, request.compile_memory_limit),
      run: stageLimits(options.limits.run, request.run_timeout, request.run_memory_limit),
    };
  }

  /**
   * Runs compile (if any) then run in one fresh folder of one slot; the folder is removed after.
   * Batch runs (`prewarm`) start their run stage in the slot's ready sandbox.
   */
  async function inSlot<T>(slots: RunQueue, uidBase: number, prewarm: boolean, job: Job, work: (stage: (which: 'compile' | 'run', stdin: string | undefined, onData?: (s: 'stdout' | 'stderr', t: string) => void) => RunningStage) => Promise<T>): Promise<T> {
    const stages = requireBackend();
    const sandbox = tools;
    const { slot, release } = await slots.acquire();
    const uid = sandbox?.setpriv ? uidBase + slot.index : undefined;
    let ready: ReadySandboxes | undefined;
    let dir: string;
    let root: SlotRoot;
    let cgroup: SlotCgroup | undefined;
    try {
      root = slotRoot(`slot-${uidBase + slot.index}`);
      cgroup = slotCgroup(`slot-${uidBase + slot.index}`);
      ready = prewarm && sandbox ? (warm.get(slot.index) ?? startWarm(sandbox, uid, root, cgroup, false)) : undefined;
      warm.delete(slot.index);
      // An idle compile sandbox would hold two of the uid's processes through the run.
      if (!job.installed.spec.compile) ready?.compile?.discard();
      dir = ready?.workDir ?? freshDir(root, uid);
    } catch (error) {
      discardReady(ready);
      release();
      throw error;
    }
    try {
        writeFiles(dir, job.files, uid);
        const { spec } = job.installed;
        const ctx = (limits: StageLimits): CommandContext => ({ files: job.files.map((f) => f.name), args: job.args, memoryBytes: limits.memoryBytes });
        const env = { ...baseEnv(stages.isolated ? sandboxRoot : dir), ...spec.env };
        return await work((which, stdin, onData) => {
          const limits = withAddressSpace(sharedUser(sandbox, which === 'compile' ? job.compile : job.run), spec.reservesAddressSpace ?? false);
          cgroup?.limit(sandboxMemoryBytes(limits, options.limits.workBytes));
          const command = which === 'compile' && spec.compile ? spec.compile(ctx(limits)) : spec.run(ctx(limits));
          const stageSpec = {
            argv: command,
            env,
            mounts: spec.mounts ?? [],
            workDir: dir,
            disk: { bytes: options.limits.workBytes, watch: !root.mounted },
            limits,
            uid: uid ?? 0,
            stdin: spec.sourceAsStdin && which === 'run' ? (job.files[0]?.bytes.toString('utf8') ?? '') : stdin,
            onData,
            stage: which,
            cgroup,
          };
          return ready?.[which]?.launch(stageSpec) ?? stages.start(stageSpec);
        });
    } finally {
      // The learner has the answer first (the reply is written before the next turn of the event
      // loop); the slot waits until its leftovers are cleared away.
      const rewarm = prewarm && sandbox ? { sandbox, root, cgroup, compiles: job.installed.spec.compile !== undefined } : undefined;
      setImmediate(() => void clearSlot(slot, uid, ready, dir, rewarm).then(release, release));
    }
  }

  async function clearSlot(slot: Slot, uid: number | undefined, ready: ReadySandboxes | undefined, dir: string, rewarm: { sandbox: SandboxTools; root: SlotRoot; cgroup: SlotCgroup | undefined; compiles: boolean } | undefined): Promise<void> {
    discardReady(ready);
    if (uid !== undefined) await reapSlotUser(uid);
    fs.rmSync(dir, { recursive: true, force: true });
    const next = rewarm ? startWarm(rewarm.sandbox, uid, rewarm.root, rewarm.cgroup, rewarm.compiles) : undefined;
    if (next) warm.set(slot.index, next);
  }

  const failed = (outcome: StageOutcome) => outcome.code !== 0 || outcome.signal !== null;

  return {
    kind: 'local',
    backend: backend?.kind,

    async runtimes(): Promise<Runtime[]> {
      requireBackend();
      return (await languages()).map(({ spec, version }) => ({ language: spec.language, version, aliases: spec.aliases }));
    },

    async toolchains(): Promise<Toolchain[]> {
      const found = backend ? await languages() : [];
      return table.map((spec) => {
        const version = found.find((known) => known.spec === spec)?.version ?? null;
        return { language: spec.language, aliases: spec.aliases, version, hint: version === null ? installHint(spec.language, platform) : null };
      });
    },

    async execute(request: ExecuteRequest): Promise<ExecuteReply> {
      const job = await plan(request);
      const { spec, version } = job.installed;
      return inSlot(queue, batchUidBase, true, job, async (stage) => {
        let compile: StageOutcome | undefined;
        if (spec.compile) {
          compile = await stage('compile', '').done;
          if (failed(compile)) return { language: spec.language, version, compile };
        }
        const run = await stage('run', request.stdin).done;
        return compile ? { language: spec.language, version, compile, run } : { language: spec.language, version, run };
      });
    },

    async connect(init: InitMessage, events: SessionEvents): Promise<InteractiveSession> {
      const planned = await plan(init);
      const job = { ...planned, run: { ...planned.run, cpuMs: planned.run.timeoutMs, timeoutMs: interactiveWallMs } };
      const { spec, version } = job.installed;
      let current: RunningStage | undefined;
      let running = false;
      // What the learner types while the program compiles or waits for a slot reaches it at start.
      let pending = '';
      let stopped: ConnectSignal | undefined;
      // Node knows the real-time signals by number only: they stop the sandbox as SIGKILL and are
      // reported by the name the learner sent.
      const stop = (stage: RunningStage, signal: ConnectSignal) => stage.stop(isNodeSignal(signal) ? signal : 'SIGKILL');
      const reported = (outcome: StageOutcome): StageOutcome =>
        stopped && !isNodeSignal(stopped) && outcome.signal === 'SIGKILL' ? { ...outcome, signal: stopped } : outcome;
      const done = inSlot(sessions, interactiveUidBase, false, job, async (stage) => {
        events.runtime(spec.language, version);
        if (spec.compile) {
          events.stage('compile');
          current = stage('compile', '', events.data);
          const compile = reported(await current.done);
          events.exit('compile', compile);
          if (failed(compile) || stopped) return;
        }
        events.stage('run');
        current = stage('run', undefined, events.data);
        running = true;
        if (pending) current.write(pending);
        if (stopped) stop(current, stopped);
        events.exit('run', reported(await current.done));
      });
      return {
        write: (text) => {
          if (running) current?.write(text);
          else pending += text;
        },
        signal: (signal) => {
          if (harmlessSignals.has(signal)) return;
          stopped = signal;
          if (current) stop(current, signal);
        },
        done,
      };
    },

    async close() {
      closed = true;
      for (const ready of warm.values()) discardReady(ready);
      warm.clear();
      // Lazily: a sandbox just killed may still have its folder open; the memory goes when it has.
      for (const root of slotRoots.values()) {
        if (root.mounted && umountTool) execFileSync(umountTool, ['--lazy', root.dir], { stdio: 'ignore' });
      }
      slotRoots.clear();
      await cgroups?.close();
      fs.rmSync(workRoot, { recursive: true, force: true });
      backend?.close();
    },
  };
}
