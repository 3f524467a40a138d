import { spawn, type ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';
import type { ReadOnlyMount } from './languages';
import { cpuSeconds, type StageLimits } from './limits';
import type { SlotCgroup } from './memory-cgroup';
import { bwrapArgs, cgroupArgs, cpuLimit, limitArgs, sandboxInit, superviseStage, userArgs, type RunningStage, type SandboxTools, type StageSpec } from './sandbox';

/**
 * A sandbox started ahead of the run that will use it: bubblewrap has built its namespaces and
 * mounts, and a shell inside waits on fd 3 for the one command to exec. Setting up a sandbox costs
 * more than starting Python, so a slot keeps one ready and a short program pays for neither.
 */
export interface WarmSandbox {
  workDir: string;
  /** Starts the stage in this sandbox; undefined when it cannot (gone, used, or the stage needs higher limits). */
  launch(spec: StageSpec): RunningStage | undefined;
  discard(): void;
}

export interface WarmOptions {
  workDir: string;
  uid: number;
  limits: StageLimits;
  env: Record<string, string>;
  /** Every language's read-only mounts: the sandbox does not know yet which language will come. */
  mounts: ReadOnlyMount[];
  /** The slot's memory cgroup, which the sandbox joins from its start. */
  cgroup?: SlotCgroup;
}

// $nl lets an argument carry a newline through the one line that `read` takes.
const launcher = "nl='\n'; read -r cmd <&3 || exit 111; exec 3<&-; eval \"$cmd\"";

const quote = (value: string) => `'${value.replaceAll("'", "'\\''").replaceAll('\n', "'\"$nl\"'")}'`;

/** prlimit flags for the limits a stage wants below the sandbox's; undefined if it wants more. */
function narrowing(warm: StageLimits, stage: StageLimits): string[] | undefined {
  const pairs: Array<[string, number, number, string]> = [
    ['--data', warm.memoryBytes, stage.memoryBytes, String(stage.memoryBytes)],
    ['--as', warm.addressSpaceBytes ?? Infinity, stage.addressSpaceBytes ?? Infinity, String(stage.addressSpaceBytes)],
    // A shared user's ceiling moves with what else it runs; the sandbox keeps the one set at its start.
    ['--nproc', warm.processes, stage.processes, String(stage.processes)],
    ['--fsize', warm.fileBytes, stage.fileBytes, String(stage.fileBytes)],
    ['--cpu', cpuSeconds(warm), cpuSeconds(stage), cpuLimit(stage)],
  ];
  if (pairs.some(([, have, want]) => want > have)) return undefined;
  return pairs.filter(([, have, want]) => want < have).map(([flag, , , value]) => `${flag}=${value}`);
}

export function startWarmSandbox(tools: SandboxTools & { bwrap: string }, options: WarmOptions): WarmSandbox {
  const argv = [
    ...cgroupArgs(options.cgroup),
    ...userArgs(tools, options.uid),
    ...limitArgs(tools, options.limits),
    ...bwrapArgs(tools, { workDir: options.workDir, env: options.env, mounts: options.mounts }),
    '/bin/sh',
    '-c',
    launcher,
  ];
  const [command, ...args] = argv;
  if (!command) throw new Error('empty command line');
  const child: ChildProcess = spawn(command, args, { cwd: options.workDir, env: {}, detached: true, stdio: ['pipe', 'pipe', 'pipe', 'pipe'] });
  let used = false;
  const alive = () => child.exitCode === null && child.signalCode === null;
  const discard = () => {
    if (child.pid === undefined || !alive()) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  };
  child.once('error', () => undefined);

  return {
    workDir: options.workDir,
    discard,
    launch(spec) {
      const control = child.stdio[3] as Writable | null;
      const narrower = narrowing(options.limits, spec.limits);
      if (used || !alive() || !control || !narrower || spec.workDir !== options.workDir || spec.cgroup !== options.cgroup) return undefined;
      used = true;
      const exports = Object.entries(spec.env)
        .filter(([name, value]) => options.env[name] !== value)
        .map(([name, value]) => `export ${name}=${quote(value)}; `)
        .join('');
      const program = [...sandboxInit(tools), ...(narrower.length > 0 ? [tools.prlimit, ...narrower, '--'] : []), ...spec.argv];
      const oomKills = spec.cgroup?.oomKills() ?? 0;
      control.on('error', () => undefined);
      control.end(`${exports}exec ${program.map(quote).join(' ')}\n`);
      return superviseStage(child, spec, oomKills);
    },
  };
}
