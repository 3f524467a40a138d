import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { WebSocketServer } from 'ws';

/**
 * An HTTP server speaking Piston's documented v2 API (https://github.com/engineer-man/piston):
 * `GET /api/v2/runtimes`, `POST /api/v2/execute` and the `/api/v2/connect` WebSocket. It knows
 * python 3.12.0, which it runs with the machine's python3 as Piston's package would, and c 10.2.0
 * (on /execute only), compiled with the machine's gcc. It answers like Piston: extra stage fields,
 * `{ message }` for refusals, 415 for a body that is not `application/json`, SemVer version
 * selectors, limits above its own refused, and `run` holding the compile stage when compiling failed.
 */
export interface PistonPeer {
  /** The API root to put in PISTON_URL. */
  apiUrl: string;
  /** Bodies received on /execute and first messages on /connect, to check what was forwarded. */
  received: unknown[];
  close(): Promise<void>;
}

interface Job {
  language?: string;
  version?: string;
  files?: Array<{ name?: string; content: string }>;
  stdin?: string;
  args?: string[];
  compile_timeout?: number;
  run_timeout?: number;
}

const runtimes = [
  { language: 'python', version: '3.12.0', aliases: ['py', 'py3', 'python3'] },
  { language: 'c', version: '10.2.0', aliases: ['gcc'] },
];
/** Piston's defaults for its configured limits, in milliseconds. */
const timeouts = { compile: 10_000, run: 3_000 };

type Resolved = { runtime: (typeof runtimes)[number] } | { refused: string };

function resolve(job: Job): Resolved {
  const version = job.version ?? '*';
  const runtime = runtimes.find((r) => (r.language === job.language || r.aliases.includes(job.language ?? '')) && semver.satisfies(r.version, version));
  if (!runtime) return { refused: `${job.language}-${version} runtime is unknown` };
  for (const stage of ['compile', 'run'] as const) {
    const asked = job[`${stage}_timeout`];
    if (asked && asked > timeouts[stage]) return { refused: `${stage}_timeout cannot exceed the configured limit of ${timeouts[stage]}` };
  }
  return { runtime };
}

/** Piston's signal names to numbers: Node knows 1 to 31 by name, the real-time ones by number. */
function signalNumber(name: string): number | undefined {
  const known = (os.constants.signals as Record<string, number>)[name];
  if (known !== undefined) return known;
  const realtime = /^SIGRT(MIN|MAX)(?:([+-])(\d+))?$/.exec(name);
  if (!realtime) return undefined;
  const base = realtime[1] === 'MIN' ? 34 : 64;
  return base + (realtime[2] === '-' ? -1 : 1) * Number(realtime[3] ?? 0);
}

function start(job: Job) {
  return spawn('python3', ['-u', '-c', job.files?.[0]?.content ?? '', ...(job.args ?? [])], { env: { PATH: process.env.PATH ?? '/usr/bin', LANG: 'C.UTF-8' } });
}

interface Stage {
  stdout: string;
  stderr: string;
  output: string;
  code: number | null;
  signal: string | null;
}

function collect(child: ReturnType<typeof spawn>, stdin: string): Promise<Stage> {
  return new Promise((done) => {
    const stage: Stage = { stdout: '', stderr: '', output: '', code: null, signal: null };
    child.stdout?.on('data', (c: Buffer) => ((stage.stdout += c), (stage.output += c)));
    child.stderr?.on('data', (c: Buffer) => ((stage.stderr += c), (stage.output += c)));
    // A program that exits without reading its input (a compiler, say) closes the pipe first.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(stdin);
    child.on('close', (code, signal) => done({ ...stage, code, signal }));
  });
}

const extra = { message: null, status: null, cpu_time: 12, wall_time: 20, memory: 8_000_000 };

async function execute(runtime: (typeof runtimes)[number], job: Job) {
  if (runtime.language === 'python') return { language: 'python', version: runtime.version, run: { ...(await collect(start(job), job.stdin ?? '')), ...extra } };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'piston-peer-'));
  try {
    const names = (job.files ?? []).map((file, i) => {
      const name = file.name ?? `file${i}.code.c`;
      fs.writeFileSync(path.join(dir, name), file.content);
      return name;
    });
    const built = spawnSync('gcc', ['-o', 'a.out', ...names], { cwd: dir, encoding: 'utf8' });
    const compile = { stdout: built.stdout, stderr: built.stderr, output: built.stdout + built.stderr, code: built.status, signal: built.signal, ...extra };
    // Piston does not start the run stage then, and copies the compile stage into `run` for older clients.
    if (compile.code !== 0) return { language: 'c', version: runtime.version, compile, run: compile };
    const run = await collect(spawn(path.join(dir, 'a.out'), job.args ?? [], { cwd: dir }), job.stdin ?? '');
    return { language: 'c', version: runtime.version, compile, run: { ...run, ...extra } };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPistonPeer(): Promise<PistonPeer> {
  const received: unknown[] = [];
  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/api/v2/runtimes') return json(res, 200, runtimes);
    if (req.method === 'POST' && !req.headers['content-type']?.startsWith('application/json')) {
      return json(res, 415, { message: 'requests must be of type application/json' });
    }
    if (req.method === 'POST' && req.url === '/api/v2/execute') {
      let text = '';
      for await (const chunk of req) text += String(chunk);
      const job = JSON.parse(text) as Job;
      received.push(job);
      const resolved = resolve(job);
      if ('refused' in resolved) return json(res, 400, { message: resolved.refused });
      return json(res, 200, await execute(resolved.runtime, job));
    }
    json(res, 404, { message: 'Not found' });
  });

  const sockets = new WebSocketServer({ server, path: '/api/v2/connect' });
  sockets.on('connection', (socket) => {
    let child: ReturnType<typeof start> | undefined;
    const send = (message: unknown) => socket.send(JSON.stringify(message));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; data?: string; signal?: string } & Job;
      if (message.type === 'init') {
        received.push(message);
        const resolved = resolve(message);
        const refused = 'refused' in resolved ? resolved.refused : resolved.runtime.language === 'python' ? undefined : 'only python runs interactively here';
        if (refused) {
          send({ type: 'error', message: refused });
          return socket.close(4000, refused);
        }
        send({ type: 'runtime', language: 'python', version: runtimes[0]?.version });
        send({ type: 'stage', stage: 'run' });
        child = start(message);
        child.stdout.on('data', (c: Buffer) => send({ type: 'data', stream: 'stdout', data: String(c) }));
        child.stderr.on('data', (c: Buffer) => send({ type: 'data', stream: 'stderr', data: String(c) }));
        child.on('close', (code, signal) => {
          send({ type: 'exit', stage: 'run', code, signal });
          socket.close(4999, 'Job Completed');
        });
      } else if (message.type === 'data') child?.stdin.write(message.data ?? '');
      else if (message.type === 'signal') {
        const number = signalNumber(message.signal ?? '');
        if (number === undefined) return socket.close(4005, 'Invalid signal');
        child?.kill(number);
      }
    });
    socket.on('close', () => child?.kill('SIGKILL'));
  });

  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/v2`,
    received,
    close: () =>
      new Promise((closed) => {
        sockets.close();
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
