import { toolchainsReply } from '@shared/api/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunnerApp, type RunnerApp } from './runner-app';

let r: RunnerApp;
beforeAll(async () => {
  r = await createRunnerApp();
});
afterAll(() => r.close());

describe('GET /api/runner/toolchains on the platform server', () => {
  it('lists only what the server runs, in its sandbox, with no install hints', async () => {
    const res = await r.t.app.inject({ method: 'GET', url: '/api/runner/toolchains' });
    expect(res.statusCode).toBe(200);
    const reply = toolchainsReply.parse(res.json());
    expect(reply).toMatchObject({ mode: 'server', backend: 'bubblewrap', platformOnline: null });
    expect(reply.languages.map((l) => l.language)).toContain('python');
    expect(reply.languages.every((l) => l.runs === 'here' && l.hint === null && l.version !== null)).toBe(true);
  });
});
