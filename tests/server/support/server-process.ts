import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** A platform server in a process of its own (src-server/main.ts under tsx), for tests that kill it. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGKILL: no shutdown hook runs, as when the app or the machine dies. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // tsx as a loader in one node process (its CLI runs a second one), so that SIGKILL reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      TSX_TSCONFIG_PATH: 'tsconfig.node.json',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      RENDERER_DIR: path.join(root, 'no-renderer-here'),
      ...env,
    },
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  let port: string | undefined;
  while (!(port = /listening on http:\/\/localhost:(\d+)/.exec(text)?.[1])) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => text,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
