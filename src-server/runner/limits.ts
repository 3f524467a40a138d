/** The limits one stage (compile or run) of a program runs under. */
export interface StageLimits {
  /** Wall-clock time before the whole sandbox is killed. */
  timeoutMs: number;
  /** Processor time (RLIMIT_CPU); the wall clock when unset. Interactive runs wait for typing, so they differ. */
  cpuMs?: number;
  /** Writable memory (RLIMIT_DATA), so runtimes that reserve address space (the JVM, Go) still start. */
  memoryBytes: number;
  /**
   * Address space (RLIMIT_AS): RLIMIT_DATA does not count shared mappings, so this is what refuses
   * a large shared `mmap` at once. Unset only where a memory cgroup bounds a runtime that reserves
   * address space.
   */
  addressSpaceBytes?: number;
  /** Processes and threads together (RLIMIT_NPROC for the sandbox's own user id). */
  processes: number;
  /**
   * The RLIMIT_NPROC to set when the sandbox shares its host user with other processes (a server
   * not running as root, the desktop app): the kernel counts all of that user's threads, so the
   * program gets `processes` on top of what the user already runs.
   */
  processCeiling?: number;
  /** stdout and stderr together; beyond it the program is stopped and the output ends with a notice. */
  outputBytes: number;
  /** Largest file the program may write (RLIMIT_FSIZE). */
  fileBytes: number;
}

export interface RunnerLimits {
  compile: StageLimits;
  run: StageLimits;
  /** All files of one request together. */
  sourceBytes: number;
  /** Everything the compile and run stages leave in the working folder together. */
  workBytes: number;
}

const MB = 1024 * 1024;

export const defaultRunnerLimits: RunnerLimits = {
  compile: { timeoutMs: 10_000, memoryBytes: 256 * MB, processes: 64, outputBytes: 64 * 1024, fileBytes: 64 * MB },
  run: { timeoutMs: 3_000, memoryBytes: 256 * MB, processes: 64, outputBytes: 64 * 1024, fileBytes: 16 * MB },
  sourceBytes: 512 * 1024,
  workBytes: 64 * MB,
};

/** The sandbox's own `/tmp` and `/dev/shm`: size-limited tmpfs, whose pages are memory. */
export const tmpBytes = 64 * MB;
export const shmBytes = 16 * MB;

/**
 * Everything one sandbox may hold in memory: the program's memory and its three tmpfs folders
 * (`/box` when it is a mount of its own, `/tmp`, `/dev/shm`). A run's memory cgroup is bounded by
 * it, and the run slots are as many as fit the runs' total.
 */
export function sandboxMemoryBytes(limits: StageLimits, workBytes: number): number {
  return limits.memoryBytes + workBytes + tmpBytes + shmBytes;
}

/**
 * A program's address space (RLIMIT_AS): its memory and room for code, libraries and thread
 * stacks; or, where no memory cgroup bounds the sandbox, a fixed 1.5 GB for runtimes that reserve
 * address space far beyond what they use (the JVM's class space, Go's heap arenas, V8).
 */
export function addressSpaceFor(memoryBytes: number, reservesAddressSpace: boolean): number {
  return reservesAddressSpace ? Math.max(1536 * MB, memoryBytes * 2) : memoryBytes + 256 * MB;
}

/**
 * Without a size-limited mount (the desktop app, not root) a watchdog measures the working folder
 * this often and stops the stage past the bound; it counts at most `watchedEntries` files, so one
 * look stays short, and a program that makes more is stopped too.
 */
export const diskWatchMs = 150;
export const watchedEntries = 4096;

/**
 * RLIMIT_CPU in seconds (the soft limit: SIGXCPU, which says why; the hard limit a second later is
 * SIGKILL for a program that ignores it). Derived from the wall clock it gets a second more, so the wall clock (and
 * its message) always comes first for a program that only computes.
 */
export function cpuSeconds(limits: StageLimits): number {
  return limits.cpuMs === undefined ? Math.ceil(limits.timeoutMs / 1000) + 1 : Math.ceil(limits.cpuMs / 1000);
}

/** An interactive run waits for the learner to type, so its wall clock is long and its CPU time is not. */
export const interactiveWallMs = 120_000;

/**
 * A request may ask for less than the server allows, never more (Piston's own rule for
 * `run_timeout` and the memory limits); -1 or nothing means "the server's limit".
 */
export function narrowed(limit: number, asked: number | undefined): number {
  if (asked === undefined || asked <= 0) return limit;
  return Math.min(limit, asked);
}
