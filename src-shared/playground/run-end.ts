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

const seconds = (message: string) => /more than ([\d.]+) s/.exec(message)?.[1];

export function runEndLine(end: StageEnd, stoppedByLearner: boolean): string {
  if (end.stage === 'compile') {
    if (end.message?.startsWith('Time limit reached')) return `Compiling stopped after ${seconds(end.message) ?? 'the time limit'} s. Try again in a moment; if it happens again, make the program smaller.`;
    return `Compilation failed (exit code ${end.code ?? '?'}): fix the first error above, then press Run again.`;
  }
  if (stoppedByLearner && (end.signal === 'SIGINT' || end.code === 130 || end.signal === 'SIGKILL')) return 'Stopped: you pressed Stop.';
  if (end.message?.startsWith('Time limit reached')) {
    const limit = seconds(end.message);
    return `Stopped after ${limit ? `${limit} s` : 'the time limit'}: is there a loop that never ends, or a program waiting for input it never gets?`;
  }
  if (end.message) return 'Stopped by a limit: see the message above.';
  if (end.signal === 'SIGSEGV') return 'The program crashed (SIGSEGV): it used memory it does not own, often an array index past the end or a null pointer.';
  if (end.signal) return `The program was stopped (${end.signal}).`;
  if (end.code === 0) return 'Finished (exit code 0)';
  return `Finished with exit code ${end.code ?? '?'}: a code other than 0 means the program ended with an error (see above).`;
}
