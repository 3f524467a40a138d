import { createRequire } from 'node:module';
import path from 'node:path';

/** What a command line may depend on: the files as named in the sandbox and the stage's memory. */
export interface CommandContext {
  /** File names relative to the working directory, the entry file first (Piston's rule). */
  files: string[];
  args: string[];
  memoryBytes: number;
}

/** A host folder mounted read-only inside the sandbox. */
export interface ReadOnlyMount {
  host: string;
  sandbox: string;
}

export interface LanguageSpec {
  language: string;
  aliases: string[];
  /** Host paths that must exist for the language to count as installed. */
  requires: string[];
  /** Prints the version (on stdout or stderr); the first match of `versionPattern` is the version. */
  versionCommand: string[];
  versionPattern: RegExp;
  /** The name given to an unnamed file (and the extension that marks the entry file). */
  defaultFile: string;
  compile?: (ctx: CommandContext) => string[];
  run: (ctx: CommandContext) => string[];
  /** SQL: the program is fed to the shell as its input, so learner stdin is not used. */
  sourceAsStdin?: boolean;
  env?: Record<string, string>;
  mounts?: ReadOnlyMount[];
  /** Renames an entry file so the toolchain accepts it (Java wants the public class's name). */
  entryName?: (name: string, content: string) => string;
  /**
   * The runtime or compiler reserves far more address space than it uses (the JVM, Go, V8,
   * rustc's LLVM), so an address-space limit near the memory limit would stop it from starting.
   */
  reservesAddressSpace?: boolean;
}

const MB = 1024 * 1024;
const withExtension = (files: string[], extension: string) => files.filter((file) => file.endsWith(extension));

/** The JVM reserves address space freely but must keep its committed heap under the limit. */
function jvmFlags(memoryBytes: number, prefix = ''): string[] {
  const heapMb = Math.max(32, Math.floor(memoryBytes / MB / 2));
  return ['-Xms8m', `-Xmx${heapMb}m`, '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:ReservedCodeCacheSize=32m', '-XX:MaxMetaspaceSize=64m', '-Xss1m'].map(
    (flag) => prefix + flag,
  );
}

function publicJavaClass(content: string): string | undefined {
  return /public\s+(?:final\s+|abstract\s+)*class\s+([A-Za-z_$][\w$]*)/.exec(content)?.[1];
}

/** The repository's own TypeScript compiler and Node types, when this install has them. */
function typescriptMounts(): { compiler: string; types: string | undefined } | undefined {
  const require = createRequire(import.meta.url);
  try {
    const compiler = path.dirname(require.resolve('typescript/package.json'));
    let types: string | undefined;
    try {
      types = path.dirname(path.dirname(require.resolve('@types/node/package.json')));
    } catch {
      types = undefined;
    }
    return { compiler, types };
  } catch {
    return undefined;
  }
}

function typescriptSpec(): LanguageSpec[] {
  const found = typescriptMounts();
  if (!found) return [];
  const mounts: ReadOnlyMount[] = [{ host: found.compiler, sandbox: '/opt/typescript' }];
  if (found.types) mounts.push({ host: found.types, sandbox: '/opt/types' });
  const typeFlags = found.types ? ['--typeRoots', '/opt/types', '--types', 'node'] : ['--types', ''];
  return [
    {
      language: 'typescript',
      aliases: ['ts', 'node-ts', 'tsc'],
      requires: ['/usr/bin/node', path.join(found.compiler, 'bin', 'tsc')],
      versionCommand: ['/usr/bin/node', '-p', `require(${JSON.stringify(path.join(found.compiler, 'package.json'))}).version`],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.ts',
      compile: ({ files }) => [
        '/usr/bin/node',
        '/opt/typescript/bin/tsc',
        '--outDir',
        '.out',
        '--target',
        'es2022',
        '--module',
        'commonjs',
        '--strict',
        '--skipLibCheck',
        '--pretty',
        'false',
        ...typeFlags,
        ...withExtension(files, '.ts'),
      ],
      run: ({ files, args }) => ['/usr/bin/node', `.out/${(files[0] ?? 'main.ts').replace(/\.ts$/, '.js')}`, ...args],
      mounts,
      reservesAddressSpace: true,
    },
  ];
}

/**
 * The languages this server can run itself, from Debian's packages (see `.ci/run`). Names,
 * aliases and entry-file rules follow Piston's packages, so clients written for Piston work here.
 */
