import type { RunnableLanguage } from '@shared/courses/blocks';
import { defaultRunnerLimits } from '@server/runner/limits';
import { createLocalExecutor } from '@server/runner/local-executor';
import type { Executor } from '@server/runner/executor';

/**
 * Runs one course code sample through the platform's own code runner (the sandboxed local
 * executor behind `/api/v2/piston/execute`), so a sample that passes here runs for learners too:
 * JavaScript with node (CommonJS), Python with python3, SQL with sqlite3 on an in-memory database
 * in `-bail -header -column` mode. The compile limit stands in for the run limit: a sample is
 * checked for its output, not raced against the playground's 3 s.
 */
const runnerLanguage: Record<RunnableLanguage, string> = { javascript: 'javascript', python: 'python', sql: 'sqlite3' };

let executor: Executor | undefined;

export interface SampleResult {
  output: string;
  code: number | null;
  message: string | null;
}

export async function runSample(language: RunnableLanguage, source: string, stdin = '', timeoutMs = 10_000): Promise<SampleResult> {
  executor ??= createLocalExecutor({
    limits: { ...defaultRunnerLimits, run: { ...defaultRunnerLimits.run, timeoutMs } },
    allowUnsandboxed: false,
    maxWaiting: 10_000,
  });
  const reply = await executor.execute({ language: runnerLanguage[language], version: '*', files: [{ content: source }], stdin, args: [] });
  // These languages have no compile stage, so the program always runs.
  if (!reply.run) throw new Error(`the ${language} sample was not run`);
  return { output: reply.run.output, code: reply.run.code, message: reply.run.message ?? null };
}

export async function closeSampleRunner(): Promise<void> {
  await executor?.close();
  executor = undefined;
}

/** Output as compared: Unix newlines, no trailing spaces, no trailing blank lines. */
export function normaliseOutput(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n+$/, '');
}
