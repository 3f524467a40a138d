import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sessionReply } from '@shared/api/auth';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { removeServerBundle, type ServerProcess, startServerProcess } from './support/server-process';
import { joinWorkspace, leaveWorkspace, whenSynced, type WorkspaceMember } from './support/workspace-client';

/**
 * kill -9 of the server process holding a shared document in the middle of typing (product.md
 * §3.10 "Every keystroke survives"): every update it acknowledged is in the document the next
 * process serves. An update is acknowledged when the server relays it, which it does only after
 * storing it; a second connection sees exactly those relays, so what it had seen when the process
 * died is what must survive.
 */

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-workspace-kill-'));
const password = 'workspace-kill-password';
const processes: ServerProcess[] = [];
const members: WorkspaceMember[] = [];

async function server(): Promise<ServerProcess> {
  const started = await startServerProcess({
    PORT: '0',
    DATA_DIR: work,
    DEMO_PASSWORD: password,
    // Fixed, so that the access token outlives the process.
    AUTH_SECRET: 'workspace-kill-secret-that-is-long-enough-012345',
  });
  processes.push(started);
  return started;
}

afterAll(async () => {
  for (const member of members) leaveWorkspace(member);
  for (const started of processes) await started.stop();
  removeServerBundle();
  fs.rmSync(work, { recursive: true, force: true });
});

const lines = (text: string | undefined) => (text ?? '').split('\n').filter((line) => line.length > 0);

describe('the workspace through kill -9', () => {
  // Two server processes start one after the other: longer than one test's default allows.
  it('keeps every update the killed process acknowledged', { timeout: 240_000 }, async () => {
    const first = await server();
    const login = await fetch(`${first.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'learner@kodeshala.local', password }) });
    expect(login.status).toBe(200);
    const token = sessionReply.parse(await login.json()).accessToken;
    const created = await fetch(`${first.url}/api/workspace/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Through the crash' }),
    });
    expect(created.status).toBe(201);
    const projectId = ((await created.json()) as { id: string }).id;
    const live = (url: string) => `${url.replace('http', 'ws')}/api/workspace/live`;

    const writer = joinWorkspace(live(first.url), projectId, token);
    const observer = joinWorkspace(live(first.url), projectId, token);
    members.push(writer, observer);
    await Promise.all([whenSynced(writer), whenSynced(observer)]);

    // Typing a line at a time without waiting for anything (50 a second, under the per-connection
    // rate), while the process is killed.
    let typed = 0;
    const typing = setInterval(() => {
      typed++;
      writer.file('main.py').insert(writer.file('main.py').length, `line_${typed} = ${typed}\n`);
    }, 20);
    await vi.waitFor(() => expect(lines(observer.files()['main.py']).length).toBeGreaterThanOrEqual(100), { timeout: 60_000, interval: 5 });
    await first.kill9();
    clearInterval(typing);
    const acknowledged = lines(observer.files()['main.py']);
    // Gone before the next process starts, so neither sends its copy to it.
    writer.provider.destroy();
    observer.provider.destroy();

    const second = await server();
    const fresh = joinWorkspace(live(second.url), projectId, token);
    members.push(fresh);
    await whenSynced(fresh);
    const kept = new Set(lines(fresh.files()['main.py']));
    expect(acknowledged.filter((line) => !kept.has(line))).toEqual([]);
    console.log(`typed ${typed} lines; ${acknowledged.length} acknowledged before kill -9; ${kept.size} kept after the restart`);
  });
});
