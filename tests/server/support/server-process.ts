import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * src-server/main.ts bundled once per test file as `npm run build:server` does (a second or two):
 * each process then starts in plain node in about a second, where tsx compiled the whole server
 * again in every process (tens of seconds each on a busy machine). Kept under out/ so that its
 * packages resolve from node_modules; removed by `removeServerBundle`.
 */
let bundle: Promise<string> | undefined;
const bundleDir = path.join(root, 'out', `test-server-${process.pid}`);

function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const outfile = path.join(bundleDir, 'main.js');
    await build({
      entryPoints: [path.join(root, 'src-server/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'warning',
      outfile,
    });
    return outfile;
  })();
  return bundle;
}

export function removeServerBundle(): void {
  fs.rmSync(bundleDir, { recursive: true, force: true });
  bundle = undefined;
}

/** A platform server in a process of its own (src-server/main.ts bundled with esbuild), for tests that kill it. */
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
  // One node process running the bundle, so that SIGKILL reaches the server itself.
  const child = spawn(process.execPath, [await serverBundle()], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
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
