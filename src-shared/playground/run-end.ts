/**
 * The last line of a run in the playground's terminal, in words a beginner can act on: what
 * stopped the program and what to look at, instead of a bare signal name ("Finished (SIGKILL)").
 */
export interface StageEnd {
  stage: 'compile' | 'run';
  code: number | null;
  signal: string | null;
  /** The runner's own words when a limit stopped the stage ('Time limit reached: … 3 s …'). */
  message?: string | null;
}

/**
 * The lines in English with `{{value}}` slots; the playground shows them in the learner's language
 * from a dictionary with the same keys, so the choice of line is made here once.
 */
export const runEndMessages = {
  runEndCompileTimeout: 'Compiling stopped after {{seconds}} s. Try again in a moment; if it happens again, make the program smaller.',
  runEndCompileFailed: 'Compilation failed (exit code {{code}}): fix the first error above, then press Run again.',
  runEndStoppedByLearner: 'Stopped: you pressed Stop.',
  runEndTimeLimit: 'Stopped after {{limit}}: is there a loop that never ends, or a program waiting for input it never gets?',
  runEndSeconds: '{{seconds}} s',
  runEndTheTimeLimit: 'the time limit',
  runEndOtherLimit: 'Stopped by a limit: see the message above.',
  runEndCrashed: 'The program crashed (SIGSEGV): it used memory it does not own, often an array index past the end or a null pointer.',
  runEndSignal: 'The program was stopped ({{signal}}).',
  runEndFinished: 'Finished (exit code 0)',
  runEndFailed: 'Finished with exit code {{code}}: a code other than 0 means the program ended with an error (see above).',
} as const;

export type RunEndKey = keyof typeof runEndMessages;
export type RunEndSay = (key: RunEndKey, values?: Record<string, string>) => string;

const english: RunEndSay = (key, values = {}) => runEndMessages[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const seconds = (message: string) => /more than ([\d.]+) s/.exec(message)?.[1];

export function runEndLine(end: StageEnd, stoppedByLearner: boolean, say: RunEndSay = english): string {
  if (end.stage === 'compile') {
    if (end.message?.startsWith('Time limit reached')) return say('runEndCompileTimeout', { seconds: seconds(end.message) ?? say('runEndTheTimeLimit') });
    return say('runEndCompileFailed', { code: String(end.code ?? '?') });
  }
  if (stoppedByLearner && (end.signal === 'SIGINT' || end.code === 130 || end.signal === 'SIGKILL')) return say('runEndStoppedByLearner');
  if (end.message?.startsWith('Time limit reached')) {
    const limit = seconds(end.message);
    return say('runEndTimeLimit', { limit: limit ? say('runEndSeconds', { seconds: limit }) : say('runEndTheTimeLimit') });
  }
  if (end.message) return say('runEndOtherLimit');
  if (end.signal === 'SIGSEGV') return say('runEndCrashed');
  if (end.signal) return say('runEndSignal', { signal: end.signal });
  if (end.code === 0) return say('runEndFinished');
  return say('runEndFailed', { code: String(end.code ?? '?') });
}
