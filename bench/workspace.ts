import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { sessionReply } from '@shared/api/auth';
import { filesMapName } from '@shared/workspace/limits';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { startTopology, type Topology } from '../scripts/topology/topology';
import { reportFigure } from './figure';
import { root } from './harness';

/**
 * The team workspace under typing load (product.md §3.10): WORKSPACE_TEAMS teams of four (an
 * owner and three collaborators) each typing WORKSPACE_KEYS_PER_SECOND keys a second for
 * WORKSPACE_SECONDS, through y-websocket's provider. Prints the p99 from a keystroke to each other
 * member, whether every replica ended equal, the servers' memory at the start and end, and how
 * long a member returning with WORKSPACE_OFFLINE_EDITS offline edits takes to merge.
 *
 * With TOPOLOGY_DATABASE_URL (or TEST_DATABASE_URL) it runs against three server processes on
 * PostgreSQL behind nginx, and the members connect through nginx as the app does (which puts a
 * document's members on one process); WORKSPACE_CONNECT=spread connects each member straight to
 * one of the processes in turn instead, so most keystrokes cross processes through LISTEN/NOTIFY.
 * Without a database URL, against one in-process server on SQLite.
 */
const teams = Number(process.env.WORKSPACE_TEAMS ?? 50);
const seconds = Number(process.env.WORKSPACE_SECONDS ?? 60);
const keysPerSecond = Number(process.env.WORKSPACE_KEYS_PER_SECOND ?? 5);
const offlineEdits = Number(process.env.WORKSPACE_OFFLINE_EDITS ?? 2000);
const postgres = process.env.TOPOLOGY_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const spread = process.env.WORKSPACE_CONNECT === 'spread';

interface Target {
  /** Where members connect: the proxy, or each process in turn. */
  httpUrls: string[];
  memory: () => number[];
  /** CPU seconds each server process has used so far. */
  cpu: () => number[];
  stop: () => Promise<void>;
}

const ticksPerSecond = 100;
const cpuOf = (pid: number): number => {
  // utime and stime, the 14th and 15th fields, after the command in parentheses.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
};

const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};

