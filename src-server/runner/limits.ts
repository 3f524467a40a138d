/** The limits one stage (compile or run) of a program runs under. */
export interface StageLimits {
  /** Wall-clock time before the whole sandbox is killed. */
  timeoutMs: number;
  /** Processor time (RLIMIT_CPU); the wall clock when unset. Interactive runs wait for typing, so they differ. */
  cpuMs?: number;
  /** Writable memory (RLIMIT_DATA), so runtimes that reserve address space (the JVM, Go) still start. */
  memoryBytes: number;
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

/**
 * Without a size-limited mount (the desktop app, not root) a watchdog measures the working folder
 * this often and stops the stage past the bound; it counts at most `watchedEntries` files, so one
 * look stays short, and a program that makes more is stopped too.
 */
export const diskWatchMs = 150;
export const watchedEntries = 4096;

/**
 * RLIMIT_CPU in seconds. Derived from the wall clock it gets a second more, so the wall clock (and
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
