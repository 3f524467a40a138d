// The whole test suite, as the README's `npm test`: unit and server tests on SQLite with lint (and the
// dependency rules) and the type check beside them (with CHECK_PRODUCTION_INSTALL=1 also a production
// install of the server), the server tests again on PostgreSQL (with the product built beside them),
// then end-to-end in Chromium against that build, started as `npm start` would. Ends with one
// "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const results = [];
const failedSteps = [];
const stepTimes = [];

/**
 * Runs one step with its output kept, so the summary can quote a failure. Its output is shown as it
 * comes, or, for steps that run beside others, all at once when it ends so two steps never interleave.
 */
function run(label, command, args, env = {}, { beside = false } = {}) {
  if (!beside) console.log(`\n=== ${label} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    const keep = (target) => (chunk) => {
      if (!beside) target.write(chunk);
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (status, signal) => {
      if (beside) console.log(`\n=== ${label} ===\n${output}`);
      stepTimes.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
      const ok = status === 0;
      if (!ok) failedSteps.push(`${label} exited with ${status ?? signal}${quoteErrors(output)}`);
      resolve(ok);
    });
  });
}

/**
 * CI shows the end of a run; a runner's errors outside tests (vitest's "Unhandled Errors",
 * "Failed Suites") are printed far above it. Quote their first lines under the summary.
 */
function quoteErrors(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => /(Unhandled (Errors?|Rejection)|Failed Suites|Error:)/.test(line));
  if (start < 0) return '';
  return `\n    ${lines.slice(start, start + 40).join('\n    ')}`;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function countVitest(label, file) {
  const report = readJson(file);
  if (!report) return results.push({ label, passed: 0, failed: 1, skipped: 0 });
  results.push({ label, passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests });
  // A file can fail with all its tests passed (a failing afterAll, an error while loading).
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).every((test) => test.status !== 'failed')) {
      failedSteps.push(`${label}: ${file.name} failed outside its tests: ${String(file.message ?? '').slice(0, 500)}`);
    }
  }
}

/** Every test's time from the vitest and Playwright reports, to see where the suite's minutes go. */
function testTimes() {
  const times = [];
  for (const [label, file] of [['sqlite', 'test-results/vitest-sqlite.json'], ['postgres', 'test-results/vitest-postgres.json']]) {
    for (const suite of readJson(file)?.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        times.push({ ms: test.duration ?? 0, name: `${label} ${suite.name.replace(`${process.cwd()}/`, '')} › ${test.title}` });
      }
    }
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        times.push({ ms, name: `e2e ${spec.file ?? file} › ${spec.title}` });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of readJson('test-results/e2e-report.json')?.suites ?? []) walk(suite, suite.file);
  return times;
}

function printSlowest(count) {
  const slowest = testTimes().sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return;
  console.log(`the ${slowest.length} slowest tests:`);
  for (const { ms, name } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
}

function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const started = spawnSync('bash', ['scripts/start-test-postgres.sh'], { encoding: 'utf8' });
  if (started.status !== 0) {
    console.log(`PostgreSQL could not be started here (${(started.stderr || '').trim() || 'no server binaries'}).`);
    return undefined;
  }
  return started.stdout.trim().split('\n').pop();
}

fs.mkdirSync('test-results', { recursive: true });

// Vitest gives one worker per core less than the machine has: on two cores each of its runs keeps
// one core busy and leaves the other mostly idle. Lint and the type check fill it beside the SQLite
// run, and the product's build for the end-to-end step (`npm start`'s first half, minutes of Rollup
// on one core) beside the PostgreSQL run. Lint and types are done after two or three of the SQLite
// run's eight minutes, so that run takes a worker per core (two cores: 456 s against 506 s with
// one worker, lint and types beside both); the PostgreSQL run keeps one, as its database server and
// the build already share the second core. The production install (minutes of npm ci and a
// node-pty build) runs beside the SQLite run too when asked, after touching a dependency
// (docs/development.md "Dependencies"); CI's 45 minutes no longer hold it.
const checks = Promise.all([
  run('lint and dependency rules', 'npx', ['eslint', '.'], {}, { beside: true }),
  run('type check', 'npm', ['run', '--silent', 'typecheck'], {}, { beside: true }),
  process.env.CHECK_PRODUCTION_INSTALL === '1' ? run('production install', 'node', ['scripts/check-production-install.mjs'], {}, { beside: true }) : undefined,
]);

await run('unit, config and server tests on SQLite', 'npx', [
  'vitest', 'run', `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`, '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest-sqlite.json',
], { TEST_DIALECT: 'sqlite' });
countVitest('vitest (sqlite)', 'test-results/vitest-sqlite.json');

const [lint, types, production] = await checks;
results.push({ label: 'lint', passed: lint ? 1 : 0, failed: lint ? 0 : 1, skipped: 0 });
results.push({ label: 'typecheck', passed: types ? 1 : 0, failed: types ? 0 : 1, skipped: 0 });
if (production === undefined) {
  console.log('\nSkipping the production install check: CHECK_PRODUCTION_INSTALL=1 npm test or node scripts/check-production-install.mjs runs it.');
  results.push({ label: 'production install', passed: 0, failed: 0, skipped: 1 });
} else {
  results.push({ label: 'production install', passed: production ? 1 : 0, failed: production ? 0 : 1, skipped: 0 });
}

const built = run('build for end-to-end', 'sh', ['-c', 'npm run build:web && npm run build:server'], {}, { beside: true });

const pgUrl = postgresUrl();
if (pgUrl) {
  await run('server tests on PostgreSQL', 'npx', [
    'vitest', 'run', 'tests/server', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest-postgres.json',
  ], { TEST_DIALECT: 'postgres', TEST_DATABASE_URL: pgUrl });
  countVitest('vitest (postgres)', 'test-results/vitest-postgres.json');
} else if (process.env.CI) {
  console.log('CI must run the server suite on PostgreSQL too.');
  results.push({ label: 'postgres', passed: 0, failed: 1, skipped: 0 });
  failedSteps.push('server tests on PostgreSQL could not start');
} else {
  console.log('Skipping the PostgreSQL run: set TEST_DATABASE_URL or install PostgreSQL.');
}

// The build is done, so Playwright starts the product with `npm run serve`, `npm start`'s second half.
let e2e;
if (await built) {
  await run('end-to-end in Chromium', 'npx', ['playwright', 'test'], { E2E_SERVE_BUILT: '1' });
  e2e = readJson('test-results/e2e-report.json');
}
results.push(
  e2e
    ? { label: 'e2e', passed: e2e.stats.expected + e2e.stats.flaky, failed: e2e.stats.unexpected, skipped: e2e.stats.skipped }
    : { label: 'e2e', passed: 0, failed: 1, skipped: 0 },
);

console.log('\n=== summary ===');
printSlowest(10);
// The whole run must stay inside CI's budget; each step's time shows where it goes.
console.log(`time: ${stepTimes.join(', ')}`);
for (const r of results) console.log(`${r.label.padEnd(20)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
// A runner can fail with every test passed (an unhandled error between tests, a crashed worker):
// name the step, so a red run never reads "0 failed" without a reason beside it.
for (const step of failedSteps) console.log(`failed step: ${step}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length > 0 || total.failed > 0 ? 1 : 0);
