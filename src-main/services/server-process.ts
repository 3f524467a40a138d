import { fork } from 'node:child_process';
import { type ServerProcessEvent, serverProcessEvent, type ServerProcessRequest } from '../server-process/protocol';

type StartOptions = Extract<ServerProcessRequest, { type: 'start' }>['options'];

/** A child process as the host sees it: Electron's utilityProcess or Node's child_process.fork. */
export interface ServerChild {
  postMessage(message: ServerProcessRequest): void;
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

export interface ServerProcess {
  url: string;
  port: number;
  /** Asks the server to close its database and exit; kills it if it has not within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** Called when the process ends without being asked to (a crash). */
  onUnexpectedExit(listener: (code: number | null) => void): void;
}

/** Starts the embedded server in `child` and resolves once it listens, with its port. */
export function startServerProcess(child: ServerChild, options: StartOptions): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    let exited = false;
    let stopping = false;
    let exitListener: ((code: number | null) => void) | undefined;
    const exitWaiters: Array<() => void> = [];
    child.onExit((code) => {
      exited = true;
      for (const waiter of exitWaiters.splice(0)) waiter();
      if (!stopping) {
        reject(new Error(`The app's server stopped before it was ready (exit code ${code ?? 'none'}).`));
        exitListener?.(code);
      }
    });
    child.onMessage((message) => {
      const parsed = serverProcessEvent.safeParse(message);
      if (!parsed.success) return;
      const event: ServerProcessEvent = parsed.data;
      if (event.type === 'failed') reject(new Error(`The app's server could not start: ${event.message}`));
      if (event.type !== 'ready') return;
      resolve({
        url: `http://127.0.0.1:${event.port}`,
        port: event.port,
        onUnexpectedExit: (listener) => (exitListener = listener),
        stop: (graceMs = 10_000) => {
          stopping = true;
          if (exited) return Promise.resolve();
          return new Promise<void>((done) => {
            const timer = setTimeout(() => child.kill(), graceMs);
            exitWaiters.push(() => {
              clearTimeout(timer);
              done();
            });
            child.postMessage({ type: 'stop' });
          });
        },
      });
    });
    child.postMessage({ type: 'start', options });
  });
}

/** The server process as a Node child, where Electron is absent (tests, the bench). */
export function forkServerChild(entry: string, execArgv: string[] = [], env: NodeJS.ProcessEnv = process.env): ServerChild {
  const child = fork(entry, [], { execArgv, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return {
    postMessage: (message) => child.send(message),
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.on('exit', (code) => listener(code)),
    kill: () => child.kill('SIGKILL'),
  };
}
