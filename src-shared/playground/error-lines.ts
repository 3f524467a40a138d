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

/** Java's "Exception in thread" line that opens the stack the frame belongs to. */
function javaRuntimeMessage(lines: readonly string[], from: number): string {
  for (let i = from; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (!/^\s+at /.test(line) && !/^\s*\.\.\./.test(line)) return line.replace(/^Exception in thread "[^"]*" /, '').trim();
  }
  return 'Exception';
}

export function mapOutputProblems(output: string, fileNames: readonly string[]): OutputProblem[] {
  if (!output || fileNames.length === 0) return [];
  const names = fileNames.map(escape).join('|');
  // gcc, clang, javac, go, tsc, rustc's "-->" line: "path/main.c:5:3: error: message"
  const located = new RegExp(`(?:^|[\\s(/\\\\])(${names}):(\\d+)(?::(\\d+))?(?::|\\))?\\s*(?:(fatal error|error|warning|note)(?:\\[\\w+\\])?:\\s*)?(.*)$`);
  const tsLocated = new RegExp(`(?:^|[\\s/\\\\])(${names})\\((\\d+),(\\d+)\\):\\s*(error|warning)\\s*\\w*:\\s*(.*)$`);
  const pythonFrame = new RegExp(`File "(?:[^"]*[\\\\/])?(${names})", line (\\d+)`);
  const lines = output.split(/\r?\n/);
  const problems: OutputProblem[] = [];
  let pendingRust: string | undefined;

  lines.forEach((line, index) => {
    const rustHeader = /^(error|warning)(?:\[\w+\])?: (.*)$/.exec(line);
    if (rustHeader) pendingRust = rustHeader[2];

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
    const javaFrame = new RegExp(`^\\s+at .*\\((${names}):(\\d+)\\)`).exec(line);
    if (javaFrame && !/:\d+:\d+\)$/.test(line)) {
      problems.push({ file: javaFrame[1] ?? '', line: Number(javaFrame[2]), message: javaRuntimeMessage(lines, index), severity: 'error' });
      return;
    }
    const hit = located.exec(line);
    if (!hit) return;
    const [, file = '', lineNo, column, kind, rest = ''] = hit;
    if (kind === 'note') return;
    let message = rest.trim();
    if (/^\s*-->/.test(line)) {
      message = pendingRust ?? 'Error';
    } else if (/^\s+at /.test(line) || (!kind && !message)) {
      // A Node stack frame "at x (main.js:3:9)" or the bare "main.js:3" line before the excerpt.
      message = javascriptMessage(lines, index);
      if (/^\s+at /.test(line) && problems.some((p) => p.file === file && p.line === Number(lineNo))) return;
    }
    if (!message) return;
    problems.push({
      file,
      line: Number(lineNo),
      ...(column ? { column: Number(column) } : {}),
      message,
      severity: kind === 'warning' ? 'warning' : 'error',
    });
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
