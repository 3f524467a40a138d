import type { ExecuteReply } from '@shared/api/runner';
import { executeReply } from '@shared/api/runner';
import { bearer, register } from '../server/support/accounts';
import { createTestApp, type TestApp } from '../server/support/test-app';

export interface RunnerApp {
  t: TestApp;
  token: string;
  /** A fresh learner, so tests do not share one person's run limits. */
  newToken(): Promise<string>;
  execute(body: Record<string, unknown>, token?: string): Promise<{ status: number; json: unknown }>;
  run(language: string, content: string, stdin?: string, name?: string): Promise<ExecuteReply>;
  close(): Promise<void>;
}

/** The real app (SQLite in a temporary folder) with one signed-in learner. */
export async function createRunnerApp(env: Record<string, string> = {}): Promise<RunnerApp> {
  const t = await createTestApp(env);
  const token = (await register(t)).accessToken;
  const execute = async (body: Record<string, unknown>, as = token) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/piston/execute', headers: bearer(as), payload: body });
    return { status: res.statusCode, json: res.json() as unknown };
  };
  return {
    t,
    token,
    newToken: async () => (await register(t)).accessToken,
    execute,
    run: async (language, content, stdin = '', name) => {
      const res = await execute({ language, version: '*', files: [name ? { name, content } : { content }], stdin });
      if (res.status !== 200) throw new Error(`execute ${language} answered ${res.status}: ${JSON.stringify(res.json)}`);
      return executeReply.parse(res.json);
    },
    close: () => t.close(),
  };
}
