import { execFileSync } from 'node:child_process';
import type { AppConfig } from '../config';
import type { Executor } from './executor';
import { createLocalExecutor } from './local-executor';
import { createPistonExecutor } from './piston-executor';
import { createPlatformFirstExecutor } from './platform-executor';

/** Whether macOS's developer tools are installed: without them its /usr/bin compilers are installer stubs. */
function macDeveloperTools(): boolean {
  try {
    execFileSync('xcode-select', ['-p'], { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * PISTON_URL set: forward to that Piston. Otherwise this machine's toolchains: sandboxed, or on
 * the desktop app for Windows and macOS as plain processes over what is on the learner's PATH.
 */
export function createExecutor(runner: AppConfig['runner'], sync?: AppConfig['sync']): Executor {
  if (runner.pistonUrl) return createPistonExecutor(runner.pistonUrl);
  const local = localExecutor(runner);
  // Signed in to a platform server: its runner first, this computer's toolchains when it does not answer.
  return sync ? createPlatformFirstExecutor(sync.remoteUrl, local, sync.timeoutMs) : local;
}

function localExecutor(runner: AppConfig['runner']): Executor {
  const search = runner.plainProcess
    ? { platform: process.platform, pathVar: process.env.PATH ?? process.env.Path ?? '', developerTools: process.platform === 'darwin' ? macDeveloperTools() : undefined }
    : undefined;
  return createLocalExecutor({
    limits: runner.limits,
    allowUnsandboxed: runner.allowUnsandboxed,
    concurrency: runner.concurrency,
    memoryTotalBytes: runner.memoryTotalBytes,
    memoryCgroups: runner.memoryCgroups,
    plainProcess: search && { search },
  });
}
