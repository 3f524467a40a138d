import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { sessionReply } from '@shared/api/auth';
import { filesMapName } from '@shared/workspace/limits';
import type { Topology } from '../scripts/topology/topology';
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
/**
 * The members type this long before the measured seconds, unmeasured: the servers have just
 * started, and their first seconds of load (compiling the hot paths, opening database connections)
 * are a fresh process's, not a running one's. The first 10 s window of a run without it shows them.
 */
const warmupSeconds = Number(process.env.WORKSPACE_WARMUP_SECONDS ?? 5);
const postgres = process.env.TOPOLOGY_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const spread = process.env.WORKSPACE_CONNECT === 'spread';
/**
 * The members' clients run in this many threads (each team whole in one, so a keystroke and its
 * arrival are timed on one clock): one thread's event loop, late under 200 clients, would read as
 * the server's latency.
 */
const generators = Math.max(1, Math.min(teams, Number(process.env.WORKSPACE_GENERATORS ?? os.cpus().length)));

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

/** CPU seconds of every process of this name on the machine (the database's and the proxy's many processes). */
const cpuOfCommand = (name: string): number =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .reduce((sum, pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name ? sum + cpuOf(Number(pid)) : sum;
      } catch {
        return sum; // gone meanwhile
      }
    }, 0);

const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};

