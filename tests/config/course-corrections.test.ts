import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { CourseFile } from '@shared/courses/course-file';
import { readCourseLibrary } from '@server/courses/library';

/**
 * Lessons a review found teaching something wrong. Each check reads the corrected lesson and fails
 * on the text it replaced, so the mistake cannot come back unnoticed in a later edit.
 */
const library = await readCourseLibrary(path.resolve(import.meta.dirname, '../../resources'));

type Lesson = CourseFile['modules'][number]['lessons'][number];

function lesson(id: string): Lesson {
  const found = library.flatMap((c) => c.modules.flatMap((m) => m.lessons)).find((l) => l.id === id);
  if (!found) throw new Error(`no lesson ${id}`);
  return found;
}

/** Everything a learner reads or runs in a lesson, as one string. */
const lessonText = (id: string) => JSON.stringify(lesson(id));

function codeBlock(id: string, title: RegExp): string {
  const block = lesson(id).blocks.find((b) => b.type === 'code' && title.test(b.title ?? ''));
  if (block?.type !== 'code') throw new Error(`no code block ${title.source} in ${id}`);
  return block.content;
}

describe('the secure-login lesson (node-password-hashing)', () => {
  const login = codeBlock('node-password-hashing', /login route/);
  const staffTable = codeBlock('node-password-hashing', /staff table/);

  it('signs a token from chosen fields, never the database row that holds the hash', () => {
    expect(login).not.toMatch(/createToken\(\s*staff\s*\)/);
    const payload = /createToken\(\{([^}]*)\}\)/.exec(login)?.[1] ?? '';
    expect(payload).toMatch(/\bexp\b/);
    expect(payload).toMatch(/\brole\b/);
    expect(payload).not.toMatch(/password|hash/i);
  });

  it('selects only columns the staff table has', () => {
    const db = new Database(':memory:');
    db.exec(staffTable.split(/^SELECT/m)[0] ?? '');
    const select = /db\.prepare\('(SELECT [^']+)'\)/.exec(login)?.[1] ?? '';
    expect(select).toMatch(/\brole\b/);
    expect(() => db.prepare(select)).not.toThrow();
    db.close();
  });

  it('runs scrypt for an unknown e-mail too, so timing does not reveal accounts', () => {
    expect(login).not.toMatch(/staff !== undefined && \(await verifyPassword/);
    expect(login).toMatch(/verifyPassword\(password, staff\?\.password_hash \?\?/);
  });

  it('hashes with explicit N, r, p and maxmem at OWASP’s figures, and stores the cost in the hash', () => {
    const hashing = codeBlock('node-password-hashing', /Hashing and verifying/);
    expect(hashing).toMatch(/N: 2 \*\* 17, r: 8, p: 1/);
    expect(hashing).toMatch(/maxmem/);
    expect(hashing).toMatch(/N=\$\{cost\.N\},r=\$\{cost\.r\},p=\$\{cost\.p\}/);
    expect(lessonText('node-password-hashing')).not.toMatch(/in Node 20 they need a package/);
  });

  it('gives the student in the token example a student’s role, not a staff member', () => {
    expect(lessonText('node-sessions-tokens')).not.toMatch(/name: 'Meena Iyer', role: 'student'/);
  });
});

describe('the CORS lesson', () => {
  const text = lessonText('node-cors');
  it('says CORS stops reading the answer, not the request, and warns about CSRF with cookies', () => {
    expect(text).not.toMatch(/only stops a stranger's website from using a visitor's browser/);
    expect(text).toMatch(/CSRF/);
  });
  it('trims the origin list and sends Vary: Origin on refusals too', () => {
    expect(codeBlock('node-cors', /cors middleware/)).toMatch(/\.map\(\(origin\) => origin\.trim\(\)\)/);
    expect(codeBlock('node-cors', /as a function/)).toMatch(/return \{ Vary: 'Origin' \}/);
  });
});

describe('the other corrections', () => {
  it('keeps the CSS capstone’s animations within the five-second rule', () => {
    expect(lessonText('css-motion-project')).not.toMatch(/animation:[^;]*infinite/);
  });

  it('grades the Node Final on the database and security module', () => {
    const final = library.find((c) => c.id === 'nodejs-backend')?.assignments.find((a) => a.final);
    expect(final?.instructions).not.toMatch(/JSON file/);
    expect(final?.instructions).toMatch(/SQLite/);
    expect(final?.instructions).toMatch(/scrypt/);
    expect(final?.instructions).toMatch(/CORS/);
  });

  it('does not pass a bound method with its Event as a top-up amount', () => {
    expect(JSON.stringify(library.find((c) => c.id === 'javascript-fundamentals'))).not.toMatch(/or `wallet\.topUp\.bind\(wallet\)` instead/);
  });

  it('states time zones, regular expressions and module scripts exactly', () => {
    const js = JSON.stringify(library.find((c) => c.id === 'javascript-fundamentals'));
    expect(js).not.toMatch(/Kolkata is 4:00 in London\./);
    expect(js).not.toMatch(/`\\\\s` a space or tab, `\.` any character\./);
    expect(js).not.toMatch(/wait for the page to load, like `defer`/);
  });

  it('presents the solved view in the SQL module as a worked example, not as an exercise to try', () => {
    const sql = JSON.stringify(library.find((c) => c.id === 'sql-databases'));
    expect(sql).toMatch(/EXAMPLE: A chain of coaching centres/);
    expect(sql).not.toMatch(/ASSIGNMENT: A chain of coaching centres/);
  });

  it('tells Windows learners about PowerShell’s execution policy', () => {
    expect(JSON.stringify(library.find((c) => c.id === 'python-programming'))).toMatch(/Set-ExecutionPolicy/);
  });
});

describe('quiz explanations after the distractors were rewritten', () => {
  /** The quiz block of a lesson whose question contains `asks`. */
  function quiz(lessonId: string, asks: string) {
    const block = lesson(lessonId).blocks.find((b) => b.type === 'quiz' && b.question.includes(asks));
    if (block?.type !== 'quiz') throw new Error(`no quiz asking "${asks}" in ${lessonId}`);
    return block;
  }
  /** SQL an explanation quotes as if it were one of the options (a query or an aggregate). */
  const quotedSql = (explanation: string) => [...explanation.matchAll(/`((?:SELECT|COUNT|SUM)\b[^`]*)`/g)].map((m) => m[1] ?? '');

  it.each([
    ['sql-group-by', 'average marks for each course'],
    ['sql-join-aggregate', 'counts students per course'],
  ])('explains the options %s offers now, not the ones it replaced', (lessonId, asks) => {
    const block = quiz(lessonId, asks);
    const offered = quotedSql(block.explanation).filter((sql) => !block.options.some((option) => option.includes(sql)));
    expect(offered).toEqual([]);
  });
});
