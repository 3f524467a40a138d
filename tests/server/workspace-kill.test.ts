import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sessionReply } from '@shared/api/auth';
import * as decoding from 'lib0/decoding';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { removeServerBundle, type ServerProcess, startServerProcess } from './support/server-process';
import { joinWorkspace, leaveWorkspace, whenSynced, type WorkspaceMember } from './support/workspace-client';

/**
 * kill -9 of the server process holding a shared document in the middle of typing (product.md
 * §3.10 "Every keystroke survives"): every update it acknowledged is in the document the next
 * process serves. The server relays a keystroke to the other members before storing it, and echoes
 * it to its sender only once stored: that echo is the acknowledgment, so the writer's own frames
 * say which of its lines must survive.
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
    members.push(writer);
    await whenSynced(writer);
    // The highest clock of the writer's own updates that came back to it (sync step 2 or an update).
    let echoed = 0;
    writer.provider.ws?.addEventListener('message', (event: { data: unknown }) => {
      if (!(event.data instanceof ArrayBuffer)) return;
      const decoder = decoding.createDecoder(new Uint8Array(event.data));
      if (decoding.readVarUint(decoder) !== 0 || decoding.readVarUint(decoder) === 0) return;
      for (const struct of Y.decodeUpdate(decoding.readVarUint8Array(decoder)).structs) {
        if (struct.id.client === writer.doc.clientID) echoed = Math.max(echoed, struct.id.clock + struct.length);
      }
    });
    const ownClock = () => Y.decodeStateVector(Y.encodeStateVector(writer.doc)).get(writer.doc.clientID) ?? 0;

    // Typing a line at a time without waiting for anything (50 a second, under the per-connection
    // rate), while the process is killed; each line's clock says when its echo has come.
    const typedLines: Array<{ line: string; clock: number }> = [];
    const typing = setInterval(() => {
      const line = `line_${typedLines.length + 1} = ${typedLines.length + 1}`;
      writer.file('main.py').insert(writer.file('main.py').length, `${line}\n`);
      typedLines.push({ line, clock: ownClock() });
    }, 20);
    const acknowledgedLines = () => typedLines.filter(({ clock }) => clock <= echoed).map(({ line }) => line);
    await vi.waitFor(() => expect(acknowledgedLines().length).toBeGreaterThanOrEqual(100), { timeout: 60_000, interval: 5 });
    await first.kill9();
    clearInterval(typing);
    const acknowledged = acknowledgedLines();
    const typed = typedLines.length;
    // Gone before the next process starts, so it does not send its copy to it.
    writer.provider.destroy();

    const second = await server();
    const fresh = joinWorkspace(live(second.url), projectId, token);
    members.push(fresh);
    await whenSynced(fresh);
    const kept = new Set(lines(fresh.files()['main.py']));
    expect(acknowledged.filter((line) => !kept.has(line))).toEqual([]);
    console.log(`typed ${typed} lines; ${acknowledged.length} acknowledged before kill -9; ${kept.size} kept after the restart`);
  });
});
