import { executeReply, runtimesReply } from '@shared/api/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPistonPeer, type PistonPeer } from '../peers/piston-peer';
import { bearer } from '../server/support/accounts';
import { openConnect } from './connect-client';
import { createRunnerApp, type RunnerApp } from './runner-app';

let peer: PistonPeer;
let r: RunnerApp;
let baseUrl: string;
beforeAll(async () => {
  peer = await startPistonPeer();
  r = await createRunnerApp({ PISTON_URL: peer.apiUrl });
  baseUrl = await r.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await r?.close();
  await peer?.close();
});

describe('with PISTON_URL set, runs are forwarded to that Piston', () => {
  it('lists the Piston runtimes', async () => {
    const res = await r.t.app.inject({ method: 'GET', url: '/api/v2/piston/runtimes', headers: bearer(r.token) });
    expect(res.statusCode).toBe(200);
    expect(runtimesReply.parse(res.json())).toEqual([{ language: 'python', version: '3.12.0', aliases: ['py', 'py3', 'python3'] }]);
  });

  it('forwards an execute request and answers in Piston v2 form', async () => {
    const body = { language: 'python', version: '3.12', files: [{ name: 'main.py', content: 'print("Hello, " + input())' }], stdin: 'Meera\n', args: [] };
    const res = await r.execute(body);
    expect(res.status).toBe(200);
    const reply = executeReply.parse(res.json);
    expect(reply).toMatchObject({ language: 'python', version: '3.12.0', run: { stdout: 'Hello, Meera\n', code: 0, signal: null } });
    expect(peer.received.at(-1)).toEqual(body);
  });

  it("passes Piston's refusal of an unknown runtime on as a 400 in its words", async () => {
    const res = await r.execute({ language: 'brainfuck', files: [{ content: '+.' }] });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: { code: 'BAD_REQUEST', message: 'brainfuck-* runtime is unknown' } });
  });

  it('forwards an interactive session without our access token', async () => {
    const client = await openConnect(baseUrl);
    const token = await r.newToken();
    client.send({ type: 'init', token, language: 'python', files: [{ content: 'print("Name?", flush=True)\nprint("Hi " + input())' }] });
    await client.waitFor((m) => m.type === 'data' && m.data.includes('Name?'));
    client.send({ type: 'data', stream: 'stdin', data: 'Kiran\n' });
    expect(await client.waitFor((m) => m.type === 'exit')).toMatchObject({ stage: 'run', code: 0 });
    expect(client.stdout()).toBe('Name?\nHi Kiran\n');
    expect(JSON.stringify(peer.received)).not.toContain(token);
  });

  it('says the runner is not answering when Piston is down', async () => {
    const down = await createRunnerApp({ PISTON_URL: 'http://127.0.0.1:9/api/v2' });
    const res = await down.execute({ language: 'python', files: [{ content: 'print(1)' }] });
    await down.close();
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ error: { code: 'UNAVAILABLE', message: 'The code runner service is not answering. Please try again in a minute.' } });
  });
});
