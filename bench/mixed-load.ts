import { runMixedLoad } from '../scripts/topology/mixed-load';
import { startTopology } from '../scripts/topology/topology';
import { reportFigure } from './figure';

/**
 * Five minutes (LOAD_SECONDS) of learners of a realistic shape through nginx into three server
 * processes on PostgreSQL (LOAD_LEARNERS at once): p50 and p99 per route, the error rate, and each
 * process's memory after warming up and at the end. TOPOLOGY_DATABASE_URL (or TEST_DATABASE_URL)
 * names a PostgreSQL server where a fresh database may be made.
 */
const adminDatabaseUrl = process.env.TOPOLOGY_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminDatabaseUrl) {
  console.error('Set TOPOLOGY_DATABASE_URL (bash scripts/start-test-postgres.sh prints one).');
  process.exit(1);
}
const seconds = Number(process.env.LOAD_SECONDS ?? 300);
const learners = Number(process.env.LOAD_LEARNERS ?? 60);
const topology = await startTopology({ adminDatabaseUrl, env: { REGISTER_RATE_LIMIT_PER_15_MINUTES: '100000', CHAT_RATE_LIMIT_PER_MINUTE: '100' } });
try {
  console.log(`mixed load: ${learners} learners for ${seconds} s through nginx into ${topology.processes.length} processes`);
  const report = await runMixedLoad(topology, { seconds, learners });
  console.table(report.routes.map((r) => ({ route: r.route, requests: r.requests, 'p50 ms': r.p50Ms, 'p99 ms': r.p99Ms, errors: r.errors, '429': r.limited })));
  console.table(report.memory.map((m) => ({ process: m.port, 'RSS after warm-up MB': m.startMb, 'RSS at end MB': m.endMb })));
  const worstP99 = Math.max(...report.routes.map((r) => r.p99Ms));
  console.log(`requests ${report.requests}, errors ${report.errors} (${((report.errors / Math.max(1, report.requests)) * 100).toFixed(2)}%), worst route p99 ${worstP99} ms`);
  reportFigure({ name: 'mixed load worst route p99', value: worstP99, unit: 'ms' });
  reportFigure({ name: 'mixed load errors', value: report.errors, unit: '', budget: 0, bound: 'at most' });
  for (const sample of report.errorSamples) console.log(`  ${sample}`);
  process.exitCode = report.errors === 0 ? 0 : 1;
} finally {
  await topology.stop();
}
