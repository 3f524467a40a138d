import type { AppConfig } from '../config';
import type { Executor } from './executor';
import { createLocalExecutor } from './local-executor';
import { createPistonExecutor } from './piston-executor';

/** PISTON_URL set: forward to that Piston. Otherwise this machine's sandboxed toolchains. */
export function createExecutor(runner: AppConfig['runner']): Executor {
  if (runner.pistonUrl) return createPistonExecutor(runner.pistonUrl);
  return createLocalExecutor({ limits: runner.limits, allowUnsandboxed: runner.allowUnsandboxed, concurrency: runner.concurrency, memoryTotalBytes: runner.memoryTotalBytes, memoryCgroups: runner.memoryCgroups });
}
