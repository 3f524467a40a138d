import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunnableLanguage } from '@shared/courses/blocks';

/**
 * Runs one course code sample with the machine's own interpreters, the way a learner would run it
 * from a file: JavaScript with node (CommonJS), Python with python3, SQL with sqlite3 on an
 * in-memory database in `-header -column` mode.
 */
const commands: Record<RunnableLanguage, { file: string; command: (file: string) => [string, string[]]; stdinIsFile?: boolean }> = {
  javascript: { file: 'main.js', command: (file) => [process.execPath, [file]] },
  python: { file: 'main.py', command: (file) => ['python3', [file]] },
  sql: { file: 'main.sql', command: () => ['sqlite3', ['-bail', '-header', '-column', ':memory:']], stdinIsFile: true },
};

export interface SampleResult {
  output: string;
  code: number | null;
}

export function runSample(language: RunnableLanguage, source: string, stdin = '', timeoutMs = 10_000): Promise<SampleResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-sample-'));
  const spec = commands[language];
  const file = path.join(dir, spec.file);
  fs.writeFileSync(file, source);
  const [command, args] = spec.command(file);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: dir, timeout: timeoutMs, env: { PATH: process.env.PATH ?? '', HOME: dir, LANG: 'C.UTF-8' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      fs.rmSync(dir, { recursive: true, force: true });
      resolve({ output, code });
    });
    child.stdin.end(spec.stdinIsFile ? source : stdin);
  });
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
