import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const startScript = path.join(root, 'src-renderer/src/shell/prerender/start-on-interaction.ts');

/** The file an import names, for our own modules (relative or `@shared/`); undefined for a package. */
function resolved(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@shared/') ? path.join(root, 'src-shared', specifier.slice('@shared/'.length)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file));
}

/** Every package the file's static imports reach, through our own modules, type-only imports left out. */
function packagesReached(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      if (ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : statement.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const next = resolved(file, specifier.text);
      if (next) visit(next);
      else packages.set(specifier.text, path.relative(root, file));
    }
  };
  visit(entry);
  return packages;
}

describe("the prerendered page's start-up script", () => {
  // It runs on every public page before the app, on a phone's slow network: a package pulled in by
  // a shared constant (zod came with one once) made its chunk 95 KB and its first run try eval.
  it('imports no package', () => {
    expect(Object.fromEntries(packagesReached(startScript))).toEqual({});
  });

  it('would see a package reached through a shared module', () => {
    expect(packagesReached(path.join(root, 'src-shared/routing/prerendered.ts')).get('zod')).toBe('src-shared/routing/prerendered.ts');
  });
});
