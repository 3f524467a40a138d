import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LanguageSpec } from './languages';
import type { SandboxTools } from './sandbox';

export interface InstalledLanguage {
  spec: LanguageSpec;
  version: string;
}

/** Where the sandbox's tools are looked for: the system's folders, never the server's own PATH. */
export const systemToolDirs = ['/usr/bin', '/bin', '/usr/sbin', '/sbin', '/usr/local/bin'];

const onPath = (name: string, dirs: string[]): string | undefined => {
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Try the next folder.
    }
  }
  return undefined;
};

export class SandboxUnavailableError extends Error {}

/**
 * Whether this bubblewrap can forbid user namespaces inside its sandbox (0.8 and later, and only
 * where it may make the user namespace itself), tried as the user the sandboxes will run as.
 */
function canDisableUserns(bwrap: string, setpriv: string | undefined): boolean {
  const user = setpriv ? [setpriv, '--reuid=65534', '--regid=65534', '--clear-groups', '--no-new-privs', '--'] : [];
  const [command, ...args] = [...user, bwrap, '--unshare-user', '--disable-userns', '--ro-bind', '/', '/', '--', '/bin/true'];
  try {
    execFileSync(command ?? bwrap, args, { stdio: 'ignore', timeout: 10_000, env: {} });
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds bubblewrap, prlimit and (as root) setpriv, and writes the sandbox's own passwd and group
 * files. Without bubblewrap only the desktop's standalone mode may go on.
 */
export function findSandboxTools(allowUnsandboxed: boolean, dirs = systemToolDirs): SandboxTools {
  const bwrap = onPath('bwrap', dirs);
  const prlimit = onPath('prlimit', dirs);
  if (!prlimit) throw new SandboxUnavailableError('prlimit (util-linux) is not installed, so programs cannot be given resource limits.');
  const timeout = onPath('timeout', dirs);
  if (bwrap && !timeout) throw new SandboxUnavailableError('timeout (coreutils) is not installed, so a sandbox has no first process to run programs under.');
  if (!bwrap && !allowUnsandboxed) {
    throw new SandboxUnavailableError(
      'bubblewrap is not installed, and a server that runs other people\'s code must sandbox it. Install it with "apt-get install bubblewrap".',
    );
  }
  const etcDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-runner-etc-'));
  fs.chmodSync(etcDir, 0o755);
  fs.writeFileSync(path.join(etcDir, 'passwd'), 'learner:x:1000:1000:learner:/box:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n', { mode: 0o644 });
  fs.writeFileSync(path.join(etcDir, 'group'), 'learner:x:1000:\nnogroup:x:65534:\n', { mode: 0o644 });
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const setpriv = root ? onPath('setpriv', dirs) : undefined;
  return { bwrap, prlimit, setpriv, etcDir, timeout, disableUserns: bwrap !== undefined && canDisableUserns(bwrap, setpriv) };
}

const askVersion = (command: string, args: string[], pattern: RegExp, env: NodeJS.ProcessEnv): Promise<string | undefined> =>
  new Promise((resolve) => {
    execFile(command, args, { timeout: 10_000, env, windowsHide: true }, (error, stdout, stderr) => {
      if (error) return resolve(undefined);
      resolve(pattern.exec(`${stdout}\n${stderr}`)?.[1]);
    });
  });

/**
 * A program not found on PATH stays a bare name (host-toolchains.ts) and never counts. A compiler
 * that does not know the Debian one's flag (macOS's clang has no -dumpfullversion) is asked with
 * --version.
 */
async function versionOf(spec: LanguageSpec, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const [command, ...args] = spec.versionCommand;
  if (!command || !spec.requires.every((file) => path.isAbsolute(file) && fs.existsSync(file))) return undefined;
  return (await askVersion(command, args, spec.versionPattern, env)) ?? (args[0] === '-dumpfullversion' ? askVersion(command, ['--version'], /(\d+\.\d+(?:\.\d+)?)/, env) : undefined);
}

/** The languages whose toolchains are really installed, with the versions they report. */
export async function probeLanguages(table: LanguageSpec[], env: NodeJS.ProcessEnv = { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' }): Promise<InstalledLanguage[]> {
  const versions = await Promise.all(table.map((spec) => versionOf(spec, env)));
  return table.flatMap((spec, index) => {
    const version = versions[index];
    return version ? [{ spec, version }] : [];
  });
}
