import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

/**
 * An HTTP server speaking Piston's documented v2 API (https://github.com/engineer-man/piston):
 * `GET /api/v2/runtimes`, `POST /api/v2/execute` and the `/api/v2/connect` WebSocket. It knows
 * one runtime, python 3.12.0, which it runs with the machine's python3 as Piston's package would,
 * and answers like Piston: extra stage fields, `{ message }` for refusals.
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
}

const runtime = { language: 'python', version: '3.12.0', aliases: ['py', 'py3', 'python3'] };

function unknownRuntime(job: Job): string | undefined {
  const known = job.language === runtime.language || runtime.aliases.includes(job.language ?? '');
  const version = job.version ?? '*';
  return known && (version === '*' || runtime.version.startsWith(version)) ? undefined : `${job.language}-${version} runtime is unknown`;
}

function start(job: Job) {
  return spawn('python3', ['-u', '-c', job.files?.[0]?.content ?? '', ...(job.args ?? [])], { env: { PATH: process.env.PATH ?? '/usr/bin', LANG: 'C.UTF-8' } });
}

export async function startPistonPeer(): Promise<PistonPeer> {
  const received: unknown[] = [];
  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/api/v2/runtimes') return json(res, 200, [runtime]);
    if (req.method === 'POST' && req.url === '/api/v2/execute') {
      let text = '';
      for await (const chunk of req) text += String(chunk);
      const job = JSON.parse(text) as Job;
      received.push(job);
      const refused = unknownRuntime(job);
      if (refused) return json(res, 400, { message: refused });
      const child = start(job);
      let stdout = '';
      let stderr = '';
      let output = '';
      child.stdout.on('data', (c: Buffer) => ((stdout += c), (output += c)));
      child.stderr.on('data', (c: Buffer) => ((stderr += c), (output += c)));
      child.stdin.end(job.stdin ?? '');
      child.on('close', (code, signal) =>
        json(res, 200, {
          language: 'python',
          version: runtime.version,
          run: { stdout, stderr, output, code, signal, message: null, status: null, cpu_time: 12, wall_time: 20, memory: 8_000_000 },
        }),
      );
      return;
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
        const refused = unknownRuntime(message);
        if (refused) {
          send({ type: 'error', message: refused });
          return socket.close(4000, refused);
        }
        send({ type: 'runtime', language: 'python', version: runtime.version });
        send({ type: 'stage', stage: 'run' });
        child = start(message);
        child.stdout.on('data', (c: Buffer) => send({ type: 'data', stream: 'stdout', data: String(c) }));
        child.stderr.on('data', (c: Buffer) => send({ type: 'data', stream: 'stderr', data: String(c) }));
        child.on('close', (code, signal) => {
          send({ type: 'exit', stage: 'run', code, signal });
          socket.close(4999, 'Job Completed');
        });
      } else if (message.type === 'data') child?.stdin.write(message.data ?? '');
      else if (message.type === 'signal') child?.kill(message.signal as NodeJS.Signals);
    });
    socket.on('close', () => child?.kill('SIGKILL'));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/v2`,
    received,
    close: () =>
      new Promise((resolve) => {
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
