import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument, Scalar, visit } from 'yaml';
import { parseTextMarkers } from '@shared/courses/text-markers';
import { readCourseLibrary } from '@server/courses/library';

/**
 * Lesson text that parses but reads wrong. The schema cannot see either fault: a YAML comment
 * silently shortens a string, and a lone backtick turns the rest of a sentence into code (or leaves
 * a stray mark on screen).
 */
const resourcesDir = path.resolve(import.meta.dirname, '../../resources');
const coursesDir = path.join(resourcesDir, 'courses');
const files = fs.readdirSync(coursesDir).filter((name) => name.endsWith('.yaml')).sort();
const library = await readCourseLibrary(resourcesDir);

/**
 * Unquoted strings followed on their line by ` #`: YAML reads the rest as a comment, so
 * "writing `Closes #12` in a PR" reaches learners as "writing `Closes". Quote the string.
 */
function textCutByComment(source: string): string[] {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines });
  const cut: string[] = [];
  visit(doc, {
    Scalar(_key, node: Scalar) {
      if (node.type !== Scalar.PLAIN || typeof node.value !== 'string' || !node.range) return;
      const lineEnd = source.indexOf('\n', node.range[1]);
      const after = source.slice(node.range[1], lineEnd === -1 ? undefined : lineEnd);
      if (/^[ \t]+#/.test(after)) {
        const { line } = lines.linePos(node.range[0]);
        cut.push(`line ${line}: "${node.value}" then "${after.trim()}"`);
      }
    },
  });
  return cut;
}

/** Prose the reader draws with inline `code`; fenced code inside text is shown as code, so it is left out. */
function proseOf(course: (typeof library)[number]): { where: string; text: string }[] {
  const prose: { where: string; text: string }[] = [{ where: course.id, text: course.title }];
  const withoutFences = (where: string, content: string) =>
    parseTextMarkers(content).flatMap((piece) =>
      piece.kind === 'code' ? [] : piece.kind === 'list' ? piece.items.map((text) => ({ where, text })) : [{ where, text: piece.text }],
    );
  for (const module of course.modules) {
    prose.push({ where: module.id, text: module.title });
    for (const lesson of module.lessons) {
      prose.push({ where: lesson.id, text: lesson.title });
      for (const [index, block] of lesson.blocks.entries()) {
        const where = `${lesson.id} block ${index + 1} (${block.type})`;
        if (block.type === 'text' || block.type === 'note') prose.push(...withoutFences(where, block.content));
        else if (block.type === 'quiz') {
          for (const text of [block.question, ...block.options, block.explanation]) prose.push({ where, text });
        } else if ((block.type === 'code' || block.type === 'video') && block.title) prose.push({ where, text: block.title });
      }
      for (const [index, block] of lesson.explanationBlocks.entries()) {
        const where = `${lesson.id} explanation block ${index + 1} (${block.type})`;
        if (block.type !== 'code' && block.content) prose.push(...withoutFences(where, block.content));
        for (const text of [block.question, ...(block.options ?? []), block.explanation]) if (text) prose.push({ where, text });
      }
    }
  }
  return prose;
}

/**
 * Primary key columns of the tables a SQL sample creates that SQLite lets be NULL. Only an
 * `INTEGER PRIMARY KEY` (or a WITHOUT ROWID table) refuses NULL by itself; `card_no TEXT PRIMARY KEY`
 * takes any number of NULL rows, which PostgreSQL and MySQL would refuse. Statements run until the
 * first error, as the runner's `-bail` does, so a sample that shows an error is still checked.
 */
function nullablePrimaryKeys(sql: string): string[] {
  const db = new Database(':memory:');
  try {
    try {
      db.exec(sql);
    } catch {
      // The tables created before the error are enough.
    }
    const tables = db.prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
    return tables.flatMap((table) => {
      if (/WITHOUT\s+ROWID/i.test(table.sql)) return [];
      const keys = db.prepare<[string], { name: string; type: string; notnull: number }>('SELECT name, type, "notnull" FROM pragma_table_info(?) WHERE pk > 0').all(table.name);
      if (keys.length === 1 && keys[0]?.type.toUpperCase() === 'INTEGER') return [];
      return keys.filter((key) => key.notnull === 0).map((key) => `${table.name}.${key.name}`);
    });
  } finally {
    db.close();
  }
}

/** Tables left without NOT NULL on purpose, to show learners the quirk. */
const showsTheNullKeyQuirk = new Set(['sql-primary-keys: cards_loose.card_no']);

describe('the text checks', () => {
  it('notice a question cut by a comment, and let a quoted one or a real comment be', () => {
    expect(textCutByComment('question: What does writing `Closes #12` do?\n')).toEqual(['line 1: "What does writing `Closes" then "#12` do?"']);
    expect(textCutByComment("question: 'What does writing `Closes #12` do?'\n# a comment on its own line\nlabel: issue#12\n")).toEqual([]);
  });

  it('notice a text primary key that SQLite lets be NULL', () => {
    expect(nullablePrimaryKeys('CREATE TABLE cards (card_no TEXT PRIMARY KEY, holder TEXT);')).toEqual(['cards.card_no']);
    expect(nullablePrimaryKeys('CREATE TABLE e (a INTEGER, b INTEGER NOT NULL, PRIMARY KEY (a, b));')).toEqual(['e.a']);
    expect(nullablePrimaryKeys('CREATE TABLE ok (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE); CREATE TABLE c (card_no TEXT NOT NULL PRIMARY KEY);')).toEqual([]);
  });
});

describe.each(files)('courses/%s', (file) => {
  it('has no unquoted text cut short by a # comment', () => {
    expect(textCutByComment(fs.readFileSync(path.join(coursesDir, file), 'utf8'))).toEqual([]);
  });

  it('opens and closes every inline `code` span', () => {
    const course = library.find((c) => `${c.id}.yaml` === file);
    if (!course) throw new Error(`${file} is not in the library`);
    const unbalanced = proseOf(course).filter(({ text }) => (text.match(/`/g)?.length ?? 0) % 2 === 1);
    expect(unbalanced.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('declares every SQL primary key NOT NULL unless SQLite already refuses NULL there', () => {
    const course = library.find((c) => `${c.id}.yaml` === file);
    if (!course) throw new Error(`${file} is not in the library`);
    const nullable = course.modules.flatMap((m) =>
      m.lessons.flatMap((lesson) =>
        lesson.blocks.flatMap((block, index) =>
          block.type === 'code' && (block.language === 'sql' || block.language === 'text') && /CREATE\s+TABLE/i.test(block.content)
            ? nullablePrimaryKeys(block.content)
                .filter((column) => !showsTheNullKeyQuirk.has(`${lesson.id}: ${column}`))
                .map((column) => `${lesson.id} block ${index + 1}: ${column}`)
            : [],
        ),
      ),
    );
    expect(nullable).toEqual([]);
  });
});
