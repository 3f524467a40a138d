import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import * as pty from 'node-pty';

const run = promisify(execFile);

export interface TerminalSink {
  data(id: string, data: string): void;
  exit(id: string, exitCode: number): void;
}

export interface OpenTerminalOptions {
  /** Whose terminal it is (a window's web contents id): only that owner may use or close it. */
  owner: number;
  cwd: string;
  columns: number;
  rows: number;
  sink: TerminalSink;
}

interface Session {
  owner: number;
  process: pty.IPty;
  sink: TerminalSink;
  closing: boolean;
}

/** The learner's own shell: $SHELL on Linux and macOS, %COMSPEC% (else PowerShell) on Windows. */
export function shellFor(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string {
  if (platform === 'win32') return env.COMSPEC || 'powershell.exe';
  return env.SHELL || (platform === 'darwin' ? '/bin/zsh' : '/bin/bash');
}

/** The shell's environment: the user's, less what Electron sets for itself. */
export function shellEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && !key.startsWith('ELECTRON_')) clean[key] = value;
  }
  return { ...clean, TERM: 'xterm-256color', COLORTERM: 'truecolor' };
}

/** Every process below `root`, children before their parents' parents: read from `ps`. */
async function descendantsOf(root: number): Promise<number[]> {
  let listing: string;
  try {
    ({ stdout: listing } = await run('ps', ['-A', '-o', 'pid=,ppid=']));
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const line of listing.split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (!pid || ppid === undefined || Number.isNaN(ppid)) continue;
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() ?? -1) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/**
 * Ends a shell and everything it started. A shell with job control puts each job in a process
 * group of its own, so killing the shell's group would leave `npm run dev &` running: walk the tree.
 */
export async function endProcessTree(pid: number, platform: NodeJS.Platform = process.platform): Promise<void> {
  if (platform === 'win32') {
    await run('taskkill', ['/pid', String(pid), '/T', '/F']).catch(() => undefined);
    return;
  }
  const tree = [pid, ...(await descendantsOf(pid))];
  for (const member of tree) {
    try {
      process.kill(member, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** Shells one window may hold at once: a page stuck opening tabs in a loop cannot exhaust the computer's processes. */
export const terminalsPerWindow = 8;

/** Shells behind the playground's terminal tab (desktop only), each bound to the window that opened it. */
export class Terminals {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly env: NodeJS.ProcessEnv = process.env,
    private readonly perWindow = terminalsPerWindow,
  ) {}

  open({ owner, cwd, columns, rows, sink }: OpenTerminalOptions): string {
    const held = [...this.sessions.values()].filter((session) => session.owner === owner).length;
    if (held >= this.perWindow) throw new Error(`At most ${this.perWindow} terminals can be open in one window. Close one to open another.`);
    const id = randomUUID();
    const shell = pty.spawn(shellFor(this.env, process.platform), [], {
      name: 'xterm-256color',
      cols: columns,
      rows,
      cwd,
      env: shellEnvironment(this.env),
    });
    const session: Session = { owner, process: shell, sink, closing: false };
    this.sessions.set(id, session);
    shell.onData((data) => sink.data(id, data));
    shell.onExit(({ exitCode }) => {
      this.sessions.delete(id);
      sink.exit(id, exitCode);
    });
    return id;
  }

  write(owner: number, id: string, data: string): void {
    this.session(owner, id).process.write(data);
  }

  resize(owner: number, id: string, columns: number, rows: number): void {
    this.session(owner, id).process.resize(columns, rows);
  }

  /** The tab closed: end the shell and all it started. */
  async close(owner: number, id: string): Promise<void> {
    await this.end(id, this.session(owner, id));
  }

  /** The window closed (or the app quits): end every shell it opened. */
  async closeAllOf(owner: number): Promise<void> {
    await Promise.all([...this.sessions].filter(([, s]) => s.owner === owner).map(([id, s]) => this.end(id, s)));
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.sessions].map(([id, s]) => this.end(id, s)));
  }

  private async end(id: string, session: Session): Promise<void> {
    if (session.closing) return;
    session.closing = true;
    await endProcessTree(session.process.pid);
    this.sessions.delete(id);
  }

  private session(owner: number, id: string): Session {
    const session = this.sessions.get(id);
    // Another window's terminal is as unknown to this one as a made-up id.
    if (!session || session.owner !== owner) throw new Error('This terminal has closed. Open a new one.');
    return session;
  }
}
