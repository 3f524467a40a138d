import { executeReply, runtimesReply, type ExecuteReply, type ExecuteRequest, type Runtime } from '@shared/api/runner';
import WebSocket from 'ws';
import { z } from 'zod';
import { runnerMessageTable } from '@shared/runner/messages';
import { AppError } from '../errors';
import type { Executor, InitMessage, InteractiveSession, SessionEvents, Toolchain } from './executor';
import { socketMessage } from './socket-message';

const pistonError = z.object({ message: z.string() });
const pistonEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('runtime'), language: z.string(), version: z.string() }),
  z.object({ type: z.literal('stage'), stage: z.enum(['compile', 'run']) }),
  z.object({ type: z.literal('data'), stream: z.enum(['stdout', 'stderr']), data: z.string() }),
  z.object({ type: z.literal('exit'), stage: z.enum(['compile', 'run']), code: z.number().int().nullable(), signal: z.string().nullable() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);

const unreachable = () => new AppError('UNAVAILABLE', runnerMessageTable.ref('unreachable'), 503);

/**
 * Forwards to a Piston cluster. `baseUrl` is Piston's API root, e.g. `http://piston:2000/api/v2`
 * (routes `/execute`, `/runtimes`, `/connect`). Piston's own refusals (unknown language, bad
 * limits) reach the learner as 400s with Piston's message.
 */
export function createPistonExecutor(baseUrl: string, fetchTimeoutMs = 30_000): Executor {
  const base = baseUrl.replace(/\/$/, '');

  async function call(pathName: string, init?: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${pathName}`, { ...init, signal: AbortSignal.timeout(fetchTimeoutMs) });
    } catch {
      throw unreachable();
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return body;
    const refused = pistonError.safeParse(body);
    if (response.status >= 400 && response.status < 500 && refused.success) throw new AppError('BAD_REQUEST', runnerMessageTable.ref('runnerRefused', { reason: refused.data.message }), 400);
    throw unreachable();
  }

  async function runtimes(): Promise<Runtime[]> {
    const parsed = runtimesReply.safeParse(await call('/runtimes'));
    if (!parsed.success) throw unreachable();
    return parsed.data;
  }

  return {
    kind: 'piston',
    runtimes,

    async toolchains(): Promise<Toolchain[]> {
      return (await runtimes()).map(({ language, version, aliases }) => ({ language, aliases, version, hint: null }));
    },

    async execute(request: ExecuteRequest): Promise<ExecuteReply> {
      const body = await call('/execute', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
      // Piston adds fields of its own (cpu_time, memory…), which the schema drops.
      const parsed = executeReply.safeParse(body);
      if (!parsed.success) throw unreachable();
      const { run, ...rest } = parsed.data;
      // Piston does not run a program whose compile stage ended with a code other than 0, yet copies
      // the compile stage into `run` for its older clients; our reply leaves `run` out instead.
      const compiled = !rest.compile || rest.compile.code === 0;
      return compiled && run ? { ...rest, run } : rest;
    },

    connect(init: InitMessage, events: SessionEvents): Promise<InteractiveSession> {
      const url = `${base.replace(/^http/, 'ws')}/connect`;
      const socket = new WebSocket(url);
      // Piston has its own (no) authentication: our token stays here.
      const job = { language: init.language, version: init.version, files: init.files, args: init.args };
      return new Promise((resolve, reject) => {
        let settle: () => void = () => undefined;
        let fail: (error: Error) => void = () => undefined;
        const done = new Promise<void>((resolveDone, rejectDone) => {
          settle = resolveDone;
          fail = rejectDone;
        });
        // The session is over when Piston closes; an error before opening means it never started.
        socket.once('error', () => {
          reject(unreachable());
          fail(unreachable());
        });
        socket.on('close', () => settle());
        socket.once('open', () => {
          socket.send(JSON.stringify({ type: 'init', ...job }));
          resolve({
            write: (text) => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify({ type: 'data', stream: 'stdin', data: text })),
            signal: (signal) => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify({ type: 'signal', signal })),
            done,
          });
        });
        socket.on('message', (raw: WebSocket.RawData) => {
          const message = socketMessage(raw, pistonEvent);
          if (!message) return;
          if (message.type === 'runtime') events.runtime(message.language, message.version);
          else if (message.type === 'stage') events.stage(message.stage);
          else if (message.type === 'data') events.data(message.stream, message.data);
          else if (message.type === 'exit') events.exit(message.stage, { code: message.code, signal: message.signal, message: null });
          else {
            fail(new AppError('BAD_REQUEST', runnerMessageTable.ref('runnerRefused', { reason: message.message }), 400));
            socket.close();
          }
        });
      });
    },

    async close() {
      // Nothing held open between calls.
    },
  };
}
