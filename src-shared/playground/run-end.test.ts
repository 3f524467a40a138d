import { describe, expect, it } from 'vitest';
import { runEndLine } from './run-end';

describe('the last line of a run', () => {
  it('tells a beginner what stopped the program', () => {
    const timeLimit = 'Time limit reached: the program ran for more than 3 s and was stopped.';
    expect(runEndLine({ stage: 'run', code: null, signal: 'SIGKILL', message: timeLimit }, false)).toBe(
      'Stopped after 3 s: is there a loop that never ends, or a program waiting for input it never gets?',
    );
    expect(runEndLine({ stage: 'run', code: null, signal: 'SIGXCPU', message: 'Time limit reached: the program used more than 3 s of processor time and was stopped.' }, false)).toMatch(/^Stopped after 3 s/);
    expect(runEndLine({ stage: 'run', code: null, signal: 'SIGINT' }, true)).toBe('Stopped: you pressed Stop.');
    expect(runEndLine({ stage: 'run', code: 130, signal: null }, true)).toBe('Stopped: you pressed Stop.');
    expect(runEndLine({ stage: 'run', code: null, signal: 'SIGKILL', message: 'Memory limit reached: the program tried to use more than 256 MB and was stopped.' }, false)).toBe(
      'Stopped by a limit: see the message above.',
    );
    expect(runEndLine({ stage: 'run', code: null, signal: 'SIGSEGV' }, false)).toMatch(/^The program crashed \(SIGSEGV\)/);
  });

  it('says how a program ended by itself, and how a compile failed', () => {
    expect(runEndLine({ stage: 'run', code: 0, signal: null }, false)).toBe('Finished (exit code 0)');
    expect(runEndLine({ stage: 'run', code: 1, signal: null }, false)).toMatch(/^Finished with exit code 1: /);
    expect(runEndLine({ stage: 'compile', code: 1, signal: null }, false)).toBe('Compilation failed (exit code 1): fix the first error above, then press Run again.');
  });
});
