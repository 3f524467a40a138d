import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withLatestTable } from './benchmarks-doc';
import { type BenchFigure, figureTag, meetsBudget } from './figure';
import { root } from './harness';

/**
 * Every bench in turn on one build, then one table of their figures against their budgets.
 * The PostgreSQL-backed ones (the organiser list, the mixed load) need TEST_DATABASE_URL or
 * TOPOLOGY_DATABASE_URL (bash scripts/start-test-postgres.sh prints one); without it they are
 * listed as not run. LOAD_SECONDS shortens the five-minute mixed load. The table also replaces the
 * latest one in docs/benchmarks.md.
 */
const postgres = process.env.TOPOLOGY_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const tsx = ['tsx', '--tsconfig', 'tsconfig.node.json'];
const benches: Array<{ name: string; command: string[]; needsPostgres?: boolean; env?: Record<string, string> }> = [
  { name: 'build', command: ['npm', 'run', '--silent', 'build:web'] },
  { name: 'build server', command: ['npm', 'run', '--silent', 'build:server'] },
  { name: 'api', command: ['npx', ...tsx, 'bench/api.ts'] },
  { name: 'reader', command: ['npx', ...tsx, 'bench/reader.ts'] },
  { name: 'bundles', command: ['npx', ...tsx, 'bench/bundles.ts'] },
  { name: 'lighthouse', command: ['npx', ...tsx, 'bench/lighthouse.ts'] },
  { name: 'run', command: ['npx', ...tsx, 'bench/run.ts'] },
  { name: 'chat', command: ['npx', ...tsx, 'bench/chat.ts'] },
  { name: 'resume-pdf', command: ['npx', ...tsx, 'bench/resume-pdf.ts'] },
  { name: 'pdf-stacks', command: ['npx', ...tsx, 'bench/pdf-stacks.ts'] },
  { name: 'ats-eval', command: ['npx', ...tsx, 'bench/ats-eval.ts'] },
  { name: 'ats-large', command: ['npx', ...tsx, 'bench/ats-large-files.ts'] },
  { name: 'heavy work', command: ['npx', ...tsx, 'bench/heavy-work.ts'] },
  { name: 'desktop-main-delay', command: ['npx', ...tsx, 'bench/desktop-main-delay.ts'] },
  { name: 'hackathon-admin', command: ['npx', ...tsx, 'bench/hackathon-admin.ts'] },
  { name: 'mixed load', command: ['npx', ...tsx, 'bench/mixed-load.ts'], needsPostgres: true },
  { name: 'workspace', command: ['npx', ...tsx, 'bench/workspace.ts'] },
  { name: 'contract fuzz', command: ['npx', 'vitest', 'run', 'tests/server/contract-fuzz.test.ts'], env: { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '100' } },
];

function run(command: string[], env: Record<string, string>): Promise<{ code: number; figures: BenchFigure[]; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const figures: BenchFigure[] = [];
    const child = spawn(command[0]!, command.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith(figureTag)) figures.push(JSON.parse(line.slice(figureTag.length)) as BenchFigure);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, figures, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const rows: Array<Record<string, string | number>> = [];
const steps: Array<Record<string, string | number>> = [];
for (const bench of benches) {
  if (bench.needsPostgres && !postgres) {
    steps.push({ bench: bench.name, exit: 'not run: no PostgreSQL URL', seconds: 0 });
    continue;
  }
  console.log(`\n=== ${bench.name}: ${bench.command.join(' ')}`);
  const result = await run(bench.command, bench.env ?? {});
  steps.push({ bench: bench.name, exit: result.code, seconds: result.seconds });
  if (bench.name === 'contract fuzz') rows.push({ bench: bench.name, figure: 'routes with a 5xx or a reply off its schema', value: result.code === 0 ? '0' : 'some (see above)', budget: '0', met: result.code === 0 ? 'met' : 'MISSED' });
  for (const figure of result.figures) {
    const met = meetsBudget(figure);
    rows.push({
      bench: bench.name,
      figure: figure.name,
      value: `${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`,
      budget: figure.budget === undefined ? '' : `${figure.bound === 'at least' ? '≥' : '≤'} ${figure.budget}${figure.unit ? ` ${figure.unit}` : ''}`,
      met: met === undefined ? '' : met ? 'met' : 'MISSED',
    });
  }
}
console.log('\nEvery bench, one table (2-core machine figures vary with load; see each bench above for rounds and p95s):');
console.table(rows);
console.table(steps);
if (process.env.BENCH_WRITE_DOCS !== '0') {
  const doc = path.join(root, 'docs', 'benchmarks.md');
  const heading = `On ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end:`;
  fs.writeFileSync(doc, withLatestTable(fs.readFileSync(doc, 'utf8'), heading, rows));
  console.log(`The table is in ${path.relative(root, doc)} (BENCH_WRITE_DOCS=0 leaves it alone).`);
}
process.exitCode = rows.some((row) => row.met === 'MISSED') || steps.some((step) => typeof step.exit === 'number' && step.exit !== 0) ? 1 : 0;
