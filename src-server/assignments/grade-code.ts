import type { AssignmentTestCase, StoredGrading } from '@shared/assignments/assignment-file';
import { gradeTestResults, normaliseOutput, type TestCaseResult } from '@shared/assignments/rules';
import { javascriptConstructs, meetsCheck, pythonConstructsProgram, readPythonConstructs, sqlConstructs, type Found } from '@shared/assignments/structure';
import type { RunnableLanguage } from '@shared/courses/blocks';
import type { Executor } from '../runner/executor';

/** The runner's names for the languages assignments are written in (SQL runs in sqlite3, as lesson samples do). */
const runnerLanguage: Record<RunnableLanguage, string> = { javascript: 'javascript', python: 'python', sql: 'sqlite3' };

/**
 * An SQL case runs its own data first, then the learner's query: the same query meets the visible
 * tables and the hidden ones, so printing literal rows cannot pass.
 */
const programFor = (language: RunnableLanguage, source: string, test: AssignmentTestCase) => (language === 'sql' && test.data !== undefined ? `${test.data}\n${source}` : source);

/**
 * Runs a solution once per test case, with the case's stdin, through the same executor as the
 * playground (the sandbox, or Piston), and compares what it printed (stdout and stderr together,
 * trailing spaces and blank lines ignored) with the expected output. The runner's queue decides
 * how many run at once.
 */
export async function runTestCases(executor: Executor, language: RunnableLanguage, source: string, tests: readonly AssignmentTestCase[]): Promise<TestCaseResult[]> {
  return Promise.all(
    tests.map(async (test): Promise<TestCaseResult> => {
      const reply = await executor.execute({ language: runnerLanguage[language], version: '*', files: [{ content: programFor(language, source, test) }], stdin: test.stdin, args: [] });
      const stage = reply.run ?? reply.compile;
      const actual = stage?.output ?? '';
      const message = stage?.message ?? null;
      const passed = message === null && reply.run !== undefined && normaliseOutput(actual) === normaliseOutput(test.expectedOutput);
      return { name: test.name, hidden: test.hidden, passed, expected: test.expectedOutput, actual, message };
    }),
  );
}

/** What the solution is built from: parsed here for JavaScript and SQL, by Python's `ast` in the sandbox. */
async function findConstructs(executor: Executor, language: RunnableLanguage, source: string): Promise<Found | null> {
  if (language === 'javascript') return javascriptConstructs(source);
  if (language === 'sql') return sqlConstructs(source);
  const reply = await executor.execute({ language: 'python', version: '*', files: [{ content: pythonConstructsProgram }], stdin: source, args: [] });
  return reply.run && !reply.run.message ? readPythonConstructs(reply.run.output) : null;
}

/** The structure checks as results beside the tests: each one passes or says what to change. */
async function runStructureChecks(executor: Executor, language: RunnableLanguage, source: string, checks: StoredGrading['structure']): Promise<TestCaseResult[]> {
  if (checks.length === 0) return [];
  const found = await findConstructs(executor, language, source);
  return checks.map((check) => {
    const passed = found !== null && meetsCheck(found, check);
    const message = passed ? null : found === null ? 'your code could not be read: fix its syntax first' : check.message;
    return { name: check.name, hidden: false, passed, expected: '', actual: '', message };
  });
}

/** Marks and feedback for a solution, as a submit records them. */
export async function gradeCode(executor: Executor, language: RunnableLanguage, source: string, grading: StoredGrading) {
  const [tests, structure] = await Promise.all([runTestCases(executor, language, source, grading.tests), runStructureChecks(executor, language, source, grading.structure)]);
  return gradeTestResults([...tests, ...structure]);
}
