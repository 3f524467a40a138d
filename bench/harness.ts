import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** What the benchmarks share: servers as their own Node processes, and interleaved load rounds. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Starts a server as its own Node process and resolves with the port it prints. */
export function startServer(script: string, env: Record<string, string> = {}): Promise<{ port: number; stop: () => void }> {
  const child = spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve({ port: Number(port), stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
}

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function measure(target: Target, duration: number): Promise<Figures> {
  const result = await autocannon({ url: target.url, headers: target.headers, connections, duration });
  return { name: target.name, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
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
    };
  });
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
