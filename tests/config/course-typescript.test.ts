import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readCourseLibrary } from '@server/courses/library';

/**
 * TypeScript samples are shown, not run (resources/courses/AUTHORING.md), so the compiler errors a
 * lesson quotes in `// error TS…` comments are checked here instead: each one is what the
 * project's own TypeScript, under `strict`, reports on the line above the comment.
 */
const library = await readCourseLibrary(path.resolve(import.meta.dirname, '../../resources'));
const only = process.env.COURSE ? library.filter((c) => c.id === process.env.COURSE) : library;

interface Sample {
  name: string;
  file: string;
  content: string;
}

const samples: Sample[] = only.flatMap((course) =>
  course.modules.flatMap((m) =>
    m.lessons.flatMap((lesson) =>
      lesson.blocks.flatMap((block, index) =>
        // Each sample is its own module, so two lessons may both declare a `Student`.
        block.type === 'code' && block.language === 'typescript'
          ? [{ name: `${lesson.id} block ${index + 1}`, file: `/samples/${lesson.id}-${index + 1}.tsx`, content: `export {};\n${block.content}` }]
          : [],
      ),
    ),
  ),
);

interface Claim {
  line: number;
  code: number;
  message: string;
}

/** The `// error TS1234: message` comments of a sample, each with the code line it is about (0-based). */
function claims(content: string): Claim[] {
  const lines = content.split('\n');
  return lines.flatMap((text, index) => {
    const found = /^\s*\/\/ error TS(\d+): (.+)$/.exec(text);
    if (!found) return [];
    let line = index - 1;
    while (line >= 0 && /^\s*\/\//.test(lines[line] ?? '')) line -= 1;
    return [{ line, code: Number(found[1]), message: found[2] ?? '' }];
  });
}

const options: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  typeRoots: [path.resolve(import.meta.dirname, '../../node_modules/@types')],
  skipLibCheck: true,
  noEmit: true,
};

function diagnosticsBySample(): Map<string, ts.Diagnostic[]> {
  const files = new Map(samples.map((s) => [s.file, s.content]));
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, language, ...rest) => {
    const content = files.get(fileName);
    return content === undefined ? getSourceFile.call(host, fileName, language, ...rest) : ts.createSourceFile(fileName, content, language);
  };
  host.fileExists = (fileName) => files.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => files.get(fileName) ?? readFile.call(host, fileName);
  const program = ts.createProgram([...files.keys()], options, host);
  return new Map(samples.map((s) => [s.file, [...program.getSyntacticDiagnostics(program.getSourceFile(s.file)), ...program.getSemanticDiagnostics(program.getSourceFile(s.file))]]));
}

const withClaims = samples.filter((s) => claims(s.content).length > 0);
const diagnostics = withClaims.length > 0 ? diagnosticsBySample() : new Map<string, ts.Diagnostic[]>();

describe('the compiler errors TypeScript lessons quote', () => {
  it.skipIf(process.env.COURSE !== undefined)('finds the library’s TypeScript samples that quote errors', () => {
    expect(withClaims.length).toBeGreaterThan(0);
  });

  it.each(withClaims.map((s) => [s.name, s] as const))('%s quotes what tsc --strict reports', (_name, sample) => {
    const reported = (diagnostics.get(sample.file) ?? []).map((d) => ({
      line: d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1,
      code: d.code,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0] ?? '',
    }));
    for (const claim of claims(sample.content)) {
      expect(reported, `line ${claim.line}: TS${claim.code}`).toContainEqual(claim);
    }
  });
});
