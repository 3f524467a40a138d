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
  /**
   * The compile stage's wall clock when the server's default is too short for this compiler:
   * kotlinc and scalac start a JVM and load a compiler of tens of megabytes before reading a line.
   */
  compileTimeoutMs?: number;
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

/** The JVM compilers' own startup: measured at 4–7 s of processor time for a hello world on our 2-core VM. */
const jvmCompilerTimeoutMs = 30_000;
/** Debian's kotlin package: /usr/bin/kotlinc is a script in here. */
const kotlinHome = '/usr/share/kotlin/kotlinc';

/** Scala runs the object that holds `main` (or extends App); a beginner's file has one, usually `Main`. */
function scalaMainObject(content: string): string | undefined {
  return /object\s+([A-Za-z_]\w*)(?:\s+extends\s+App\b|[^{]*\{[\s\S]*?def\s+main\s*\()/.exec(content)?.[1];
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

function typescriptSpec(bin: ToolPath): LanguageSpec[] {
  const found = typescriptMounts();
  if (!found) return [];
  const mounts: ReadOnlyMount[] = [{ host: found.compiler, sandbox: '/opt/typescript' }];
  if (found.types) mounts.push({ host: found.types, sandbox: '/opt/types' });
  const typeFlags = found.types ? ['--typeRoots', '/opt/types', '--types', 'node'] : ['--types', ''];
  return [
    {
      language: 'typescript',
      aliases: ['ts', 'node-ts', 'tsc'],
      requires: [bin('node'), path.join(found.compiler, 'bin', 'tsc')],
      versionCommand: [bin('node'), '-p', `require(${JSON.stringify(path.join(found.compiler, 'package.json'))}).version`],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.ts',
      compile: ({ files }) => [
        bin('node'),
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
      run: ({ files, args }) => [bin('node'), `.out/${(files[0] ?? 'main.ts').replace(/\.ts$/, '.js')}`, ...args],
      mounts,
      reservesAddressSpace: true,
      // tsc loads the whole compiler and Node's types: about 3 s of processor time, 8 s on a busy 2-core machine.
      compileTimeoutMs: 20_000,
    },
  ];
}

/** Where a toolchain's program is: Debian's /usr/bin on a server, found on PATH on the desktop (host-toolchains.ts). */
export type ToolPath = (program: string) => string;

export const debianTool: ToolPath = (program) => `/usr/bin/${program}`;

/**
 * The languages this server can run itself, from Debian's packages (see `.ci/run`). Names,
 * aliases and entry-file rules follow Piston's packages, so clients written for Piston work here.
 */
export function languageTable(bin: ToolPath = debianTool): LanguageSpec[] {
  return [
    {
      language: 'python',
      aliases: ['py', 'py3', 'python3'],
      requires: [bin('python3')],
      versionCommand: [bin('python3'), '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.py',
      run: ({ files, args }) => [bin('python3'), files[0] ?? 'main.py', ...args],
    },
    {
      language: 'javascript',
      aliases: ['js', 'node', 'node-js', 'node-javascript'],
      requires: [bin('node')],
      versionCommand: [bin('node'), '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.js',
      run: ({ files, args }) => [bin('node'), files[0] ?? 'main.js', ...args],
      reservesAddressSpace: true,
    },
    ...typescriptSpec(bin),
    {
      language: 'c',
      aliases: ['gcc'],
      requires: [bin('gcc')],
      versionCommand: [bin('gcc'), '-dumpfullversion'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.c',
      compile: ({ files }) => [bin('gcc'), '-std=gnu17', '-O2', '-Wall', '-o', 'a.out', ...withExtension(files, '.c'), '-lm'],
      run: ({ args }) => ['./a.out', ...args],
    },
    {
      language: 'c++',
      aliases: ['cpp', 'g++'],
      requires: [bin('g++')],
      versionCommand: [bin('g++'), '-dumpfullversion'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.cpp',
      compile: ({ files }) => [
        bin('g++'),
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
      requires: [bin('javac'), bin('java')],
      versionCommand: [bin('javac'), '-version'],
      versionPattern: /(\d+(?:\.\d+)*)/,
      defaultFile: 'Main.java',
      entryName: (name, content) => {
        const declared = publicJavaClass(content);
        return declared && name.endsWith('.java') && !name.includes('/') ? `${declared}.java` : name;
      },
      compile: ({ files, memoryBytes }) => [bin('javac'), ...jvmFlags(memoryBytes, '-J'), '-encoding', 'UTF-8', '-d', '.', ...withExtension(files, '.java')],
      run: ({ files, args, memoryBytes }) => [bin('java'), ...jvmFlags(memoryBytes), '-cp', '.', (files[0] ?? 'Main.java').replace(/\.java$/, ''), ...args],
      reservesAddressSpace: true,
    },
    {
      language: 'csharp',
      aliases: ['c#', 'cs', 'mono'],
      requires: [bin('mcs'), bin('mono')],
      versionCommand: [bin('mcs'), '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.cs',
      compile: ({ files }) => [bin('mcs'), '-out:main.exe', ...withExtension(files, '.cs')],
      run: ({ args }) => [bin('mono'), 'main.exe', ...args],
      // Mono keeps its configuration and assemblies under $HOME unless told otherwise.
      env: { HOME: '/tmp', MONO_GC_PARAMS: 'nursery-size=8m' },
      reservesAddressSpace: true,
    },
    {
      language: 'kotlin',
      aliases: ['kt'],
      requires: [`${kotlinHome}/lib/kotlin-preloader.jar`, `${kotlinHome}/lib/kotlin-compiler.jar`, bin('java')],
      // Read off the versioned jar's name: asking kotlinc starts a JVM and the compiler, seconds on a busy machine.
      versionCommand: [bin('ls'), '/usr/share/java'],
      versionPattern: /kotlin-compiler-(\d+\.\d+\.\d+)\.jar/,
      defaultFile: 'main.kt',
      // The compiler started as kotlinc does, without its script's -noverify, which JDK 17 warns about on every compile.
      compile: ({ files, memoryBytes }) => [
        bin('java'),
        ...jvmFlags(memoryBytes),
        '-cp',
        `${kotlinHome}/lib/kotlin-preloader.jar`,
        'org.jetbrains.kotlin.preloading.Preloader',
        '-cp',
        `${kotlinHome}/lib/kotlin-compiler.jar`,
        'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler',
        '-nowarn',
        '-include-runtime',
        '-d',
        'main.jar',
        ...withExtension(files, '.kt'),
      ],
      run: ({ args, memoryBytes }) => [bin('java'), ...jvmFlags(memoryBytes), '-jar', 'main.jar', ...args],
      reservesAddressSpace: true,
      compileTimeoutMs: jvmCompilerTimeoutMs,
    },
    {
      language: 'scala',
      aliases: ['sc'],
      requires: [bin('scalac'), bin('java'), '/usr/share/scala/lib/scala-library.jar'],
      versionCommand: [bin('ls'), '/usr/share/java'],
      versionPattern: /scala-compiler-(\d+\.\d+\.\d+)\.jar/,
      defaultFile: 'Main.scala',
      // Named after its main object, so the run stage knows which class to start.
      entryName: (name, content) => {
        const main = scalaMainObject(content);
        return main && name.endsWith('.scala') && !name.includes('/') ? `${main}.scala` : name;
      },
      compile: ({ files, memoryBytes }) => [bin('scalac'), ...jvmFlags(memoryBytes, '-J'), '-nowarn', '-d', '.', ...withExtension(files, '.scala')],
      run: ({ files, args, memoryBytes }) => [
        bin('java'),
        ...jvmFlags(memoryBytes),
        '-cp',
        '.:/usr/share/scala/lib/scala-library.jar',
        (files[0] ?? 'Main.scala').replace(/\.scala$/, ''),
        ...args,
      ],
      env: { JAVA_OPTS: ' ' },
      reservesAddressSpace: true,
      compileTimeoutMs: jvmCompilerTimeoutMs,
    },
    {
      language: 'r',
      aliases: ['rscript'],
      requires: [bin('Rscript')],
      versionCommand: [bin('Rscript'), '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.R',
      run: ({ files, args }) => [bin('Rscript'), '--vanilla', files[0] ?? 'main.R', ...args],
      env: { HOME: '/tmp' },
    },
    {
      language: 'go',
      aliases: ['golang'],
      requires: [bin('go')],
      versionCommand: [bin('go'), 'version'],
      versionPattern: /go(\d+\.\d+(?:\.\d+)?)/,
      defaultFile: 'main.go',
      compile: ({ files }) => [bin('go'), 'build', '-o', 'a.out', ...withExtension(files, '.go')],
      run: ({ args }) => ['./a.out', ...args],
      // Module mode needs a go.mod and the network; a playground program is one package of files.
      env: { GO111MODULE: 'off', GOCACHE: '/tmp/go-cache', GOPATH: '/tmp/go', CGO_ENABLED: '0', GOFLAGS: '-buildvcs=false' },
      reservesAddressSpace: true,
    },
    {
      language: 'rust',
      aliases: ['rs', 'rustc'],
      requires: [bin('rustc')],
      versionCommand: [bin('rustc'), '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.rs',
      compile: ({ files }) => [bin('rustc'), '--edition', '2021', '-O', '-o', 'a.out', files[0] ?? 'main.rs'],
      run: ({ args }) => ['./a.out', ...args],
      reservesAddressSpace: true,
    },
    {
      language: 'ruby',
      aliases: ['rb', 'ruby3'],
      requires: [bin('ruby')],
      versionCommand: [bin('ruby'), '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.rb',
      run: ({ files, args }) => [bin('ruby'), files[0] ?? 'main.rb', ...args],
    },
    {
      language: 'php',
      aliases: ['php8'],
      requires: [bin('php')],
      versionCommand: [bin('php'), '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.php',
      run: ({ files, args }) => [bin('php'), files[0] ?? 'main.php', ...args],
    },
    {
      language: 'perl',
      aliases: ['pl'],
      requires: [bin('perl')],
      versionCommand: [bin('perl'), '-e', 'print $^V'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.pl',
      run: ({ files, args }) => [bin('perl'), files[0] ?? 'main.pl', ...args],
    },
    {
      language: 'lua',
      aliases: ['lua5.4'],
      requires: [bin('lua5.4')],
      versionCommand: [bin('lua5.4'), '-v'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.lua',
      run: ({ files, args }) => [bin('lua5.4'), files[0] ?? 'main.lua', ...args],
    },
    {
      language: 'bash',
      aliases: ['sh'],
      requires: [bin('bash')],
      versionCommand: [bin('bash'), '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.sh',
      run: ({ files, args }) => [bin('bash'), files[0] ?? 'main.sh', ...args],
    },
    {
      language: 'sqlite3',
      aliases: ['sql', 'sqlite'],
      requires: [bin('sqlite3')],
      versionCommand: [bin('sqlite3'), '--version'],
      versionPattern: /(\d+\.\d+\.\d+)/,
      defaultFile: 'main.sql',
      // The course library's samples expect this mode: stop at the first error, headers, columns.
      run: () => [bin('sqlite3'), '-bail', '-header', '-column', ':memory:'],
      sourceAsStdin: true,
    },
  ];
}
