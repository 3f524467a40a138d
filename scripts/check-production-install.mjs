// Installs the server as production does, `npm ci --omit=dev` next to out/server and the built web
// edition, then starts it, compiles and runs a TypeScript program through the code runner and asks
// for the hackathon landing, which the server draws with the prerenderer. It proves that
// `dependencies` holds everything the server bundle loads at run time (docs/development.md "Dependencies") and
// that the prerenderer carries its own packages; a package left in devDependencies shows up here as
// a server that will not start, a language that is missing or a landing sent as the app's page.
// Needs the npm registry (or a warm npm cache). Usage: node scripts/check-production-install.mjs
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-production-'));
// An install folder is world-readable, as the runner's sandbox needs to mount the compiler from it;
// mkdtemp makes its folder private.
fs.chmodSync(work, 0o755);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

function fail(message) {
  console.error(`production install: ${message}`);
  process.exitCode = 1;
}

function step(label, command, args, cwd) {
  console.log(`${label} (${seconds()})`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed with exit code ${result.status ?? result.signal}`);
}

/** Starts the bundle on a port the system picks and resolves with its address once it listens. */
function startServer(dataDir) {
  const child = spawn(process.execPath, ['out/server/main.js'], {
    cwd: work,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? work,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RENDERER_DIR: path.join(work, 'out/web'),
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: 'production-check-42',
      // This checks the install, not speed: on a busy machine tsc's first compile can pass 10 s.
      RUNNER_COMPILE_TIMEOUT_MS: '60000',
    },
  });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const listening = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk) => {
      output += chunk.toString('utf8');
      const port = /listening on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output}`));
    });
  });
  return { child, exited, listening, output: () => output };
}

async function postJson(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

async function check() {
  step('building the server bundle', 'npm', ['run', '--silent', 'build:server'], root);
  if (!fs.existsSync(path.join(root, 'out/web-prerender/prerender-page.js'))) step('building the web edition', 'npm', ['run', '--silent', 'build:web'], root);
  for (const item of ['package.json', 'package-lock.json', 'out/server', 'out/web', 'out/web-prerender', 'resources']) {
    fs.cpSync(path.join(root, item), path.join(work, item), { recursive: true });
  }
  step('npm ci --omit=dev', 'npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], work);
  for (const devOnly of ['vitest', 'vite', 'tsx']) {
    if (fs.existsSync(path.join(work, 'node_modules', devOnly))) throw new Error(`${devOnly} was installed: --omit=dev did not take`);
  }

  console.log(`starting node out/server/main.js (${seconds()})`);
  const server = startServer(path.join(work, 'data'));
  try {
    const base = await server.listening;
    const health = await fetch(`${base}/api/health`).then((res) => res.json());
    if (health.status !== 'ok') throw new Error(`/api/health answered ${JSON.stringify(health)}`);

    const email = `production-check-${Date.now()}@example.in`;
    const registered = await postJson(`${base}/api/auth/register`, { email, password: 'chai-and-code-42' });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.json)}`);

    // A type annotation needs the compiler, and `process` needs @types/node: both come from dependencies.
    const program = 'const greet = (name: string): string => `Namaste, ${name}`;\nconsole.log(greet(process.argv[2] ?? "world"));\n';
    const run = await postJson(
      `${base}/api/v2/piston/execute`,
      { language: 'typescript', version: '*', files: [{ name: 'main.ts', content: program }], args: ['Asha'] },
      registered.json.accessToken,
    );
    if (run.status !== 200 || run.json.run?.stdout !== 'Namaste, Asha\n') {
      throw new Error(`the TypeScript run answered ${run.status}: ${JSON.stringify(run.json)}`);
    }
    console.log(`TypeScript ${run.json.version} compiled and ran in the production install (${seconds()})`);

    const landing = await fetch(`${base}/hackathon`).then((res) => res.text());
    if (!landing.includes('data-prerendered') || !landing.includes('Code Yuddh 2027')) {
      throw new Error(`the hackathon landing went out without the server's drawing of it:\n${landing.slice(0, 2000)}`);
    }
    console.log(`the hackathon landing was prerendered by the server in the production install (${seconds()})`);
  } finally {
    server.child.kill('SIGTERM');
    const code = await server.exited;
    if (code !== 0) fail(`the server stopped with ${code} on SIGTERM:\n${server.output()}`);
  }
}

try {
  await check();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(process.exitCode ? `production install: failed after ${seconds()}` : `production install: passed in ${seconds()}`);
