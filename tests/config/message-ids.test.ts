/// <reference types="vite/client" />
import fs from 'node:fs';
import path from 'node:path';
import type { Messages } from '@shared/i18n/messages';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server messages by id (src-shared/i18n/messages.ts): every feature's table in
 * `src-shared/<feature>/messages.ts`, the code that sends or shows its messages, and the Hindi and
 * Telugu the renderer registers for it. An id nobody uses is a translation nobody reads; an id
 * used but not defined, or defined without a translation, is a message shown in English only.
 */
const root = path.resolve(import.meta.dirname, '../..');
const messageModules = import.meta.glob<Record<string, unknown>>('../../src-shared/**/messages.ts', { eager: true });
/**
 * The renderer's word store, through a glob: this project type-checks the server and the shared
 * code, not the renderer (tsconfig.web.json does), so the store is read by the part of its shape used here.
 */
interface WordStore {
  dictionariesOf(language: 'en' | 'hi' | 'te'): ReadonlyMap<string, Readonly<Record<string, string>>>;
  loadLanguage(language: 'hi' | 'te'): Promise<void>;
}
const store = Object.values(import.meta.glob<WordStore>('../../src-renderer/src/core/i18n.ts', { eager: true }))[0];
const dictionariesOf = (language: 'en' | 'hi' | 'te') => store?.dictionariesOf(language) ?? new Map<string, Readonly<Record<string, string>>>();
// Loading registers every feature's translations, as translations.test.ts does for the screens' texts.
import.meta.glob(['../../src-renderer/src/**/*-texts.ts', '../../src-renderer/src/**/texts.ts'], { eager: true });
beforeAll(async () => {
  expect(store, 'src-renderer/src/core/i18n.ts').toBeDefined();
  await Promise.all([store?.loadLanguage('hi'), store?.loadLanguage('te')]);
});

type Table = Messages<Record<string, string>>;
const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && 'feature' in value && 'templates' in value && 'ref' in value && typeof value.ref === 'function';

interface Defined {
  table: Table;
  file: string;
  /** The names the code reaches it by: the table's export, and its English view's. */
  tableNames: string[];
  englishNames: string[];
}

const defined: Defined[] = Object.entries(messageModules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(isTable)
    .map((table) => ({
      table,
      file: path.relative(root, path.resolve(import.meta.dirname, file)),
      tableNames: Object.keys(exports).filter((name) => exports[name] === table),
      englishNames: Object.keys(exports).filter((name) => exports[name] === table.en),
    })),
);

function sourceFiles(dirs: string[]): Array<{ file: string; text: string }> {
  const files: Array<{ file: string; text: string }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name)) files.push({ file: path.relative(root, full), text: fs.readFileSync(full, 'utf8') });
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return files;
}

const code = sourceFiles(['src-server', 'src-shared', 'src-renderer', 'src-main']).filter(({ file }) => !/\.test\.tsx?$/.test(file));
const withTests = [...code, ...sourceFiles(['tests'])];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The keys a table's code uses: `table.ref('key'…)` (every quoted key inside the call), `table.en.key`
 * and `english.key`, its own file's reads included (a rule beside the table that picks one of its messages).
 */
