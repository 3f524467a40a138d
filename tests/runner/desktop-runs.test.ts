import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sessionReply } from '@shared/api/auth';
import { errorReply } from '@shared/api/error-reply';
import { executeReply, toolchainsReply } from '@shared/api/runner';
import { afterAll, describe, expect, it } from 'vitest';
import { type CuttableProxy, startCuttableProxy } from '../server/support/cuttable-proxy';
import { freePort, type ServerProcess, startServerProcess } from '../server/support/server-process';
import { openConnect } from './connect-client';

/**
 * Runs on the desktop signed in to a platform server, on loopback: a real platform process
 * (bubblewrap runner), a cuttable proxy, and the embedded server as a process with the
 * plain-process backend and a PATH holding only Python. docs/ARCHITECTURE.md "Running code on
 * the learner's computer".
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-desktop-runs-'));
const onlyPython = path.join(work, 'bin');
fs.mkdirSync(onlyPython);
fs.symlinkSync('/usr/bin/python3', path.join(onlyPython, 'python3'));
const processes: ServerProcess[] = [];
let proxy: CuttableProxy | undefined;

afterAll(async () => {
  for (const server of processes) await server.stop();
  await proxy?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const where = 'import os\nprint(os.getcwd() == "/box", input())';
const cProgram = '#include <stdio.h>\nint main(void) { puts("compiled on the platform"); return 0; }';

async function interactive(url: string, token: string, language: string, content: string) {
  const client = await openConnect(url);
  client.send({ type: 'init', token, language, files: [{ content }] });
  client.send({ type: 'data', stream: 'stdin', data: 'hello\n' });
  await client.closed;
  return client;
}

describe('runs from the desktop app signed in to a platform server', () => {
  it('go to the platform’s runner while it answers, and to this computer’s toolchain when it does not', async () => {
    const remotePort = await freePort();
    const remote = await startServerProcess({ PORT: String(remotePort), DATA_DIR: path.join(work, 'remote'), DEMO_PASSWORD: 'runs-test-password' });
    processes.push(remote);
    proxy = await startCuttableProxy(remotePort);
    const local = await startServerProcess({
      PORT: '0',
      DATA_DIR: path.join(work, 'local'),
      SYNC_REMOTE_URL: proxy.url,
      SYNC_TIMEOUT_MS: '5000',
      RUNNER_SANDBOX: 'plain-process',
      PATH: onlyPython,
    });
    processes.push(local);

    const login = await fetch(`${local.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'learner@kodeshala.local', password: 'runs-test-password' }),
    });
    const token = sessionReply.parse(await login.json()).accessToken;

    const toolchains = toolchainsReply.parse(await (await fetch(`${local.url}/api/runner/toolchains`)).json());
    expect(toolchains).toMatchObject({ mode: 'sync', backend: 'plain-process', platformOnline: true });
    expect(toolchains.languages.find((l) => l.language === 'python')).toMatchObject({ runs: 'here', hint: null });
    expect(toolchains.languages.find((l) => l.language === 'c')).toMatchObject({ runs: 'platform', version: null, hint: { url: 'https://www.msys2.org/' } });

    // Online: both languages run in the platform's sandbox (its working folder is /box).
    const online = await interactive(local.url, token, 'python', where);
    expect(online.stdout()).toBe('True hello\n');
    expect((await interactive(local.url, token, 'c', cProgram)).stdout()).toBe('compiled on the platform\n');
    const batch = await fetch(`${local.url}/api/v2/piston/execute`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'python', files: [{ content: where }], stdin: 'batch\n' }),
    });
    expect(executeReply.parse(await batch.json()).run?.stdout).toBe('True batch\n');

    // The platform does not answer: Python runs on this computer; C needs the connection.
    proxy.cut();
    const offline = await interactive(local.url, token, 'python', where);
    expect(offline.stdout()).toBe('False hello\n');
    expect(offline.messages).toContainEqual(expect.objectContaining({ type: 'exit', stage: 'run', code: 0 }));
    const refused = await interactive(local.url, token, 'c', cProgram);
    expect(refused.messages).toContainEqual({ type: 'error', message: 'Running code needs a connection to the Kodeshala server. You are offline; try again when you are back online.', messageId: 'sync.runOffline' });
    const here = await fetch(`${local.url}/api/v2/piston/execute`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'python', files: [{ content: where }], stdin: 'batch\n' }),
    });
    expect(here.headers.get('x-kodeshala-ran-here')).toBe('1');
    expect(executeReply.parse(await here.json()).run?.stdout).toBe('False batch\n');
    const cHere = await fetch(`${local.url}/api/v2/piston/execute`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'c', files: [{ content: cProgram }] }),
    });
    expect(cHere.status).toBe(503);
    expect(errorReply.parse(await cHere.json()).error.message).toMatch(/^Running code needs a connection/);
    expect(toolchainsReply.parse(await (await fetch(`${local.url}/api/runner/toolchains`)).json()).platformOnline).toBe(false);

    // A token the platform never accepted here runs nothing, even offline.
    const stranger = await interactive(local.url, 'not-a-platform-token', 'python', where);
    expect(stranger.messages).toContainEqual({ type: 'error', message: 'Your session has ended. Please sign in again.', messageId: 'auth.sessionExpired' });
  }, 240_000);
});
