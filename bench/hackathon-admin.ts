/**
 * The organisers' dashboard at event size: 10,000 registrations seeded into a fresh database, then
 * the server time (median and p95 over BENCH_RUNS runs through `app.inject`) of the first page of a
 * filtered and searched list, the statistics, the CSV of every registration and the workbook of
 * every registration; and the memory an export takes over a real socket at 1,000 and at 10,000
 * registrations, which should be about the same (the export reads a page at a time).
 * Budgets, on the median (the p95 is printed beside it; on a shared machine it measures the
 * neighbours as much as the server): list ≤ 50 ms, stats ≤ 100 ms, CSV ≤ 1 s, XLSX ≤ 2 s.
 *
 *   npx tsx bench/hackathon-admin.ts                         (SQLite; about a minute)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54331/postgres npx tsx bench/hackathon-admin.ts
 *   BENCH_COUNT=2000 BENCH_RUNS=10 npx tsx bench/hackathon-admin.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createPostgresDatabase } from '../scripts/postgres-database';
import { buildApp, type BuiltApp } from '../src-server/app';
import { loadConfig } from '../src-server/config';
import { seedRegistrations } from '../scripts/seed-hackathon';
import { reportFigure } from './figure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const budgetsMs = { list: 50, stats: 100, csv: 1000, xlsx: 2000 } as const;

export interface AdminBenchOptions {
  /** Registrations in the database for the timings and the large export. */
  count: number;
  /** Registrations of the small export the large one is compared with. */
  smallCount: number;
  runs: number;
  /** DATA_DIR, and DATABASE_URL for PostgreSQL: an empty database of the caller's. */
  databaseEnv: Record<string, string>;
}

export interface Timing {
  name: string;
  budgetMs: number;
  medianMs: number;
  p95Ms: number;
  /** This process's CPU time (user + system) per request, median: what neighbours on a busy machine skew least. */
  medianCpuMs: number;
  bytes: number;
}

export interface MemoryFigure {
  registrations: number;
  bytes: number;
  peakHeapGrowthMb: number;
  /** The largest heap growth right after a full collection during the download: what the export keeps alive. */
  liveHeapGrowthMb: number;
  peakRssGrowthMb: number;
}

export interface AdminBenchFigures {
  dialect: string;
  seedSeconds: number;
  timings: Timing[];
  memory: MemoryFigure[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** A full collection before each memory reading, so the figures are what the export holds, not garbage. */
const collect: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as unknown;
  return typeof gc === 'function' ? (gc as () => void) : () => undefined;
})();

const organiserCount = 6;
const organiserPassword = 'bench-organiser-password';

/** The export route allows 20 a minute to each organiser; the runs take turns among several. */
async function organiserTokens(built: BuiltApp): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < organiserCount; i++) {
    const email = `organiser${i}@bench.local`;
    const payload = { email, password: organiserPassword };
    await built.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: `192.0.2.${10 + i}` });
    const res = await built.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: `192.0.2.${10 + i}` });
    if (res.statusCode !== 200) throw new Error(`organiser sign-in failed: ${res.statusCode} ${res.body}`);
    tokens.push((res.json() as { accessToken: string }).accessToken);
  }
  return tokens;
}

async function time(built: BuiltApp, tokens: string[], name: string, url: string, budgetMs: number, runs: number): Promise<Timing> {
  const durations: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  let turn = 0;
  // Two runs first, to warm the statement caches and the JIT.
  for (let i = 0; i < runs + 2; i++) {
    const headers = { authorization: `Bearer ${tokens[turn++ % tokens.length] ?? ''}` };
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const res = await built.app.inject({ method: 'GET', url, headers });
    const took = performance.now() - started;
    const cpuUsed = process.cpuUsage(cpuBefore);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    bytes = res.rawPayload.length;
    if (i >= 2) {
      durations.push(took);
      cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    }
  }
  return { name, budgetMs, medianMs: percentile(durations, 50), p95Ms: percentile(durations, 95), medianCpuMs: percentile(cpu, 50), bytes };
}

/**
 * Downloads an export over a real socket and throws the bytes away, sampling this process's memory
 * as it goes: the growth over a collected baseline is what the server holds for the export.
 */
