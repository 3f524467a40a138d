import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { shellFor } from './terminals';

/**
 * An app started from the Dock, Finder or a desktop menu gets launchd's or the session's bare
 * environment, not the one the learner's login shell builds: Homebrew, nvm, pyenv and SDKMAN put
 * their tools on PATH in ~/.zprofile, ~/.bash_profile or ~/.zshrc. As VS Code does, the app runs
 * the login shell once at start, interactively, and takes the environment it prints.
 */

export interface LoginEnvironmentOptions {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  /** A slow profile must not hold the app's start: past this the app carries on with what it has. */
  timeoutMs?: number;
}

export type LoginEnvironment = { ok: true; env: Record<string, string> } | { ok: false; reason: string };

export const loginEnvironmentTimeoutMs = 5_000;

/** Variables that describe the probe's own shell, not the learner's environment. */
const shellOwn = new Set(['_', 'PWD', 'OLDPWD', 'SHLVL', 'PS1', 'PS2']);

/** The `env -0` listing between two markers; a profile's own output before or after is ignored. */
export function parseEnvironment(output: string, marker: string): Record<string, string> | undefined {
  const start = output.indexOf(marker);
  const end = output.lastIndexOf(marker);
  if (start < 0 || end <= start) return undefined;
  const listing = output.slice(start + marker.length, end);
  const env: Record<string, string> = {};
  for (const entry of listing.split('\0')) {
    const equals = entry.indexOf('=');
    if (equals <= 0) continue;
    const name = entry.slice(0, equals);
    if (!shellOwn.has(name)) env[name] = entry.slice(equals + 1);
  }
  return env;
}

/** Runs the login shell once and reads its environment; never throws, and gives up after the timeout. */
export function readLoginEnvironment({ env, platform, timeoutMs = loginEnvironmentTimeoutMs }: LoginEnvironmentOptions): Promise<LoginEnvironment> {
  if (platform === 'win32') return Promise.resolve({ ok: false, reason: 'Windows programs get the user’s environment from the system.' });
  const marker = `__kodeshala_env_${randomUUID()}__`;
  const shell = shellFor(env, platform);
  return new Promise((resolve) => {
    let output = '';
    let settled = false;
    const finish = (result: LoginEnvironment) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    // -i and -l: zsh reads ~/.zshrc only for interactive shells, bash ~/.bash_profile only for login ones.
    const child = spawn(shell, ['-i', '-l', '-c', `printf '%s' '${marker}'; command env -0; printf '%s' '${marker}'`], {
      env: { ...env, KODESHALA_RESOLVING_ENVIRONMENT: '1' },
      stdio: ['ignore', 'pipe', 'ignore'],
      // Its own process group, so a profile that starts background jobs is ended with it.
      detached: true,
    });
    const timer = setTimeout(() => {
      const timedOut: LoginEnvironment = { ok: false, reason: `${shell} did not finish within ${timeoutMs} ms` };
      // Answered once the shell is gone, so nothing of the probe outlives the app's start.
      child.once('exit', () => finish(timedOut));
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        finish(timedOut);
      }
    }, timeoutMs);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
    });
    child.on('error', (error) => finish({ ok: false, reason: `${shell} could not start: ${error.message}` }));
    child.on('close', (code, signal) => {
      if (signal === 'SIGKILL') return;
      const parsed = parseEnvironment(output, marker);
      finish(parsed ? { ok: true, env: parsed } : { ok: false, reason: `${shell} printed no environment (exit code ${code ?? 'none'})` });
    });
  });
}

/**
 * The app's environment with the login shell's added: every variable the app lacks, and PATH as
 * the shell has it followed by the app's own entries it does not list. What the app was started
 * with otherwise wins (a variable set for this launch is meant).
 */
export function mergeLoginEnvironment(current: NodeJS.ProcessEnv, login: Record<string, string>): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries(login)) merged[name] = value;
  for (const [name, value] of Object.entries(current)) if (value !== undefined) merged[name] = value;
  const separator = ':';
  const path = [...(login.PATH ?? '').split(separator), ...(current.PATH ?? '').split(separator)].filter((entry) => entry !== '');
  if (path.length > 0) merged.PATH = [...new Set(path)].join(separator);
  return merged;
}
