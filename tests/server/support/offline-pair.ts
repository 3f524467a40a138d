import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sessionReply } from '@shared/api/auth';
import { expect } from 'vitest';
import { type CuttableProxy, startCuttableProxy } from './cuttable-proxy';
import { freePort, removeServerBundle, type ServerProcess, startServerProcess } from './server-process';

/** Asks `probe` every 100 ms until it gives a value (a throw counts as none yet). */
export async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Reply {
  status: number;
  headers: Headers;
  json: unknown;
}

/** One HTTP call with the caller's token and a JSON body, its reply read whole. */
export async function request(base: string, method: string, url: string, body?: unknown, token?: string): Promise<Reply> {
  const res = await fetch(base + url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: (text ? JSON.parse(text) : {}) as unknown };
}

/** What a test file's pairs started, in a folder of its own, and how to end them all. */
export function offlinePairs(prefix: string) {
  const started: { processes: ServerProcess[]; proxy?: CuttableProxy } = { processes: [] };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    work,
    started,
    async stop() {
      for (const server of started.processes) await server.stop();
      await started.proxy?.close();
      removeServerBundle();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * The desktop's offline-first sync as it runs: a real platform process behind a cuttable loopback
 * proxy, and the desktop's embedded server as a second process syncing through it. The demo
 * learner signs in on the desktop; `call` asks the desktop, `direct` the platform, with that session.
 */
export async function startOfflinePair(work: string, password: string, started: { processes: ServerProcess[]; proxy?: CuttableProxy }) {
  const remotePort = await freePort();
  const proxy = await startCuttableProxy(remotePort);
  started.proxy = proxy;
  const [remote, local] = await Promise.all([
    startServerProcess({ PORT: String(remotePort), DATA_DIR: path.join(work, 'remote'), DEMO_PASSWORD: password, GITHUB_API_URL: 'http://127.0.0.1:9' }),
    startServerProcess({ PORT: '0', DATA_DIR: path.join(work, 'local'), SYNC_REMOTE_URL: proxy.url, SYNC_INTERVAL_MS: '150', SYNC_TIMEOUT_MS: '20000' }),
  ]);
  started.processes.push(remote, local);
  const session = await request(local.url, 'POST', '/api/auth/login', { email: 'learner@kodeshala.local', password });
  expect(session.status).toBe(200);
  const token = sessionReply.parse(session.json).accessToken;
  return {
    proxy,
    remote,
    local,
    call: (method: string, url: string, body?: unknown) => request(local.url, method, url, body, token),
    direct: (method: string, url: string, body?: unknown) => request(remote.url, method, url, body, token),
  };
}
