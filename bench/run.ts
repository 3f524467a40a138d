/**
 * Code runner overhead: a Python and a C hello world through POST /api/v2/piston/execute on the
 * real platform server (bubblewrap + prlimit sandbox, HTTP, JSON) against spawning the same
 * interpreter or binary bare from this script; then the throughput of 32 runs sent at once.
 * Budget: Python through the API within 1.5× the bare interpreter, and C (compile and run)
 * within 1.5× bare gcc plus the binary.
 *
 * Sequential runs are spaced BENCH_GAP_MS apart (default 100 ms, a learner pressing Run again), the
 * same for bare and API: between runs the server readies the slot's next sandbox, which is part of
 * its design; BENCH_GAP_MS=0 measures runs back to back, where that work competes with the next run.
 *
 *   npm run bench:run                 (about 20 s)
 *   BENCH_RUNS=50 npm run bench:run
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportFigure } from './figure';

// The harness pins itself and the server to separate CPUs when imported; here the sandboxed
// programs would inherit the server's single CPU and the bare ones get the other, which is not a
// like-for-like comparison. Everything shares all cores instead.
process.env.BENCH_PIN = '0';
const { startProduct } = await import('./harness');

const runs = Number(process.env.BENCH_RUNS ?? 30);
const gapMs = Number(process.env.BENCH_GAP_MS ?? 100);
const budget = 1.5;
const python = 'print("Hello, World!")\n';
const c = '#include <stdio.h>\nint main(void) { puts("Hello, World!"); return 0; }\n';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function spawnTimed(command: string, args: string[], cwd: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' } });
    child.stdout.resume();
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`${command} exited with ${code}`))));
  });
}

/**
 * Medians of the tasks run in turn (bare, API, bare, API…), so a busy moment of a shared machine
 * lands on all of them rather than on whichever happened to be measured then.
 */
async function interleaved(tasks: Array<() => Promise<number>>): Promise<number[]> {
  for (const task of tasks) await task();
  const times = tasks.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [index, task] of tasks.entries()) {
      await new Promise((resolve) => setTimeout(resolve, gapMs));
      times[index]?.push(await task());
    }
  }
  return times.map(median);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-bench-run-'));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-bench-bare-'));
  fs.writeFileSync(path.join(work, 'main.py'), python);
  fs.writeFileSync(path.join(work, 'main.c'), c);
  const app = await startProduct(dataDir);
  const base = `http://127.0.0.1:${app.port}`;
  try {
    const register = async (n: number) => {
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench-${n}-${Date.now()}@example.in`, password: 'bench-password-42' }),
      });
      return ((await res.json()) as { accessToken: string }).accessToken;
    };
    // One learner per four runs: the per-learner limit (4 at once, 60 a minute) is not what is measured.
    const tokens = await Promise.all(Array.from({ length: 12 }, (_, i) => register(i)));
    let turn = 0;
    const execute = async (language: string, content: string): Promise<number> => {
      const token = tokens[turn++ % tokens.length];
      const started = performance.now();
      const res = await fetch(`${base}/api/v2/piston/execute`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ language, version: '*', files: [{ content }] }),
      });
      const reply = (await res.json()) as { run?: { stdout: string } };
      if (res.status !== 200 || reply.run?.stdout !== 'Hello, World!\n') throw new Error(`${language}: ${res.status} ${JSON.stringify(reply)}`);
      return performance.now() - started;
    };

    const [barePython = 0, apiPython = 0] = await interleaved([() => spawnTimed('/usr/bin/python3', ['main.py'], work), () => execute('python', python)]);
    await spawnTimed('/usr/bin/gcc', ['-std=gnu17', '-O2', '-o', 'a.out', 'main.c'], work);
    const [bareBinary = 0, bareCompileRun = 0, apiC = 0] = await interleaved([
      () => spawnTimed(path.join(work, 'a.out'), [], work),
      async () => (await spawnTimed('/usr/bin/gcc', ['-std=gnu17', '-O2', '-o', 'b.out', 'main.c'], work)) + (await spawnTimed(path.join(work, 'b.out'), [], work)),
      () => execute('c', c),
    ]);

    const started = performance.now();
    await Promise.all(Array.from({ length: 32 }, () => execute('python', python)));
    const burstSeconds = (performance.now() - started) / 1000;

    const ms = (value: number) => Number(value.toFixed(1));
    console.log(`\nmedian of ${runs} runs each, bare and API in turn, ${gapMs} ms apart; ${os.availableParallelism()} cores`);
    console.table([
      { program: 'Python hello world', 'bare ms': ms(barePython), 'API ms': ms(apiPython), 'added ms': ms(apiPython - barePython), ratio: Number((apiPython / barePython).toFixed(2)) },
      { program: 'C hello world (binary only)', 'bare ms': ms(bareBinary), 'API ms': ms(apiC), 'added ms': ms(apiC - bareBinary), ratio: Number((apiC / bareBinary).toFixed(2)) },
      { program: 'C hello world (gcc + binary)', 'bare ms': ms(bareCompileRun), 'API ms': ms(apiC), 'added ms': ms(apiC - bareCompileRun), ratio: Number((apiC / bareCompileRun).toFixed(2)) },
    ]);
    console.log(`32 Python runs sent at once: ${burstSeconds.toFixed(2)} s, ${(32 / burstSeconds).toFixed(1)} runs/s`);
    const ratios = { Python: apiPython / barePython, 'C (gcc + binary)': apiC / bareCompileRun };
    for (const [program, ratio] of Object.entries(ratios)) {
      reportFigure({ name: `${program} run through the API / bare spawn`, value: Math.round(ratio * 100) / 100, unit: '×', budget, bound: 'at most' });
      console.log(`${program} through the API / bare: ${ratio.toFixed(2)}× (budget < ${budget}×: ${ratio < budget ? 'met' : 'MISSED'})`);
    }
    process.exitCode = Object.values(ratios).every((ratio) => ratio < budget) ? 0 : 1;
  } finally {
    app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
}

void main();
