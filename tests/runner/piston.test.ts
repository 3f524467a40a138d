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
    expect(runtimesReply.parse(res.json())).toEqual([
      { language: 'python', version: '3.12.0', aliases: ['py', 'py3', 'python3'] },
      { language: 'c', version: '10.2.0', aliases: ['gcc'] },
    ]);
  });

  it('forwards an execute request and answers in Piston v2 form', async () => {
    const body = { language: 'python', version: '3.12', files: [{ name: 'main.py', content: 'print("Hello, " + input())' }], stdin: 'Meera\n', args: [] };
    const res = await r.execute(body);
    expect(res.status).toBe(200);
    const reply = executeReply.parse(res.json);
    expect(reply).toMatchObject({ language: 'python', version: '3.12.0', run: { stdout: 'Hello, Meera\n', code: 0, signal: null } });
    expect(peer.received.at(-1)).toEqual(body);
  });

  it("leaves `run` out when Piston's compile stage failed, though Piston copies the compile stage there", async () => {
    const res = await r.execute({ language: 'c', version: '10.x', files: [{ name: 'main.c', content: 'int main(void) { return x; }' }] });
    expect(res.status).toBe(200);
    const reply = executeReply.parse(res.json);
    expect(reply.compile).toMatchObject({ code: 1, stderr: expect.stringMatching(/x.? undeclared/) });
    expect(reply).not.toHaveProperty('run');
  });

  it('answers a compiled program that ran with both stages', async () => {
    const res = await r.execute({ language: 'gcc', files: [{ name: 'main.c', content: '#include <stdio.h>\nint main(void) { puts("compiled"); return 0; }' }] });
    expect(executeReply.parse(res.json)).toMatchObject({ compile: { code: 0 }, run: { stdout: 'compiled\n', code: 0 } });
  });

  it('forwards a SemVer version selector and passes on Piston\'s refusal of a run_timeout above its limit', async () => {
    const range = await r.execute({ language: 'python', version: '3.x', files: [{ content: 'print("range")' }] });
    expect(executeReply.parse(range.json)).toMatchObject({ version: '3.12.0', run: { stdout: 'range\n' } });
    const long = await r.execute({ language: 'python', files: [{ content: 'print(1)' }], run_timeout: 60_000 });
    expect(long.status).toBe(400);
    expect(long.json).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'run_timeout cannot exceed the configured limit of 3000',
        messageId: 'runner.runnerRefused',
        messageValues: { reason: 'run_timeout cannot exceed the configured limit of 3000' },
      },
    });
  });

  it("passes Piston's refusal of an unknown runtime on as a 400 in its words", async () => {
    const res = await r.execute({ language: 'brainfuck', files: [{ content: '+.' }] });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'BAD_REQUEST', message: 'brainfuck-* runtime is unknown', messageId: 'runner.runnerRefused' } });
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

  it("forwards any of Piston's signals to an interactive run", async () => {
    const client = await openConnect(baseUrl);
    client.send({ type: 'init', token: await r.newToken(), language: 'python', files: [{ content: 'print("looping", flush=True)\nwhile True:\n    pass' }] });
    await client.waitFor((m) => m.type === 'data' && m.data.includes('looping'));
    client.send({ type: 'signal', signal: 'SIGQUIT' });
    expect(await client.waitFor((m) => m.type === 'exit')).toMatchObject({ stage: 'run', code: null, signal: 'SIGQUIT' });
  });

  it('says the runner is not answering when Piston is down', async () => {
    const down = await createRunnerApp({ PISTON_URL: 'http://127.0.0.1:9/api/v2' });
    const res = await down.execute({ language: 'python', files: [{ content: 'print(1)' }] });
    await down.close();
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ error: { code: 'UNAVAILABLE', message: 'The code runner service is not answering. Please try again in a minute.', messageId: 'runner.unreachable' } });
  });
});
