/**
 * API throughput: requests/s and p99 latency of GET /api/health and of a database-backed read
 * (GET /api/plans/monthly: one plan by key from the database) on the real platform server, against
 * bare Fastify sending that read's own reply bytes and headers (the fair floor: the same bytes on the
 * wire without the product's work), with a bare hello-world beside it for information. Each server
 * runs in its own Node process; the load comes from this one. The plan list is measured too.
 * Budget: the database-backed read reaches at least 50% of the replay's requests/s.
 *
 *   npm run bench                              (3 rounds of 5 s per target, about a minute)
 *   BENCH_ROUNDS=5 BENCH_SECONDS=10 npm run bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureRounds, printFigures, replyOf, startProduct, startServer, type Figures } from './harness';
import { reportFigure } from './figure';

const budgetRatio = 0.5;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-bench-'));
  const bare = await startServer('bench/bare-server.mjs');
  // The product as `npm start` runs it (the bundle from `npm run build:server`), on a fresh SQLite.
  const app = await startProduct(dataDir);
  // The floor the read is held to: bare Fastify sending the read's own reply, its headers and body.
  const replay = await startServer('bench/bare-server.mjs', { BARE_REPLY: JSON.stringify(await replyOf(`http://127.0.0.1:${app.port}/api/plans/monthly`)) });
  try {
    const figures = await measureRounds([
      { name: 'bare Fastify GET /', url: `http://127.0.0.1:${bare.port}/`, pid: bare.pid },
      { name: "bare Fastify sending the read's reply", url: `http://127.0.0.1:${replay.port}/`, pid: replay.pid },
      { name: 'GET /api/health', url: `http://127.0.0.1:${app.port}/api/health`, pid: app.pid },
      { name: 'GET /api/plans/monthly (database read)', url: `http://127.0.0.1:${app.port}/api/plans/monthly`, pid: app.pid },
      { name: 'GET /api/plans (list of five)', url: `http://127.0.0.1:${app.port}/api/plans`, pid: app.pid },
    ]);
    printFigures(figures);
    const [baseline, replayed, health, read] = figures as [Figures, Figures, Figures, Figures, Figures];
    const healthRatio = health.requestsPerSecond / baseline.requestsPerSecond;
    const readRatio = read.requestsPerSecond / replayed.requestsPerSecond;
    console.log(`health / bare hello-world: ${(healthRatio * 100).toFixed(1)}%`);
    console.log(`database read / bare hello-world: ${((read.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}%`);
    if (replayed.cpuMicros !== undefined && read.cpuMicros !== undefined) {
      // The same comparison without the load generator in it: CPU the servers spent per request.
      console.log(`server CPU per request, replay / database read: ${((replayed.cpuMicros / read.cpuMicros) * 100).toFixed(1)}%`);
    }
    reportFigure({ name: 'plan read / bare Fastify replay', value: Math.round(readRatio * 1000) / 10, unit: '%', budget: budgetRatio * 100, bound: 'at least' });
    console.log(`database read / its replay: ${(readRatio * 100).toFixed(1)}% (budget ≥ ${budgetRatio * 100}%: ${readRatio >= budgetRatio ? 'met' : 'MISSED'})`);
    process.exitCode = readRatio >= budgetRatio && figures.every((f) => f.errors === 0) ? 0 : 1;
  } finally {
    bare.stop();
    replay.stop();
    app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
