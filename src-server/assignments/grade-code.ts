import type { AssignmentTestCase } from '@shared/assignments/assignment-file';
import { gradeTestResults, normaliseOutput, type TestCaseResult } from '@shared/assignments/rules';
import type { RunnableLanguage } from '@shared/courses/blocks';
import type { Executor } from '../runner/executor';

/** The runner's names for the languages assignments are written in (SQL runs in sqlite3, as lesson samples do). */
const runnerLanguage: Record<RunnableLanguage, string> = { javascript: 'javascript', python: 'python', sql: 'sqlite3' };

/**
 * Runs a solution once per test case, with the case's stdin, through the same executor as the
 * playground (the sandbox, or Piston), and compares what it printed (stdout and stderr together,
 * trailing spaces and blank lines ignored) with the expected output. The runner's queue decides
 * how many run at once.
 */
export async function runTestCases(executor: Executor, language: RunnableLanguage, source: string, tests: readonly AssignmentTestCase[]): Promise<TestCaseResult[]> {
  return Promise.all(
    tests.map(async (test): Promise<TestCaseResult> => {
      const reply = await executor.execute({ language: runnerLanguage[language], version: '*', files: [{ content: source }], stdin: test.stdin, args: [] });
      const stage = reply.run ?? reply.compile;
      const actual = stage?.output ?? '';
      const message = stage?.message ?? null;
      const passed = message === null && reply.run !== undefined && normaliseOutput(actual) === normaliseOutput(test.expectedOutput);
      return { name: test.name, passed, expected: test.expectedOutput, actual, message };
    }),
  );
}

/** Marks and feedback for a solution, as a submit records them. */
export async function gradeCode(executor: Executor, language: RunnableLanguage, source: string, tests: readonly AssignmentTestCase[]) {
  return gradeTestResults(await runTestCases(executor, language, source, tests));
}
