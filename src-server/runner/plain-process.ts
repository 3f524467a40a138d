import { spawn } from 'node:child_process';
import type { SandboxBackend } from './backend';
import { cpuSeconds, type StageLimits } from './limits';
import { memorySampleMs, processTableFor, treeKiller, treeResidentBytes, type ProcessTable } from './process-tree';
import { hostArgv, superviseStage, type StageSpec } from './sandbox';

export interface PlainProcessOptions {
  platform?: NodeJS.Platform;
  /** The environment the host's toolchains need (PATH above all); the server's own by default. */
  hostEnv?: NodeJS.ProcessEnv;
  table?: ProcessTable;
}

/**
 * POSIX shells' own limits, set before the program replaces the shell: processor time (SIGXCPU,
 * then SIGKILL), file size (in 512-byte blocks) and no core files. Memory is not among them:
 * macOS accepts RLIMIT_AS and RLIMIT_DATA without enforcing them, so it is measured instead.
 */
export function ulimitScript(limits: StageLimits): string {
  return `ulimit -t ${cpuSeconds(limits)} && ulimit -f ${Math.ceil(limits.fileBytes / 512)} && ulimit -c 0 && exec "$@"`;
}

/** What Windows programs cannot start without (Python fails to without SystemRoot); none of the learner's secrets. */
const windowsNeeds = ['SystemRoot', 'SYSTEMROOT', 'windir', 'ComSpec', 'PATHEXT', 'TEMP', 'TMP', 'LOCALAPPDATA', 'APPDATA', 'USERPROFILE', 'ProgramData', 'ProgramFiles', 'ProgramFiles(x86)', 'NUMBER_OF_PROCESSORS', 'PROCESSOR_ARCHITECTURE'];

/** The stage's environment over the host's PATH (where its toolchains are) and, on Windows, what the system needs. */
export function plainEnv(spec: Pick<StageSpec, 'env' | 'workDir'>, platform: NodeJS.Platform, host: NodeJS.ProcessEnv): Record<string, string> {
  // The learner's folder is home, as the sandbox's /box is (Mono and R keep their settings there).
  const env: Record<string, string> = { ...spec.env, HOME: spec.workDir, PATH: host.PATH ?? host.Path ?? '' };
  if (platform === 'win32') {
    delete env.TMPDIR;
    for (const name of windowsNeeds) if (host[name] !== undefined) env[name] = host[name];
  } else {
    env.TMPDIR = host.TMPDIR ?? '/tmp';
  }
  return env;
}

/**
 * The learner's own code on their own computer, without bubblewrap or prlimit (Windows, macOS):
 * a plain child process held to the wall clock, the output cap and the working folder's size by
 * the same supervisor as the sandbox, to its memory by sampling its process tree, and on POSIX to
 * its processor time and file size by the shell's ulimit. It is not a sandbox: it reads what
 * the learner can read, as their own terminal would. On Windows the tree is ended with taskkill
 * /T and measured through WMI, not a Job object (which Node's spawn cannot attach).
 */
export function plainProcessBackend(options: PlainProcessOptions = {}): SandboxBackend {
  const platform = options.platform ?? process.platform;
  const table = options.table ?? processTableFor(platform);
  const killTree = treeKiller(platform, table);
  const posix = platform !== 'win32';
  return {
    kind: 'plain-process',
    isolated: false,
    start(spec) {
      const argv = hostArgv(spec);
      const [command, ...args] = posix ? ['/bin/sh', '-c', ulimitScript(spec.limits), 'sh', ...argv] : argv;
      if (!command) throw new Error('empty command line');
      const child = spawn(command, args, {
        cwd: spec.workDir,
        env: plainEnv(spec, platform, options.hostEnv ?? process.env),
        // Its own process group on POSIX, so the whole tree can be paused and killed at once.
        detached: posix,
        windowsHide: true,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      return superviseStage(child, spec, 0, {
        killTree,
        memory: { everyMs: memorySampleMs(platform), residentBytes: async (pid) => treeResidentBytes(await table(), pid) },
      });
    },
    close: () => undefined,
  };
}
