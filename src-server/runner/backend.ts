import fs from 'node:fs';
import { runStage, type RunningStage, type SandboxTools, type StageSpec } from './sandbox';

/**
 * How one stage of a program is started and held to its limits on this machine. The local
 * executor runs every stage through one backend: bubblewrap (a server, and the desktop on Linux
 * when it is installed), prlimit alone (the desktop on Linux without bubblewrap), or a plain
 * process (the desktop on Windows and macOS: plain-process.ts).
 */
export interface SandboxBackend {
  readonly kind: 'bubblewrap' | 'prlimit' | 'plain-process';
  /** Programs see their folder as /box and tools at sandbox paths; otherwise the host's paths. */
  readonly isolated: boolean;
  start(spec: StageSpec): RunningStage;
  close(): void;
}

/** The existing Linux sandbox: bubblewrap over prlimit, or prlimit alone (desktop standalone only). */
export function bubblewrapBackend(tools: SandboxTools): SandboxBackend {
  return {
    kind: tools.bwrap ? 'bubblewrap' : 'prlimit',
    isolated: tools.bwrap !== undefined,
    start: (spec) => runStage(tools, spec),
    close: () => fs.rmSync(tools.etcDir, { recursive: true, force: true }),
  };
}