async function exportMemory(baseUrl: string, token: string, registrations: number): Promise<MemoryFigure> {
  collect();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  let liveHeap = before.heapUsed;
  let chunks = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  };
  const timer = setInterval(sample, 5);
  let bytes = 0;
  try {
    const res = await fetch(`${baseUrl}/api/hackathon/admin/export?format=csv&type=detailed`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
    for await (const chunk of res.body) {
      bytes += (chunk as Uint8Array).byteLength;
      sample();
      if (++chunks % 16 === 0) {
        collect();
        liveHeap = Math.max(liveHeap, process.memoryUsage().heapUsed);
      }
    }
  } finally {
    clearInterval(timer);
  }
  const mb = (value: number) => Math.round((value / 1024 / 1024) * 10) / 10;
  return { registrations, bytes, peakHeapGrowthMb: mb(peakHeap - before.heapUsed), liveHeapGrowthMb: mb(liveHeap - before.heapUsed), peakRssGrowthMb: mb(peakRss - before.rss) };
}

/** Seeds `smallCount`, measures an export's memory, seeds up to `count`, measures everything. */
export async function runAdminBench(options: AdminBenchOptions): Promise<AdminBenchFigures> {
  const emails = Array.from({ length: organiserCount }, (_, i) => `organiser${i}@bench.local`).join(',');
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DEMO_PASSWORD: 'bench-demo-password', ORGANISER_EMAILS: emails, ...options.databaseEnv }, '0.0.0-bench');
  const built = await buildApp(config, path.join(root, 'resources'));
  try {
    const tokens = await organiserTokens(built);
    const baseUrl = await built.app.listen({ host: '127.0.0.1', port: 0 });
    const started = performance.now();
    await seedRegistrations(built.db.kysely, { count: options.smallCount, seed: 1 });
    const small = await exportMemory(baseUrl, tokens[0] ?? '', options.smallCount);
    await seedRegistrations(built.db.kysely, { count: options.count - options.smallCount, seed: 2 });
    const seedSeconds = (performance.now() - started) / 1000;
    built.db.settle();
    const large = await exportMemory(baseUrl, tokens[1] ?? '', options.count);

    const list = '/api/hackathon/admin/registrations?status=confirmed&type=team&search=sharma&page=1';
    const timings = [
      await time(built, tokens, 'list: first page, status + type filter + search', list, budgetsMs.list, options.runs),
      await time(built, tokens, 'stats', '/api/hackathon/admin/stats', budgetsMs.stats, options.runs),
      await time(built, tokens, `CSV of all ${options.count}`, '/api/hackathon/admin/export?format=csv&type=detailed', budgetsMs.csv, options.runs),
      await time(built, tokens, `XLSX of all ${options.count}`, '/api/hackathon/admin/export?format=excel&type=detailed', budgetsMs.xlsx, options.runs),
    ];
    return { dialect: built.db.dialect, seedSeconds, timings, memory: [small, large] };
  } finally {
    await built.app.close();
  }
}

/** A fresh database for the bench: a temporary SQLite folder, or a new PostgreSQL database. */
async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-bench-admin-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const database = await createPostgresDatabase(adminUrl, 'kodeshala_bench');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    drop: async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function printAdminFigures(figures: AdminBenchFigures, runs: number): boolean {
  console.log(`\n${figures.dialect}: seeded in ${figures.seedSeconds.toFixed(1)} s; server time through app.inject, ${runs} runs after 2 warm-up runs`);
  console.table(
    figures.timings.map((t) => ({
      request: t.name,
      'median ms': Math.round(t.medianMs * 10) / 10,
      'p95 ms': Math.round(t.p95Ms * 10) / 10,
      'CPU ms': Math.round(t.medianCpuMs * 10) / 10,
      'budget ms': t.budgetMs,
      bytes: t.bytes,
      'budget (median)': t.medianMs <= t.budgetMs ? 'met' : 'MISSED',
    })),
  );
  for (const t of figures.timings) reportFigure({ name: `organiser ${t.name} (${figures.dialect}) median`, value: Math.round(t.medianMs * 10) / 10, unit: 'ms', budget: t.budgetMs, bound: 'at most' });
  console.log('memory while a CSV export of every registration streams over a socket (growth over a collected baseline):');
  console.table(figures.memory.map((m) => ({ registrations: m.registrations, 'bytes sent': m.bytes, 'peak heap growth MB': m.peakHeapGrowthMb, 'live heap growth MB': m.liveHeapGrowthMb, 'peak RSS growth MB': m.peakRssGrowthMb })));
  return figures.timings.every((t) => t.medianMs <= t.budgetMs);
}

async function main(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 20);
  const count = Number(process.env.BENCH_COUNT ?? 10_000);
  const database = await freshDatabase();
  try {
    const figures = await runAdminBench({ count, smallCount: Math.max(1, Math.round(count / 10)), runs, databaseEnv: database.env });
    process.exitCode = printAdminFigures(figures, runs) ? 0 : 1;
  } finally {
    await database.drop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
