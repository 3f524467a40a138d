import fs from 'node:fs';
import path from 'node:path';
import type { InstallHint } from '@shared/api/runner';
import type { ToolPath } from './languages';

/**
 * The learner's own toolchains, found on their PATH (the desktop app on Windows and macOS, where
 * nothing is at Debian's /usr/bin). A program not found stays a bare name, which never counts as
 * installed (probe.ts), so the language is listed with an install hint instead.
 */
export interface PathSearch {
  platform: NodeJS.Platform;
  /** PATH as the app was started with. */
  pathVar: string;
  /** macOS only (false when `xcode-select -p` fails): its /usr/bin compiler stubs open an installer dialog when run without the developer tools. */
  developerTools?: boolean;
  isFile?: (candidate: string) => boolean;
}

/** Other names a program goes by where it is not Debian's. */
const otherNames: Record<string, string[]> = { python3: ['python'], 'lua5.4': ['lua54', 'lua'] };

/** Programs macOS ships as stubs in /usr/bin that ask to install the Command Line Tools instead of running. */
const macDeveloperStubs = new Set(['python3', 'gcc', 'g++', 'clang', 'clang++', 'cc', 'c++', 'ruby', 'perl']);

const executableFile = (candidate: string): boolean => {
  try {
    if (!fs.statSync(candidate).isFile()) return false;
    fs.accessSync(candidate, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * A program's full path on PATH, or undefined. Windows: only .exe and .com (Node will not start a
 * .cmd or .bat without a shell), and never the Microsoft Store's WindowsApps stubs, which open
 * the Store rather than run Python.
 */
export function findOnPath(program: string, search: PathSearch): string | undefined {
  const windows = search.platform === 'win32';
  const join = windows ? path.win32.join : path.posix.join;
  const dirs = search.pathVar.split(windows ? ';' : ':').filter((dir) => dir !== '' && !(windows && /\\WindowsApps\\?$/i.test(dir)));
  const isFile = search.isFile ?? executableFile;
  for (const name of [program, ...(otherNames[program] ?? [])]) {
    for (const dir of dirs) {
      for (const extension of windows ? ['.exe', '.com'] : ['']) {
        const candidate = join(dir, name + extension);
        if (search.platform === 'darwin' && dir.replace(/\/$/, '') === '/usr/bin' && macDeveloperStubs.has(name) && search.developerTools === false) continue;
        if (isFile(candidate)) return candidate;
      }
    }
  }
  return undefined;
}

/** The language table's programs resolved on PATH, each looked up once. */
export function hostToolPath(search: PathSearch): ToolPath {
  const found = new Map<string, string>();
  return (program) => {
    const known = found.get(program);
    if (known !== undefined) return known;
    const resolved = findOnPath(program, search) ?? program;
    found.set(program, resolved);
    return resolved;
  };
}

const apt = (packages: string) => `sudo apt install ${packages}`;
const brew = (formula: string) => `brew install ${formula}`;

/** Where each language's toolchain comes from, per platform: a download page and, where there is one, a command. */
const hints: Record<string, { url: string; windows?: string; mac?: string; linux?: string }> = {
  python: { url: 'https://www.python.org/downloads/', mac: brew('python'), linux: apt('python3') },
  javascript: { url: 'https://nodejs.org/en/download', mac: brew('node'), linux: apt('nodejs') },
  typescript: { url: 'https://nodejs.org/en/download', mac: brew('node'), linux: apt('nodejs') },
  c: { url: 'https://www.msys2.org/', mac: 'xcode-select --install', linux: apt('build-essential') },
  'c++': { url: 'https://www.msys2.org/', mac: 'xcode-select --install', linux: apt('build-essential') },
  java: { url: 'https://adoptium.net/', mac: brew('openjdk'), linux: apt('default-jdk') },
  csharp: { url: 'https://www.mono-project.com/download/stable/', mac: brew('mono'), linux: apt('mono-mcs') },
  kotlin: { url: 'https://kotlinlang.org/docs/command-line.html', linux: apt('kotlin') },
  scala: { url: 'https://www.scala-lang.org/download/', linux: apt('scala') },
  r: { url: 'https://cran.r-project.org/', mac: brew('r'), linux: apt('r-base-core') },
  go: { url: 'https://go.dev/dl/', mac: brew('go'), linux: apt('golang-go') },
  rust: { url: 'https://rustup.rs/', mac: brew('rust'), linux: apt('rustc') },
  ruby: { url: 'https://www.ruby-lang.org/en/downloads/', windows: 'winget install RubyInstallerTeam.Ruby.3.3', mac: brew('ruby'), linux: apt('ruby') },
  php: { url: 'https://www.php.net/downloads', mac: brew('php'), linux: apt('php-cli') },
  perl: { url: 'https://strawberryperl.com/', mac: brew('perl'), linux: apt('perl') },
  lua: { url: 'https://www.lua.org/download.html', mac: brew('lua'), linux: apt('lua5.4') },
  bash: { url: 'https://git-scm.com/downloads', mac: brew('bash'), linux: apt('bash') },
  sqlite3: { url: 'https://sqlite.org/download.html', mac: brew('sqlite'), linux: apt('sqlite3') },
};

export function installHint(language: string, platform: NodeJS.Platform): InstallHint | null {
  const hint = hints[language];
  if (!hint) return null;
  const command = platform === 'win32' ? hint.windows : platform === 'darwin' ? hint.mac : hint.linux;
  return { url: hint.url, command: command ?? null };
}
