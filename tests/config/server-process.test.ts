import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-process-'));

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.node.json', 'src-server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', RENDERER_DIR: path.join(dataDir, 'no-renderer'), ...env },
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor(predicate: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server process', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops at start-up with one line naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n').filter((line) => !line.startsWith('npm warn'));
    expect(lines).toEqual([expect.stringMatching(/^Invalid environment variable PORT: /)]);
  });

  // tsx compiles the whole server, which then migrates and seeds a new database: up to its 30 s
  // wait below on a busy two-core machine (12–18 s in recent runs), past vitest's usual 20 s.
  it('prints where it listens and the demo accounts, then shuts down cleanly on SIGTERM', { timeout: 60_000 }, async () => {
    const server = startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PASSWORD: 'process-test-pass' });
    await waitFor(() => /listening on http:\/\/localhost:\d+/.test(server.output()), 30_000);
    const port = /listening on http:\/\/localhost:(\d+)/.exec(server.output())?.[1];
    expect(server.output()).toContain('admin@kodeshala.local');
    expect(server.output()).toContain('learner@kodeshala.local');

    const health = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json());
    expect(health).toMatchObject({ status: 'ok', db: 'sqlite' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });
});