export function languageTable(): LanguageSpec[] {
  return [
    {
      language: 'python',
      aliases: ['py', 'py3', 'python3'],
      requires: ['/usr/bin/python3'],
      versionCommand: ['/usr/bin/python3', '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.py',
      run: ({ files, args }) => ['/usr/bin/python3', files[0] ?? 'main.py', ...args],
    },
    {
      language: 'javascript',
      aliases: ['js', 'node', 'node-js', 'node-javascript'],
      requires: ['/usr/bin/node'],
      versionCommand: ['/usr/bin/node', '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.js',
      run: ({ files, args }) => ['/usr/bin/node', files[0] ?? 'main.js', ...args],
      reservesAddressSpace: true,
    },
    ...typescriptSpec(),
    {
      language: 'c',
      aliases: ['gcc'],
      requires: ['/usr/bin/gcc'],
      versionCommand: ['/usr/bin/gcc', '-dumpfullversion'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.c',
      compile: ({ files }) => ['/usr/bin/gcc', '-std=gnu17', '-O2', '-Wall', '-o', 'a.out', ...withExtension(files, '.c'), '-lm'],
      run: ({ args }) => ['./a.out', ...args],
    },
    {
      language: 'c++',
      aliases: ['cpp', 'g++'],
      requires: ['/usr/bin/g++'],
      versionCommand: ['/usr/bin/g++', '-dumpfullversion'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.cpp',
      compile: ({ files }) => [
        '/usr/bin/g++',
        '-std=gnu++17',
        '-O2',
        '-Wall',
        '-o',
        'a.out',
        ...files.filter((file) => /\.(cpp|cc|cxx|c\+\+)$/.test(file)),
      ],
      run: ({ args }) => ['./a.out', ...args],
    },
    {
      language: 'java',
      aliases: ['javac'],
      requires: ['/usr/bin/javac', '/usr/bin/java'],
      versionCommand: ['/usr/bin/javac', '-version'],
      versionPattern: /(\d+(?:\.\d+)*)/,
      defaultFile: 'Main.java',
      entryName: (name, content) => {
        const declared = publicJavaClass(content);
        return declared && name.endsWith('.java') && !name.includes('/') ? `${declared}.java` : name;
      },
      compile: ({ files, memoryBytes }) => ['/usr/bin/javac', ...jvmFlags(memoryBytes, '-J'), '-encoding', 'UTF-8', '-d', '.', ...withExtension(files, '.java')],
      run: ({ files, args, memoryBytes }) => ['/usr/bin/java', ...jvmFlags(memoryBytes), '-cp', '.', (files[0] ?? 'Main.java').replace(/\.java$/, ''), ...args],
      reservesAddressSpace: true,
    },
    {
      language: 'go',
      aliases: ['golang'],
      requires: ['/usr/bin/go'],
      versionCommand: ['/usr/bin/go', 'version'],
      versionPattern: /go(\d+\.\d+(?:\.\d+)?)/,
      defaultFile: 'main.go',
      compile: ({ files }) => ['/usr/bin/go', 'build', '-o', 'a.out', ...withExtension(files, '.go')],
      run: ({ args }) => ['./a.out', ...args],
      // Module mode needs a go.mod and the network; a playground program is one package of files.
      env: { GO111MODULE: 'off', GOCACHE: '/tmp/go-cache', GOPATH: '/tmp/go', CGO_ENABLED: '0', GOFLAGS: '-buildvcs=false' },
      reservesAddressSpace: true,
    },
    {
      language: 'rust',
      aliases: ['rs', 'rustc'],
      requires: ['/usr/bin/rustc'],
      versionCommand: ['/usr/bin/rustc', '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.rs',
      compile: ({ files }) => ['/usr/bin/rustc', '--edition', '2021', '-O', '-o', 'a.out', files[0] ?? 'main.rs'],
      run: ({ args }) => ['./a.out', ...args],
      reservesAddressSpace: true,
    },
    {
      language: 'ruby',
      aliases: ['rb', 'ruby3'],
      requires: ['/usr/bin/ruby'],
      versionCommand: ['/usr/bin/ruby', '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.rb',
      run: ({ files, args }) => ['/usr/bin/ruby', files[0] ?? 'main.rb', ...args],
    },
    {
      language: 'php',
      aliases: ['php8'],
      requires: ['/usr/bin/php'],
      versionCommand: ['/usr/bin/php', '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.php',
      run: ({ files, args }) => ['/usr/bin/php', files[0] ?? 'main.php', ...args],
    },
    {
      language: 'perl',
      aliases: ['pl'],
      requires: ['/usr/bin/perl'],
      versionCommand: ['/usr/bin/perl', '-e', 'print $^V'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.pl',
      run: ({ files, args }) => ['/usr/bin/perl', files[0] ?? 'main.pl', ...args],
    },
    {
      language: 'lua',
      aliases: ['lua5.4'],
      requires: ['/usr/bin/lua5.4'],
      versionCommand: ['/usr/bin/lua5.4', '-v'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.lua',
      run: ({ files, args }) => ['/usr/bin/lua5.4', files[0] ?? 'main.lua', ...args],
    },
    {
      language: 'bash',
      aliases: ['sh'],
      requires: ['/usr/bin/bash'],
      versionCommand: ['/usr/bin/bash', '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.sh',
      run: ({ files, args }) => ['/usr/bin/bash', files[0] ?? 'main.sh', ...args],
    },
    {
      language: 'sqlite3',
      aliases: ['sql', 'sqlite'],
      requires: ['/usr/bin/sqlite3'],
      versionCommand: ['/usr/bin/sqlite3', '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.sql',
      // The course library's samples expect this mode: stop at the first error, headers, columns.
      run: () => ['/usr/bin/sqlite3', '-bail', '-header', '-column', ':memory:'],
      sourceAsStdin: true,
    },
  ];
}