async function startTarget(): Promise<Target> {
  const env = { REGISTER_RATE_LIMIT_PER_15_MINUTES: '100000', LOG_LEVEL: 'warn' };
  if (postgres) {
    const topology: Topology = await startTopology({ adminDatabaseUrl: postgres, env });
    return {
      httpUrls: spread ? topology.processes.map((p) => `http://127.0.0.1:${p.port}`) : [topology.url],
      memory: () => topology.processes.map((p) => (p.child.pid ? rssOf(p.child.pid) : 0)),
      cpu: () => topology.processes.map((p) => (p.child.pid ? cpuOf(p.child.pid) : 0)),
      stop: () => topology.stop(),
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-workspace-bench-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, DEMO_PASSWORD: 'demo-password-123', TRUST_PROXY: 'loopback', ...env, LOG_LEVEL: 'silent' }, 'bench');
  const { app } = await buildApp(config, path.join(root, 'resources'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    httpUrls: [`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`],
    memory: () => [process.memoryUsage().rss],
    cpu: () => [process.cpuUsage().system / 1e6 + process.cpuUsage().user / 1e6],
    stop: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let signUps = 0;
async function learner(base: string) {
  const n = ++signUps;
  const email = `bench-${Date.now()}-${n}@example.in`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}` },
    body: JSON.stringify({ email, password: 'chai-and-code-42' }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { email, token: sessionReply.parse(await res.json()).accessToken };
}

async function call(base: string, token: string, pathname: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${base}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (res.status >= 300) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

interface Replica {
  doc: Y.Doc;
  provider: WebsocketProvider;
  files: Y.Map<Y.Text>;
  /** The file this member types into, and when each of its keys was typed. */
  own?: Y.Text;
  sentAt: number[];
}

function connect(httpUrl: string, projectId: string, token: string): Replica {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`${httpUrl.replace('http', 'ws')}/api/workspace/live`, projectId, doc, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    params: { token },
    disableBc: true,
  });
  return { doc, provider, files: doc.getMap<Y.Text>(filesMapName), sentAt: [] };
}

const waitFor = async (check: () => boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

// y-websocket's provider adds a process 'exit' listener per connection on Node.
process.setMaxListeners(teams * 4 + 20);
const target = await startTarget();
const urls = target.httpUrls;
const route = postgres ? (spread ? ', members spread over the processes' : ', members through nginx') : '';
console.log(`workspace bench: ${teams} teams of 4, ${keysPerSecond} keys/s each for ${seconds} s, ${target.memory().length} server process(es) on ${postgres ? 'PostgreSQL' : 'SQLite'}${route}`);
let replicaCount = 0;
const nextUrl = () => urls[replicaCount++ % urls.length] ?? '';

const latencies: number[] = [];
/** Latencies by the window of the run their keystroke was typed in, so a queue that grows shows as a rising tail. */
const windowSeconds = 10;
const byWindow: number[][] = Array.from({ length: Math.ceil(seconds / windowSeconds) }, () => []);
let typingStarted: number | undefined;
const allTeams: Replica[][] = [];
try {
  for (let t = 0; t < teams; t++) {
    const base = urls[0] ?? '';
    const members = [await learner(base), await learner(base), await learner(base), await learner(base)];
    const [owner] = members;
    if (!owner) throw new Error('no owner');
    const { id: projectId } = (await call(base, owner.token, '/api/workspace/projects', { name: `Team ${t}` })) as { id: string };
    for (const friend of members.slice(1)) await call(base, owner.token, `/api/workspace/projects/${projectId}/collaborators`, { email: friend.email });
    const replicas = members.map((member) => connect(nextUrl(), projectId, member.token));
    await waitFor(() => replicas.every((r) => r.provider.synced), 30_000, 'every member to sync');
    // Each member types into a file of their own, so a peer can tell which keystroke arrived by its length.
    replicas.forEach((replica, index) => {
      replica.own = new Y.Text();
      replica.files.set(`member-${index}.txt`, replica.own);
    });
    await waitFor(() => replicas.every((r) => r.files.size === 4), 30_000, 'every file to reach every member');
    allTeams.push(replicas);
    replicas.forEach((replica, reader) => {
      replica.files.forEach((text, name) => {
        const writer = Number(name.slice('member-'.length, -'.txt'.length));
        if (writer === reader) return;
        let seen = 0;
        text.observe(() => {
          const now = performance.now();
          for (; seen < text.length; seen++) {
            const sent = replicas[writer]?.sentAt[seen];
            if (sent !== undefined) {
              latencies.push(now - sent);
              if (typingStarted !== undefined) byWindow[Math.floor((sent - typingStarted) / (windowSeconds * 1000))]?.push(now - sent);
            }
          }
        });
      });
    });
  }
  const memoryStart = target.memory();
  const cpuStart = target.cpu();
  const generatorCpuStart = process.cpuUsage();
  // How late this process runs its timers and messages: a late load generator reads as latency.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  console.log(`all ${teams * 4} members connected; typing`);
  typingStarted = performance.now();
  // Resident memory through the run: the first window holds the warm-up, flat means the later ones stay level.
  const memorySeries: number[][] = [];
  const sampler = setInterval(() => memorySeries.push(target.memory()), windowSeconds * 1000);

  const timers: NodeJS.Timeout[] = [];
  for (const replicas of allTeams) {
    for (const replica of replicas) {
      const typeKey = () => {
        replica.sentAt.push(performance.now());
        replica.own?.insert(replica.own.length, 'k');
      };
      const start = setTimeout(() => timers.push(setInterval(typeKey, 1000 / keysPerSecond)), Math.random() * (1000 / keysPerSecond));
      timers.push(start);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  for (const timer of timers) clearInterval(timer);
  clearInterval(sampler);
  loopDelay.disable();
  const cpuSeconds = target.cpu().map((end, i) => end - (cpuStart[i] ?? 0));
  const generatorCpu = process.cpuUsage(generatorCpuStart);
  console.log(`CPU while typing (s of ${seconds}): servers ${cpuSeconds.map((c) => c.toFixed(1)).join(', ')}; load generator ${((generatorCpu.user + generatorCpu.system) / 1e6).toFixed(1)}, its event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`);

  // Sorted by name: a map's own order is the order its entries arrived, which differs by replica.
  const contentOf = (replica: Replica) => JSON.stringify([...replica.files.entries()].map(([name, text]) => [name, text.toString()]).sort(([a], [b]) => String(a).localeCompare(String(b))));
  const allEqual = () => allTeams.every((replicas) => replicas.every((r) => contentOf(r) === contentOf(replicas[0] ?? r)));
  await waitFor(allEqual, 60_000, 'every replica to be equal').catch(() => undefined);
  const equal = allEqual();
  const memoryEnd = target.memory();
  const typed = allTeams.flat().reduce((sum, r) => sum + r.sentAt.length, 0);
  console.log(`${typed} keystrokes, ${latencies.length} deliveries to peers`);
  console.log(`keystroke to peer: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${percentile(latencies, 100).toFixed(1)} ms`);
  console.log(`replicas equal: ${equal}`);
  console.log(`p99 by ${windowSeconds} s window of typing (ms): ${byWindow.map((w) => percentile(w, 99).toFixed(0)).join(', ')}`);
  console.log(`server memory (RSS, MB) every ${windowSeconds} s: ${memorySeries.map((sample) => sample.map((m) => (m / 1e6).toFixed(0)).join('/')).join(', ')}`);
  console.log(`server memory (RSS, MB) start ${memoryStart.map((m) => (m / 1e6).toFixed(0)).join(', ')} -> end ${memoryEnd.map((m) => (m / 1e6).toFixed(0)).join(', ')}`);
  reportFigure({ name: 'workspace keystroke to peer p99', value: Math.round(percentile(latencies, 99)), unit: 'ms', budget: 150, bound: 'at most' });
  reportFigure({ name: 'workspace replicas equal at the end', value: equal ? 1 : 0, unit: 'boolean', budget: 1, bound: 'at least' });
  reportFigure({ name: 'workspace server memory growth', value: Math.round((Math.max(...memoryEnd.map((m, i) => m - (memoryStart[i] ?? 0))) / 1e6) * 10) / 10, unit: 'MB' });

  // A member of the first team goes offline, makes the edits, and comes back.
  const [first] = allTeams;
  const away = first?.[1];
  const peer = first?.[0];
  if (away && peer) {
    away.provider.disconnect();
    const text = away.files.get('member-1.txt');
    if (!text) throw new Error('no file');
    for (let i = 0; i < offlineEdits; i++) text.insert(i % 2 === 0 ? text.length : 0, 'o');
    const target = text.length;
    const started = performance.now();
    away.provider.connect();
    await waitFor(() => (peer.files.get('member-1.txt')?.length ?? 0) === target, 30_000, 'the offline edits to reach a peer');
    const mergeMs = performance.now() - started;
    console.log(`a member returning with ${offlineEdits} offline edits merged at a peer in ${mergeMs.toFixed(0)} ms`);
    reportFigure({ name: `workspace merge of ${offlineEdits} offline edits`, value: Math.round(mergeMs), unit: 'ms', budget: 1000, bound: 'at most' });
  }
} finally {
  // The provider leaves its awareness to the document, and the awareness's check interval keeps
  // the process alive until the document is destroyed too.
  for (const replica of allTeams.flat()) {
    replica.provider.destroy();
    replica.doc.destroy();
  }
  await target.stop();
}
