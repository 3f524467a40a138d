import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** What the benchmarks share: servers as their own Node processes, and interleaved load rounds. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * On a small machine the load generator and the server fight for the same cores, and how that
 * fight goes differs between a fast and a slow target, which skews their ratio. Where Linux lets
 * us, every server runs alone on CPU 0 and the load generator (this process) on the other cores.
 */
export const pinned = process.platform === 'linux' && hasTaskset && os.cpus().length >= 2 && process.env.BENCH_PIN !== '0';
if (pinned) execFileSync('taskset', ['-pc', `1-${os.cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
export const layout = pinned
  ? `servers pinned to CPU 0, load generator on CPU 1-${os.cpus().length - 1} (BENCH_PIN=0 to share all cores)`
  : `servers and load generator share ${os.cpus().length} cores`;

export interface Server {
  port: number;
  pid: number;
  stop: () => void;
}

/** Starts a server as its own Node process and resolves with the port it prints. */
export function startServer(script: string, env: Record<string, string> = {}, { pin = pinned }: { pin?: boolean } = {}): Promise<Server> {
  // A child inherits this process's CPU list, so an unpinned server is given every core again:
  // pinned to the load generator's, it counted one core and sized its heavy-work pool for one.
  const cores = pin ? '0' : pinned ? `0-${os.cpus().length - 1}` : undefined;
  const [command, args] = cores ? ['taskset', ['-c', cores, process.execPath, script]] : [process.execPath, [script]];
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve({ port: Number(port), pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
}

export interface Target {
  name: string;
  url: string;
  /** The server process answering, to read the CPU time it spent (Linux only). */
  pid?: number;
  headers?: Record<string, string>;
}

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** The server's own CPU time per request in microseconds, where /proc tells it. */
  cpuMicros: number | undefined;
}

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU seconds of a process so far, from /proc/PID/stat; undefined off Linux. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}

async function measure(target: Target, duration: number): Promise<Figures> {
  const before = cpuSeconds(target.pid);
  const result = await autocannon({ url: target.url, headers: target.headers, connections, duration });
  const after = cpuSeconds(target.pid);
  const cpuMicros = before === undefined || after === undefined || result.requests.total === 0 ? undefined : ((after - before) * 1e6) / result.requests.total;
  return { name: target.name, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx, cpuMicros };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Measures the targets in interleaved rounds and keeps each one's median, so a slow moment of a
 * shared machine does not land on one target only.
 */
export async function measureRounds(targets: readonly Target[]): Promise<Figures[]> {
  for (const target of targets) await measure(target, 2);
  const runs = new Map<string, Figures[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) runs.get(target.name)?.push(await measure(target, seconds));
  }
  return targets.map(({ name }) => {
    const all = runs.get(name) ?? [];
    return {
      name,
      requestsPerSecond: median(all.map((f) => f.requestsPerSecond)),
      p99Ms: median(all.map((f) => f.p99Ms)),
      errors: all.reduce((sum, f) => sum + f.errors, 0),
      cpuMicros: all.every((f) => f.cpuMicros !== undefined) ? median(all.map((f) => f.cpuMicros ?? 0)) : undefined,
    };
  });
}

/** Prints the measured figures as one table, headed by how they were measured. */
export function printFigures(figures: readonly Figures[]): void {
  console.log(`\nmedian of ${rounds} interleaved rounds of ${seconds} s per target, ${connections} connections; ${layout}`);
  console.table(
    figures.map((f) => ({
      target: f.name,
      'req/s': Math.round(f.requestsPerSecond),
      'p99 ms': f.p99Ms,
      'server CPU µs/req': f.cpuMicros === undefined ? 'n/a' : Math.round(f.cpuMicros),
      errors: f.errors,
    })),
  );
}

/** The product as `npm start` runs it (the bundle from `npm run build:server`), API only, on a fresh SQLite under `dataDir`. */
export function startProduct(dataDir: string, env: Record<string, string> = {}) {
  return startServer('out/server/main.js', {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_PASSWORD: 'bench-password',
    RENDERER_DIR: path.join(dataDir, 'no-renderer'),
    ...env,
  });
}

/** The headers and body a product route answers with, less those every HTTP server writes itself. */
export async function replyOf(url: string, requestHeaders: Record<string, string> = {}): Promise<{ headers: Record<string, string>; body: string }> {
  const response = await fetch(url, { headers: requestHeaders });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id']);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !perConnection.has(name)));
  return { headers, body: await response.text() };
}
