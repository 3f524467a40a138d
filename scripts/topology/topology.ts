import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { createPostgresDatabase } from '../postgres-database';

/**
 * The production shape on one machine: several platform server processes on one PostgreSQL behind
 * nginx (Debian's package) as the load balancer, WebSockets and event streams proxied. The tests
 * of what must agree across processes and the load and fault scripts start it from here; `npm run
 * topology` starts it by hand.
 */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Kill -9, as a crashed machine would. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it answers. */
  restart(): Promise<void>;
  /** What it wrote to stdout and stderr so far. */
  output(): string;
}

export interface Topology {
  /** The proxy's address: every request goes through here. */
  url: string;
  processes: ServerProcess[];
  databaseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** A PostgreSQL URL with the right to create databases; a fresh database is made in it. */
  adminDatabaseUrl: string;
  processes?: number;
  /** The uploads folder every process shares; a fresh one when unset. */
  dataDir?: string;
  /** Environment for every server process, on top of the topology's own. */
  env?: Record<string, string>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`a server process exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no answer from ${url} in ${timeoutMs} ms:\n${output()}`);
}

/**
 * The server bundled as `npm run build:server` does it, into a folder of the topology's own under
 * out/ (inside the repository, so its external packages resolve from node_modules).
 */
async function bundleServer(outDir: string): Promise<string> {
  const outfile = path.join(outDir, 'main.js');
  await build({
    entryPoints: [path.join(repoRoot, 'src-server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    outfile,
    absWorkingDir: repoRoot,
  });
  return outfile;
}

/**
 * nginx as a round-robin load balancer in front of `ports`, with WebSocket upgrades and unbuffered
 * event streams. The team workspace's live connections are hashed on their path (the project), so
 * a document's members normally meet on one process and their keystrokes need not cross through
 * PostgreSQL; consistent hashing moves only a lost process's documents, and LISTEN/NOTIFY keeps
 * members who land apart (a restart, a failover) in step.
 */
export function nginxConfig(dir: string, listenPort: number, ports: number[]): string {
  const upstreams = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n');
  const proxied = (upstream: string) => `      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Event streams and run output go out as they are written.
      proxy_buffering off;
      proxy_read_timeout 3600s;
      # A process that died mid-request is skipped for requests that can safely go elsewhere.
      proxy_next_upstream error timeout http_502;
      add_header X-Upstream $upstream_addr always;`;
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream kodeshala {
${upstreams}
    keepalive 32;
  }
  upstream kodeshala_workspace {
    hash $uri consistent;
${upstreams}
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 12m;
    # Bodies up to that size stay in memory: a worker started by root runs as nobody, which may not
    # write to the temporary folder, and answered uploads with its own 500.
    client_body_buffer_size 12m;
    location /api/workspace/live/ {
${proxied('kodeshala_workspace')}
    }
    location / {
${proxied('kodeshala')}
    }
  }
}
`;
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install nginx)');
  const count = options.processes ?? 3;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-topology-'));
  const dataDir = options.dataDir ?? path.join(dir, 'data');
  const serverDir = path.join(repoRoot, 'out', `topology-${path.basename(dir)}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const [serverFile, database, proxyPort, ...ports] = await Promise.all([
    bundleServer(serverDir),
    createPostgresDatabase(options.adminDatabaseUrl, 'kodeshala_topology'),
    freePort(),
    ...Array.from({ length: count }, () => freePort()),
  ]);
  const url = `http://127.0.0.1:${proxyPort}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    // Every process shares the uploads folder, as processes on one machine (or a shared volume) do.
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: url,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    DEMO_PASSWORD: 'demo-password-123',
    ...options.env,
  };

  const processes: ServerProcess[] = [];
  const startProcess = async (port: number): Promise<{ child: ChildProcess; output: () => string }> => {
    let output = '';
    const child = spawn(process.execPath, ['--enable-source-maps', serverFile], { cwd: repoRoot, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    const read = () => output;
    await waitForHealth(`http://127.0.0.1:${port}`, child, read);
    return { child, output: read };
  };
  const stopChild = (child: ChildProcess, signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });

  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx) await stopChild(nginx, 'SIGTERM');
    await Promise.all(processes.map((p) => stopChild(p.child, 'SIGTERM')));
    await database.drop().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(serverDir, { recursive: true, force: true });
  };

  try {
    // The first process migrates and seeds the empty database; the others then start together,
    // as a rolling deployment starts processes on an existing database.
    const started = [await startProcess(ports[0]!), ...(await Promise.all(ports.slice(1).map((port) => startProcess(port))))];
    started.forEach((first, index) => {
      const port = ports[index]!;
      const entry: ServerProcess = {
        port,
        child: first.child,
        output: first.output,
        kill: () => stopChild(entry.child, 'SIGKILL'),
        restart: async () => {
          await stopChild(entry.child, 'SIGKILL');
          const again = await startProcess(port);
          entry.child = again.child;
          entry.output = again.output;
        },
      };
      processes.push(entry);
    });
    const confFile = path.join(dir, 'nginx.conf');
    fs.writeFileSync(confFile, nginxConfig(dir, proxyPort, ports));
    execFileSync(nginxBinary, ['-t', '-q', '-p', dir, '-c', confFile], { stdio: 'pipe' });
    nginx = spawn(nginxBinary, ['-p', dir, '-c', confFile], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // nginx not listening yet
      }
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, processes, databaseUrl: database.url, dataDir, stop };
}
