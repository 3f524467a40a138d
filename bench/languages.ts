/**
 * Every playground language this machine runs: a hello world through the server's sandboxed
 * executor, compile and run timed apart (median of BENCH_RUNS, default 3), beside the stage's time
 * limit, so a slow compiler's limit can be checked against what it really needs. The languages the
 * playground lists but this machine cannot run are printed with the reason.
 *
 *   npm run bench:languages
 */
import { defaultRunnerLimits } from '../src-server/runner/limits';
import { createLocalExecutor } from '../src-server/runner/local-executor';
import { languageTable } from '../src-server/runner/languages';
import { playgroundLanguages } from '../src-shared/playground/languages';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One run as the playground makes it (an interactive session), each stage timed from its start to its exit. */
async function timedRun(language: string, content: string): Promise<{ compileMs?: number; runMs: number }> {
  const started: Partial<Record<'compile' | 'run', number>> = {};
  const took: Partial<Record<'compile' | 'run', number>> = {};
  let problem = '';
  const session = await executor.connect(
    { type: 'init', token: 'bench', language, version: '*', files: [{ content }], args: [] },
    {
      runtime: () => undefined,
      stage: (stage) => {
        started[stage] = performance.now();
      },
      data: (stream, text) => {
        if (stream === 'stderr') problem += text;
      },
      exit: (stage, result) => {
        took[stage] = performance.now() - (started[stage] ?? performance.now());
        if (result.code !== 0) problem += ` (${stage} exited ${result.code ?? result.signal}${result.message ? `: ${result.message}` : ''})`;
      },
    },
  );
  session.write('Asha\n');
  await session.done;
  if (problem.trim()) console.log(`    ${language}: ${problem.trim().slice(0, 300)}`);
  return { compileMs: took.compile, runMs: took.run ?? Number.NaN };
}

const executor = createLocalExecutor({ limits: defaultRunnerLimits, allowUnsandboxed: false, concurrency: 1 });
const installed = await executor.runtimes();
const specs = new Map(languageTable().map((spec) => [spec.language, spec]));

console.log(`Hello world per language, median of ${runs} (compile | run | limits), sandboxed, one at a time:`);
for (const language of playgroundLanguages) {
  const runtime = installed.find((r) => r.language === language.piston || r.aliases.includes(language.piston));
  if (!runtime) {
    console.log(`  ${language.label.padEnd(14)} not installed here: listed only with PISTON_URL (no Debian package reachable)`);
    continue;
  }
  const compile: number[] = [];
  const run: number[] = [];
  for (let i = 0; i < runs; i++) {
    const times = await timedRun(runtime.language, language.starter);
    if (times.compileMs !== undefined) compile.push(times.compileMs);
    run.push(times.runMs);
  }
  const spec = specs.get(runtime.language);
  const compileLimit = spec?.compile ? Math.max(defaultRunnerLimits.compile.timeoutMs, spec.compileTimeoutMs ?? 0) : undefined;
  const compileText = compile.length ? `${median(compile).toFixed(0)} ms`.padStart(8) : '       –';
  console.log(`  ${language.label.padEnd(14)} ${runtime.version.padEnd(10)} ${compileText} | ${`${median(run).toFixed(0)} ms`.padStart(7)} | limits ${compileLimit ? `${compileLimit / 1000} s + ` : ''}${defaultRunnerLimits.run.timeoutMs / 1000} s`);
}
await executor.close();