/** The servers, imported here only: a generator thread needs none of them. */
async function startTarget(): Promise<Target> {
  const env = { REGISTER_RATE_LIMIT_PER_15_MINUTES: '100000', LOG_LEVEL: 'warn' };
  if (postgres) {
    const { startTopology } = await import('../scripts/topology/topology');
    const topology: Topology = await startTopology({ adminDatabaseUrl: postgres, env });
    return {
      httpUrls: spread ? topology.processes.map((p) => `http://127.0.0.1:${p.port}`) : [topology.url],
      memory: () => topology.processes.map((p) => (p.child.pid ? rssOf(p.child.pid) : 0)),
      cpu: () => topology.processes.map((p) => (p.child.pid ? cpuOf(p.child.pid) : 0)),
      stop: () => topology.stop(),
    };
  }
  const [{ buildApp }, { loadConfig }] = await Promise.all([import('@server/app'), import('@server/config')]);
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
async function learner(base: string, generator: number) {
  const n = ++signUps;
  const email = `bench-${Date.now()}-${generator}-${n}@example.in`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.${18 + generator}.${Math.floor(n / 250)}.${(n % 250) + 1}` },
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

/** Latencies by the window of the run their keystroke was typed in, so a queue that grows shows as a rising tail. */
const windowSeconds = 10;

/** What the main thread tells a generator, and what a generator answers. */
type Command = { type: 'type' } | { type: 'measure' } | { type: 'stop' } | { type: 'return offline' } | { type: 'close' };
type Report =
  | { type: 'connected' }
  | { type: 'typed'; keystrokes: number; latencies: Float64Array; bySecond: number[][]; equal: boolean; loopDelayP99Ms: number }
  | { type: 'merged'; mergeMs: number }
  | { type: 'closed' };

interface GeneratorData {
  index: number;
  urls: string[];
  teams: number;
  seconds: number;
  keysPerSecond: number;
  offlineEdits: number;
}

/** A load generator thread: its teams sign up, connect, type when told, and report what they saw. */
async function generator(data: GeneratorData): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('a generator runs in a worker thread');
  const post = (report: Report) => port.postMessage(report);
  const commands: Command[] = [];
  let wake: (() => void) | undefined;
  port.on('message', (command: Command) => {
    commands.push(command);
    wake?.();
  });
  const next = async (): Promise<Command> => {
    while (commands.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    const command = commands.shift();
    if (!command) throw new Error('no command');
    return command;
  };
  // y-websocket's provider adds a process 'exit' listener per connection on Node.
  process.setMaxListeners(data.teams * 4 + 20);
  let replicaCount = data.index;
  const nextUrl = () => data.urls[replicaCount++ % data.urls.length] ?? '';
  const latencies: number[] = [];
  const bySecond: number[][] = Array.from({ length: data.seconds }, () => []);
  let typingStarted: number | undefined;
  const allTeams: Replica[][] = [];
  try {
    for (let t = 0; t < data.teams; t++) {
      const base = data.urls[0] ?? '';
      const members = [await learner(base, data.index), await learner(base, data.index), await learner(base, data.index), await learner(base, data.index)];
      const [owner] = members;
      if (!owner) throw new Error('no owner');
      const { id: projectId } = (await call(base, owner.token, '/api/workspace/projects', { name: `Team ${data.index}-${t}` })) as { id: string };
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
              if (sent === undefined || typingStarted === undefined || sent < typingStarted) continue;
              latencies.push(now - sent);
              if (typingStarted !== undefined) bySecond[Math.floor((sent - typingStarted) / 1000)]?.push(now - sent);
            }
          });
        });
      });
    }
    post({ type: 'connected' });
    if ((await next()).type !== 'type') throw new Error('expected to type');
    // How late this thread runs its timers and messages: a late load generator reads as latency.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    const timers: NodeJS.Timeout[] = [];
    for (const replica of allTeams.flat()) {
      const typeKey = () => {
        replica.sentAt.push(performance.now());
        replica.own?.insert(replica.own.length, 'k');
      };
      timers.push(setTimeout(() => timers.push(setInterval(typeKey, 1000 / data.keysPerSecond)), Math.random() * (1000 / data.keysPerSecond)));
    }
    if ((await next()).type !== 'measure') throw new Error('expected to measure');
    loopDelay.enable();
    typingStarted = performance.now();
    if ((await next()).type !== 'stop') throw new Error('expected to stop');
    for (const timer of timers) clearInterval(timer);
    loopDelay.disable();
    // Sorted by name: a map's own order is the order its entries arrived, which differs by replica.
    const contentOf = (replica: Replica) => JSON.stringify([...replica.files.entries()].map(([name, text]) => [name, text.toString()]).sort(([a], [b]) => String(a).localeCompare(String(b))));
    const allEqual = () => allTeams.every((replicas) => replicas.every((r) => contentOf(r) === contentOf(replicas[0] ?? r)));
    await waitFor(allEqual, 60_000, 'every replica to be equal').catch(() => undefined);
    post({
      type: 'typed',
      keystrokes: allTeams.flat().reduce((sum, r) => sum + r.sentAt.filter((sent) => sent >= (typingStarted ?? 0)).length, 0),
      latencies: Float64Array.from(latencies),
      bySecond,
      equal: allEqual(),
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    });

    let command = await next();
    if (command.type === 'return offline') {
      // A member of the first team goes offline, makes the edits, and comes back.
      const [first] = allTeams;
      const away = first?.[1];
      const peer = first?.[0];
      if (!away || !peer) throw new Error('no team');
      away.provider.disconnect();
      const text = away.files.get('member-1.txt');
      if (!text) throw new Error('no file');
      for (let i = 0; i < data.offlineEdits; i++) text.insert(i % 2 === 0 ? text.length : 0, 'o');
      const target = text.length;
      const started = performance.now();
      away.provider.connect();
      await waitFor(() => (peer.files.get('member-1.txt')?.length ?? 0) === target, 30_000, 'the offline edits to reach a peer');
      post({ type: 'merged', mergeMs: performance.now() - started });
      command = await next();
    }
    if (command.type !== 'close') throw new Error('expected to close');
  } finally {
    // The provider leaves its awareness to the document, and the awareness's check interval keeps
    // the thread alive until the document is destroyed too.
    for (const replica of allTeams.flat()) {
      replica.provider.destroy();
      replica.doc.destroy();
    }
  }
  post({ type: 'closed' });
  port.close();
}

/** A generator thread and the reports it has sent. */
function startGenerator(data: GeneratorData) {
  const worker = new Worker(new URL(import.meta.url), { workerData: data });
  const waiting: Array<{ type: Report['type']; resolve: (report: Report) => void; reject: (error: Error) => void }> = [];
  const received: Report[] = [];
  worker.on('message', (report: Report) => {
    const index = waiting.findIndex((w) => w.type === report.type);
    const [waiter] = index >= 0 ? waiting.splice(index, 1) : [];
    if (waiter) waiter.resolve(report);
    else received.push(report);
  });
  let failed: Error | undefined;
  worker.on('error', (error) => {
    failed = error;
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  });
  const expect = <T extends Report['type']>(type: T): Promise<Extract<Report, { type: T }>> =>
    new Promise((resolve, reject) => {
      if (failed) return reject(failed);
      const index = received.findIndex((r) => r.type === type);
      if (index >= 0) return resolve(received.splice(index, 1)[0] as Extract<Report, { type: T }>);
      waiting.push({ type, resolve: resolve as (report: Report) => void, reject });
    });
  return { tell: (command: Command) => worker.postMessage(command), expect, worker };
}

async function main(): Promise<void> {
  const target = await startTarget();
  const urls = target.httpUrls;
  const route = postgres ? (spread ? ', members spread over the processes' : ', members through nginx') : '';
  console.log(`workspace bench: ${teams} teams of 4, ${keysPerSecond} keys/s each for ${seconds} s after ${warmupSeconds} s unmeasured, ${target.memory().length} server process(es) on ${postgres ? 'PostgreSQL' : 'SQLite'}${route}, the members' clients in ${generators} thread(s)`);
  const threads = Array.from({ length: generators }, (_, index) =>
    startGenerator({ index, urls, teams: Math.floor(teams / generators) + (index < teams % generators ? 1 : 0), seconds, keysPerSecond, offlineEdits }),
  );
  try {
    await Promise.all(threads.map((thread) => thread.expect('connected')));
    const memoryStart = target.memory();
    console.log(`all ${teams * 4} members connected; typing${warmupSeconds > 0 ? `, measured after ${warmupSeconds} s of it` : ''}`);
    for (const thread of threads) thread.tell({ type: 'type' });
    await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
    const cpuStart = target.cpu();
    const generatorCpuStart = process.cpuUsage();
    const sharedCpuStart = { postgres: cpuOfCommand('postgres'), nginx: cpuOfCommand('nginx') };
    // Resident memory through the run, from before the warm-up: flat means the later windows stay level.
    const memorySeries: number[][] = [];
    const sampler = setInterval(() => memorySeries.push(target.memory()), windowSeconds * 1000);
    for (const thread of threads) thread.tell({ type: 'measure' });
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    for (const thread of threads) thread.tell({ type: 'stop' });
    clearInterval(sampler);
    const cpuSeconds = target.cpu().map((end, i) => end - (cpuStart[i] ?? 0));
    const generatorCpu = process.cpuUsage(generatorCpuStart);
    const sharedCpu = { postgres: cpuOfCommand('postgres') - sharedCpuStart.postgres, nginx: cpuOfCommand('nginx') - sharedCpuStart.nginx };
    const typed = await Promise.all(threads.map((thread) => thread.expect('typed')));
    console.log(
      `CPU while typing (s of ${seconds}): servers ${cpuSeconds.map((c) => c.toFixed(1)).join(', ')}; load generator ${((generatorCpu.user + generatorCpu.system) / 1e6).toFixed(1)}, its threads' event-loop delay p99 ${typed.map((t) => t.loopDelayP99Ms.toFixed(0)).join(', ')} ms; every postgres process ${sharedCpu.postgres.toFixed(1)}, nginx ${sharedCpu.nginx.toFixed(1)}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
    );
    const latencies = typed.flatMap((t) => [...t.latencies]);
    const bySecond = Array.from({ length: seconds }, (_, second) => typed.flatMap((t) => t.bySecond[second] ?? []));
    const byWindow = Array.from({ length: Math.ceil(seconds / windowSeconds) }, (_, w) => bySecond.slice(w * windowSeconds, (w + 1) * windowSeconds).flat());
    const equal = typed.every((t) => t.equal);
    const memoryEnd = target.memory();
    console.log(`${typed.reduce((sum, t) => sum + t.keystrokes, 0)} keystrokes, ${latencies.length} deliveries to peers`);
    console.log(`keystroke to peer: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${percentile(latencies, 100).toFixed(1)} ms`);
    console.log(`replicas equal: ${equal}`);
    console.log(`p99 by ${windowSeconds} s window of typing (ms): ${byWindow.map((w) => percentile(w, 99).toFixed(0)).join(', ')}`);
    const over = (values: number[]) => values.filter((v) => v > 150).length;
    const worst = bySecond.map((values, second) => ({ second, p99: percentile(values, 99), over: over(values) })).sort((a, b) => b.over - a.over);
    console.log(`deliveries over 150 ms: ${over(latencies)}; the seconds with most: ${worst.slice(0, 5).map((w) => `${w.second} s (${w.over}, p99 ${w.p99.toFixed(0)} ms)`).join(', ')}`);
    console.log(`server memory (RSS, MB) every ${windowSeconds} s: ${memorySeries.map((sample) => sample.map((m) => (m / 1e6).toFixed(0)).join('/')).join(', ')}`);
    console.log(`server memory (RSS, MB) start ${memoryStart.map((m) => (m / 1e6).toFixed(0)).join(', ')} -> end ${memoryEnd.map((m) => (m / 1e6).toFixed(0)).join(', ')}`);
    reportFigure({ name: 'workspace keystroke to peer p99', value: Math.round(percentile(latencies, 99)), unit: 'ms', budget: 150, bound: 'at most' });
    reportFigure({ name: 'workspace replicas equal at the end', value: equal ? 1 : 0, unit: 'boolean', budget: 1, bound: 'at least' });
    reportFigure({ name: 'workspace server memory growth', value: Math.round((Math.max(...memoryEnd.map((m, i) => m - (memoryStart[i] ?? 0))) / 1e6) * 10) / 10, unit: 'MB' });

    const [first] = threads;
    if (first) {
      first.tell({ type: 'return offline' });
      const { mergeMs } = await first.expect('merged');
      console.log(`a member returning with ${offlineEdits} offline edits merged at a peer in ${mergeMs.toFixed(0)} ms`);
      reportFigure({ name: `workspace merge of ${offlineEdits} offline edits`, value: Math.round(mergeMs), unit: 'ms', budget: 1000, bound: 'at most' });
    }
  } finally {
    for (const thread of threads) thread.tell({ type: 'close' });
    await Promise.all(threads.map((thread) => thread.expect('closed').catch(() => undefined)));
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
    await target.stop();
  }
}

if (isMainThread) await main();
else await generator(workerData as GeneratorData);
