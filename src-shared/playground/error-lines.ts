/**
 * Compile and runtime errors mapped to a file and line of the project, so the problems tab can
 * jump there. Compilers and interpreters print the path they ran (a temporary folder), so only the
 * base name is compared with the project's file names.
 */
export interface OutputProblem {
  file: string;
  line: number;
  column?: number;
  message: string;
  severity: 'error' | 'warning';
}

const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Python's last traceback line ("NameError: name 'x' is not defined") after `from`. */
function pythonMessage(lines: readonly string[], from: number): string {
  for (let i = from + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s/.test(line) || line.startsWith('Traceback')) continue;
    if (/^\w[\w.]*(Error|Exception|Interrupt|Exit|Warning)\b/.test(line) || /^\w+:/.test(line)) return line.trim();
  }
  return 'Error';
}

/** Node's thrown error line ("ReferenceError: x is not defined"), which follows the source excerpt. */
function javascriptMessage(lines: readonly string[], from: number): string {
  for (let i = from + 1; i < Math.min(lines.length, from + 8); i++) {
    const line = lines[i] ?? '';
    if (/^\w*(Error|Exception)\b.*:/.test(line) || /^Uncaught /.test(line)) return line.trim();
  }
  return 'Error';
}

/**
 * The line that opens the stack a frame belongs to: Java's "Exception in thread" line or Node's
 * "TypeError: …" line, found above the frames ("at …", Java's "... 3 more").
 */
function messageAboveFrames(lines: readonly string[], from: number, fallback: string): string {
  for (let i = from; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (!/^\s+at /.test(line) && !/^\s*\.\.\. \d+ more/.test(line)) return line.replace(/^Exception in thread "[^"]*" /, '').trim() || fallback;
  }
  return fallback;
}

/** Go's "panic: …" (or "fatal error: …") line above the goroutine trace a frame belongs to. */
function goPanicMessage(lines: readonly string[], from: number): string {
  for (let i = from; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (/^(panic|fatal error): /.test(line)) return line.replace(/ \[recovered\]$/, '').trim();
  }
  return 'panic';
}

export function mapOutputProblems(output: string, fileNames: readonly string[]): OutputProblem[] {
  if (!output || fileNames.length === 0) return [];
  const names = fileNames.map(escape).join('|');
  // gcc, clang, javac, go, tsc, rustc's "-->" line: "path/main.c:5:3: error: message"
  const located = new RegExp(`(?:^|[\\s(/\\\\])(${names}):(\\d+)(?::(\\d+))?(?::|\\))?\\s*(?:(fatal error|error|warning|note)(?:\\[\\w+\\])?:\\s*)?(.*)$`);
  const tsLocated = new RegExp(`(?:^|[\\s/\\\\])(${names})\\((\\d+),(\\d+)\\):\\s*(error|warning)\\s*\\w*:\\s*(.*)$`);
  const pythonFrame = new RegExp(`File "(?:[^"]*[\\\\/])?(${names})", line (\\d+)`);
  const javaFrame = new RegExp(`^\\s+at .*\\((${names}):(\\d+)\\)`);
  // "\t/box/main.go:7 +0x1a" under a goroutine of a panic
  const goFrame = new RegExp(`^\\t(?:.*[\\\\/])?(${names}):(\\d+)(?: \\+0x[0-9a-f]+)?$`);
  // Rust before 1.73: "thread 'main' panicked at 'message', main.rs:3:20"; since: "… at main.rs:3:20:" with the message below
  const rustPanic = new RegExp(`^thread '[^']*' panicked at (?:'(.*)', )?(?:\\S*[\\\\/])?(${names}):(\\d+):(\\d+)(:?)$`);
  const lines = output.split(/\r?\n/);
  const problems: OutputProblem[] = [];
  let pendingRust: { kind: string; message: string } | undefined;

  lines.forEach((line, index) => {
    const rustHeader = /^(error|warning|note|help)(?:\[\w+\])?: (.*)$/.exec(line);
    if (rustHeader) pendingRust = { kind: rustHeader[1] ?? 'error', message: rustHeader[2] ?? '' };

    const py = pythonFrame.exec(line);
    if (py) {
      problems.push({ file: baseName(py[1] ?? ''), line: Number(py[2]), message: pythonMessage(lines, index), severity: 'error' });
      return;
    }
    const ts = tsLocated.exec(line);
    if (ts) {
      problems.push({ file: ts[1] ?? '', line: Number(ts[2]), column: Number(ts[3]), message: ts[5]?.trim() || 'Error', severity: ts[4] === 'warning' ? 'warning' : 'error' });
      return;
    }
    const java = javaFrame.exec(line);
    if (java && !/:\d+:\d+\)$/.test(line)) {
      problems.push({ file: java[1] ?? '', line: Number(java[2]), message: messageAboveFrames(lines, index, 'Exception'), severity: 'error' });
      return;
    }
    const go = goFrame.exec(line);
    if (go) {
      problems.push({ file: go[1] ?? '', line: Number(go[2]), message: goPanicMessage(lines, index), severity: 'error' });
      return;
    }
    const panic = rustPanic.exec(line);
    if (panic) {
      const [, oldStyle, file = '', lineNo, column, messageBelow] = panic;
      const message = oldStyle ?? (messageBelow ? lines[index + 1]?.trim() : undefined);
      problems.push({ file, line: Number(lineNo), column: Number(column), message: `panicked: ${message || 'explicit panic'}`, severity: 'error' });
      return;
    }
    const hit = located.exec(line);
    if (!hit) return;
    const [, file = '', lineNo, column, kind, rest = ''] = hit;
    if (kind === 'note') return;
    let message = rest.trim();
    let severity: OutputProblem['severity'] = kind === 'warning' ? 'warning' : 'error';
    if (/^\s*-->/.test(line)) {
      // rustc names the place under its message; a note's or a help's place is context.
      if (!pendingRust || pendingRust.kind === 'note' || pendingRust.kind === 'help') return;
      message = pendingRust.message;
      if (pendingRust.kind === 'warning') severity = 'warning';
    } else if (/^\s+at /.test(line)) {
      // A Node stack frame "at f (/box/main.js:3:9)": the excerpt above it already named its top.
      if (problems.some((p) => p.file === file && p.line === Number(lineNo))) return;
      message = messageAboveFrames(lines, index, 'Error');
    } else if (!kind && !message) {
      // Node's bare "/box/main.js:3" line before the excerpt; gcc's "In file included from main.c:1:" is not one.
      if (!new RegExp(`^\\S*${escape(file)}:\\d+$`).test(line)) return;
      message = javascriptMessage(lines, index);
    } else if (!kind && /^\w*Warning\b/.test(message)) {
      // Python's warnings: "/box/main.py:1: SyntaxWarning: invalid escape sequence '\d'"
      severity = 'warning';
    }
    if (!message) return;
    problems.push({ file, line: Number(lineNo), ...(column ? { column: Number(column) } : {}), message, severity });
  });

  // The same place reported twice (a traceback frame and its re-raise) is one problem.
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.column ?? ''}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
