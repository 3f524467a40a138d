import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readCourseLibrary } from '@server/courses/library';

/**
 * TypeScript samples are shown, not run (resources/courses/AUTHORING.md), so the compiler errors a
 * lesson quotes in `// error TS…` comments are checked here instead: each one is what the
 * project's own TypeScript, under `strict`, reports on the line above the comment. And a reference
 * solution that opens with `// @ts-check` (the TypeScript course's JSDoc-typed assignments)
 * passes that check.
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

/** A program over these in-memory files, with everything else (lib files, @types) read from disk. */
function programOf(files: Map<string, string>, options: ts.CompilerOptions): ts.Program {
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, language, ...rest) => {
    const content = files.get(fileName);
    return content === undefined ? getSourceFile.call(host, fileName, language, ...rest) : ts.createSourceFile(fileName, content, language);
  };
  host.fileExists = (fileName) => files.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => files.get(fileName) ?? readFile.call(host, fileName);
  return ts.createProgram([...files.keys()], options, host);
}

function diagnosticsBySample(): Map<string, ts.Diagnostic[]> {
  const program = programOf(new Map(samples.map((s) => [s.file, s.content])), options);
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

const checkedSolutions = only.flatMap((course) =>
  course.assignments.flatMap((a) => (a.solution?.startsWith('// @ts-check') ? [{ id: a.id, file: `/solutions/${a.id}.js`, content: a.solution }] : [])),
);

let solutions: ts.Program | undefined;
/** One program for every solution, each file its own CommonJS module, as Node runs an assignment. */
function solutionsProgram(): ts.Program {
  solutions ??= programOf(new Map(checkedSolutions.map((s) => [s.file, s.content])), {
    ...options,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    moduleDetection: ts.ModuleDetectionKind.Force,
    allowJs: true,
    checkJs: true,
  });
  return solutions;
}

describe('the JSDoc-typed reference solutions', () => {
  it.skipIf(process.env.COURSE !== undefined)('include the TypeScript course’s assignments', () => {
    expect(checkedSolutions.map((s) => s.id)).toContain('ts-assignment-expense-tracker');
  });

  it.each(checkedSolutions.map((s) => [s.id, s] as const))('%s passes tsc --checkJs --strict', (_id, solution) => {
    const file = solutionsProgram().getSourceFile(solution.file);
    const problems = [...solutionsProgram().getSyntacticDiagnostics(file), ...solutionsProgram().getSemanticDiagnostics(file)].map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
    expect(problems).toEqual([]);
  });
});