function usedKeys({ table, tableNames, englishNames }: Defined): Set<string> {
  const used = new Set<string>();
  for (const { text } of code) {
    for (const name of tableNames) {
      for (const call of text.matchAll(new RegExp(`\\b${escape(name)}\\.ref\\(([^)]*)\\)`, 'g'))) {
        for (const key of call[1]?.matchAll(/['"](\w+)['"]/g) ?? []) used.add(key[1] ?? '');
      }
      for (const read of text.matchAll(new RegExp(`\\b${escape(name)}\\.en\\.(\\w+)`, 'g'))) used.add(read[1] ?? '');
    }
    for (const name of englishNames) for (const read of text.matchAll(new RegExp(`\\b${escape(name)}\\.(\\w+)`, 'g'))) used.add(read[1] ?? '');
  }
  return new Set([...used].filter((key) => key in table.templates));
}

/** A plural written out by hand: "file(s)", or two sentences picked by comparing a count with 1. */
const handPlural = /\w\((?:s|es)\)|[!=]==\s*1\s*\?/;
/**
 * A plural spliced into a text by hand, anywhere in the code, which no table sees: a word or its
 * plural picked by comparing a count with 1 (`n === 1 ? 'point' : 'points'`, `second${n === 1 ? '' : 's'}`),
 * or two sentences that start with a word and its plural (`n === 1 ? `Page … is` : `Pages … are``).
 */
const splicedPlurals = [/[!=]==\s*1\s*\?\s*(['"`])(\w*)\1\s*:\s*(['"`])\2(?:s|es)\3/, /[!=]==\s*1\s*\?\s*(['"`])(\w+)\b[^'"`]*\1\s*:\s*(['"`])\2s\b/];

/**
 * The zod calls whose string argument, or whose options' `message`/`error`, is what a person is
 * told: `.min(1, '…')`, `.refine(check, { message: '…' })`, `z.boolean('…')`, `ctx.addIssue({ message })`.
 */
const messageCalls = new Set(['min', 'max', 'length', 'regex', 'refine', 'superRefine', 'email', 'uuid', 'url', 'int', 'nonempty', 'gt', 'gte', 'lt', 'lte', 'positive', 'nonnegative', 'negative', 'nonpositive', 'multipleOf', 'addIssue']);
/** `z.…(…)` whose arguments hold the message (`z.enum(values, '…')`, `z.uuid('…')`); never `z.literal('INR')`. */
const zodConstructors = new Set(['string', 'number', 'boolean', 'enum', 'uuid', 'email', 'url', 'array', 'object', 'strictObject', 'int']);

/**
 * Messages of shared zod schemas written as English where they should be a table's message: a
 * string starting with a capital letter, or a template with a value spliced in, passed to a zod
 * check directly, through a `message:`/`error:` option, or through a constant of the same file.
 */
function englishSchemaMessages(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const constants = new Map<string, ts.Expression>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const resolve = (node: ts.Expression, seen = new Set<string>()): ts.Expression => {
    const inner = ts.isAsExpression(node) || ts.isParenthesizedExpression(node) ? node.expression : node;
    if (ts.isIdentifier(inner) && !seen.has(inner.text)) {
      const value = constants.get(inner.text);
      return value ? resolve(value, seen.add(inner.text)) : inner;
    }
    if (ts.isPropertyAccessExpression(inner) && ts.isIdentifier(inner.expression)) {
      const object = constants.get(inner.expression.text);
      const bare = object && (ts.isAsExpression(object) ? object.expression : object);
      const property = bare && ts.isObjectLiteralExpression(bare) ? bare.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === inner.name.text) : undefined;
      return property && ts.isPropertyAssignment(property) ? resolve(property.initializer, seen) : inner;
    }
    return inner;
  };
  const isEnglish = (node: ts.Expression) => {
    const value = resolve(node);
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return /^[A-Z]/.test(value.text);
    return ts.isTemplateExpression(value);
  };
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const isZod = ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'z';
      if (isZod ? zodConstructors.has(name) : messageCalls.has(name)) {
        for (const argument of node.arguments) {
          const value = resolve(argument);
          const options = ts.isObjectLiteralExpression(value)
            ? value.properties.flatMap((p) => (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && ['message', 'error'].includes(p.name.text) ? [p.initializer] : []))
            : [];
          for (const message of [...(ts.isObjectLiteralExpression(value) ? [] : [argument]), ...options]) {
            if (isEnglish(message)) found.push(`${file}:${source.getLineAndCharacterOfPosition(message.getStart()).line + 1}: ${message.getText().slice(0, 80)}`);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('server messages by id', () => {
  it('finds the tables, each with its own feature and an id of plain words', () => {
    expect(defined.map(({ table }) => table.feature)).toEqual(expect.arrayContaining(['auth', 'heavyWork']));
    const features = defined.map(({ table }) => table.feature);
    expect(features.filter((feature, index) => features.indexOf(feature) !== index)).toEqual([]);
    for (const { table } of defined) for (const key of Object.keys(table.templates)) expect(key, `${table.feature}.${key}`).toMatch(/^[a-z]\w*$/);
  });

  it('gives each English text one id, so a message that arrives without its id is still found', () => {
    const idsOf = new Map<string, string[]>();
    for (const { table } of defined) {
      for (const [key, template] of Object.entries(table.templates)) idsOf.set(template, [...(idsOf.get(template) ?? []), `${table.feature}.${key}`]);
    }
    expect([...idsOf.values()].filter((ids) => ids.length > 1)).toEqual([]);
  });

  it('uses every id it defines somewhere in the server, the shared code, the renderer or the desktop main process', () => {
    const unused = defined.flatMap((entry) => {
      const used = usedKeys(entry);
      return Object.keys(entry.table.templates)
        .filter((key) => !used.has(key))
        .map((key) => `${entry.table.feature}.${key} (${entry.file})`);
    });
    expect(unused).toEqual([]);
  });

  it('defines every id the code or the tests name', () => {
    const ids = new Set(defined.flatMap(({ table }) => Object.keys(table.templates).map((key) => `${table.feature}.${key}`)));
    const named = withTests.flatMap(({ file, text }) => [...text.matchAll(/messageId: ['"]([\w.]+)['"]/g)].map((match) => ({ file, id: match[1] ?? '' })));
    expect(named.filter(({ id }) => !ids.has(id)).map(({ file, id }) => `${id} (${file})`)).toEqual([]);
  });

  it('has every message in Hindi and Telugu, with the same values written in', () => {
    const problems: string[] = [];
    for (const { table } of defined) {
      for (const language of ['hi', 'te'] as const) {
        const translated = dictionariesOf(language).get(`messages.${table.feature}`);
        for (const [key, template] of Object.entries(table.templates)) {
          const text = translated?.[key];
          const values = (words: string) => [...words.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort().join();
          if (!text?.trim()) problems.push(`${language} ${table.feature}.${key}: missing (addMessageTranslations in its feature's *-texts.ts)`);
          else if (values(text) !== values(template)) problems.push(`${language} ${table.feature}.${key}: values ${values(text)} differ from English ${values(template)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes no shared schema message as English: each is a table message, found by its id', () => {
    const english = code
      .filter(({ file }) => file.startsWith('src-shared') && !file.endsWith('messages.ts'))
      .flatMap(({ file, text }) => englishSchemaMessages(file, text));
    expect(english).toEqual([]);
  });

  it('reads no message back out of its English: a value travels as a value, and the browser translates by id', () => {
    // An anchored English sentence with a capture group for its value ('Use at least (\\d+) characters').
    const shape = /\/\^\(?[A-Z][a-z]+[ |][^/\n]*\((?:\\d\+|-\?\\d\+|\.\*|\.\+|\[)/;
    const matched = code
      .filter(({ file }) => file.startsWith('src-renderer'))
      .flatMap(({ file, text }) => text.split('\n').filter((line) => shape.test(line)).map((line) => `${file}: ${line.trim()}`));
    expect(matched).toEqual([]);
  });

  it('writes no plural by hand: a message reads right for any number, in every language', () => {
    const problems: string[] = [];
    for (const { table, file } of defined) {
      for (const language of ['en', 'hi', 'te'] as const) {
        const texts = language === 'en' ? table.templates : (dictionariesOf(language).get(`messages.${table.feature}`) ?? {});
        for (const [key, text] of Object.entries(texts)) if (handPlural.test(text)) problems.push(`${language} ${table.feature}.${key}: "${text}"`);
      }
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      if (/[!=]==\s*1\s*\?/.test(source)) problems.push(`${file}: picks a message by comparing a count with 1`);
    }
    for (const { file, text } of code) {
      for (const line of text.split('\n')) {
        if (/\.ref\(/.test(line) && /[!=]==\s*1\s*\?/.test(line)) problems.push(`${file}: picks a message by comparing a count with 1: ${line.trim()}`);
        else if (splicedPlurals.some((pattern) => pattern.test(line))) problems.push(`${file}: writes a plural by hand: ${line.trim()}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
