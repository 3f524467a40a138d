import { executeReply } from '@shared/api/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
