import { executeReply } from '@shared/api/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../server/support/accounts';
import { createRunnerApp, type RunnerApp } from './runner-app';

let r: RunnerApp;
beforeAll(async () => {
  r = await createRunnerApp();
});
afterAll(async () => r?.close());

const hello = [{ content: 'print("hello")' }];

describe.concurrent("Piston's protocol rules on this server's own runner", () => {
  it('takes a version as a SemVer range, as Piston does', async () => {
    const token = await r.newToken();
    const [major, range, caret] = await Promise.all(['3.x', '>=3.8 <4', '^3'].map((version) => r.execute({ language: 'python', version, files: hello }, token)));
    for (const res of [major, range, caret]) expect(executeReply.parse(res.json).run?.stdout).toBe('hello\n');
    const old = await r.execute({ language: 'python', version: '2.x', files: hello }, token);
    expect(old.status).toBe(400);
    expect((old.json as { error: { message: string } }).error.message).toMatch(/^python 3\.\d+\.\d+ is installed here, not version 2\.x\./);
  });

  it('refuses a limit above the server’s in Piston’s words instead of lowering it', async () => {
    const token = await r.newToken();
    const [timeout, memory] = await Promise.all([
      r.execute({ language: 'python', files: hello, run_timeout: 60_000 }, token),
      r.execute({ language: 'python', files: hello, compile_memory_limit: 1024 * 1024 * 1024 }, token),
    ]);
    expect(timeout.status).toBe(400);
    expect(timeout.json).toEqual({
      error: { code: 'BAD_REQUEST', message: 'run_timeout cannot exceed the configured limit of 3000', messageId: 'runner.aboveLimit', messageValues: { field: 'run_timeout', limit: 3000 } },
    });
    expect(memory.json).toMatchObject({ error: { code: 'BAD_REQUEST', message: 'compile_memory_limit cannot exceed the configured limit of 268435456' } });
    // piston-client sends -1 for "the server's limit", which stays accepted.
    expect((await r.execute({ language: 'python', files: hello, run_timeout: 3000, run_memory_limit: -1 }, token)).status).toBe(200);
  });

  it('refuses JSON sent as text/plain with 415, as Piston does', async () => {
    const token = await r.newToken();
    const body = JSON.stringify({ language: 'python', version: '*', files: hello });
    const send = (type: string) =>
      r.t.app.inject({ method: 'POST', url: '/api/v2/piston/execute', headers: { ...bearer(token), 'content-type': type }, payload: body });
    const plain = await send('text/plain;charset=UTF-8');
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'requests must be of type application/json', messageId: 'runner.jsonOnly' } });
    expect((await send('application/json; charset=utf-8')).statusCode).toBe(200);
  });
});
