import { describe, expect, it } from 'vitest';
import { chatLanguages } from '../api/chat';
import { errorRules, recogniseErrors } from './error-rules';
import { composeOfflineAnswer, lessonPath, type Passage } from './offline-answer';
import { offlineStrings } from './offline-strings';

const ids = (text: string) => recogniseErrors(text).map((found) => found.rule.id);

describe('the beginner error table', () => {
  it('explains ValueError from int(input()) and quotes the bad value', () => {
    const output = 'Traceback (most recent call last):\n  File "main.py", line 1, in <module>\n    age = int(input())\nValueError: invalid literal for int() with base 10: \'12.5\'\n';
    const [found] = recogniseErrors(output);
    expect(found?.rule.id).toBe('python-value-int');
    expect(found?.detail).toBe('12.5');
    expect(found?.line).toBe("ValueError: invalid literal for int() with base 10: '12.5'");
  });

  it('recognises a bare mention of ValueError in a question', () => {
    expect(ids('why does my input() program fail with a ValueError?')).toEqual(['python-value-int']);
  });

  it('prefers the float rule for a float conversion and reports one ValueError only', () => {
    expect(ids("ValueError: could not convert string to float: 'abc'")).toEqual(['python-value-float']);
  });

  it.each([
    ["NameError: name 'nmae' is not defined", 'python-name', 'nmae'],
    ['IndentationError: expected an indented block after \'if\' statement on line 2', 'python-indentation', undefined],
    ['TypeError: can only concatenate str (not "int") to str', 'python-type-mix', 'int'],
    ["TypeError: unsupported operand type(s) for +: 'int' and 'str'", 'python-type-mix', 'int'],
    ['EOFError: EOF when reading a line', 'python-eof', undefined],
    ['ZeroDivisionError: division by zero', 'python-zero-division', undefined],
    ["TypeError: Cannot read properties of undefined (reading 'length')", 'javascript-type-undefined', 'length'],
    ['TypeError: arr.psuh is not a function', 'javascript-type-not-function', 'arr.psuh'],
    ['ReferenceError: totl is not defined', 'javascript-reference', 'totl'],
    ["SyntaxError: missing ) after argument list", 'javascript-syntax', undefined],
    ["main.c:5:5: error: expected ';' before 'return'", 'c-missing-semicolon', undefined],
    ["main.c:4:5: error: 'count' undeclared (first use in this function)", 'c-undeclared', 'count'],
    ["main.c:3:5: warning: implicit declaration of function 'printf'", 'c-implicit-declaration', 'printf'],
    ['Exception in thread "main" java.lang.NullPointerException', 'java-null-pointer', undefined],
    ['java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5', 'java-index-out-of-bounds', undefined],
    ['java.lang.NumberFormatException: For input string: "ten"', 'java-number-format', 'ten'],
    ['Main.java:3: error: cannot find symbol', 'java-cannot-find-symbol', undefined],
  ])('recognises %s', (text, id, detail) => {
    const [found] = recogniseErrors(text);
    expect(found?.rule.id).toBe(id);
    expect(found?.detail).toBe(detail);
  });

  it('finds nothing in ordinary output', () => {
    expect(recogniseErrors('Hello, Asha!\n42\n')).toEqual([]);
  });

  it('explains at most two errors', () => {
    expect(ids('NameError: x\nZeroDivisionError\nEOFError')).toHaveLength(2);
  });

  it('has every rule written in English, Hindi and Telugu', () => {
    for (const rule of errorRules) {
      for (const language of chatLanguages) {
        expect(rule.title[language].length, `${rule.id} ${language}`).toBeGreaterThan(5);
        expect(rule.explain[language].length, `${rule.id} ${language}`).toBeGreaterThan(20);
        expect(rule.fix[language].length, `${rule.id} ${language}`).toBeGreaterThan(20);
      }
      expect(rule.explain.te).not.toBe(rule.explain.en);
      expect(rule.explain.hi).not.toBe(rule.explain.en);
    }
  });
});

describe('the offline answer', () => {
  const passage: Passage = {
    courseId: 'python-programming',
    lessonId: 'py-input',
    lessonTitle: 'Input from the user',
    courseTitle: 'Python Programming',
    text: '`int(input())` is a pattern you will write hundreds of times.',
    current: true,
  };
  const errors = recogniseErrors('ValueError');

  it('labels itself, explains the error and links the lesson it quoted, framed in Telugu', () => {
    const text = composeOfflineAnswer({ language: 'te', style: 'auto', errors, passages: [passage] }).join('');
    expect(text.startsWith(offlineStrings.te.label)).toBe(true);
    expect(text).toContain(errors[0]?.rule.explain.te);
    expect(text).toContain(offlineStrings.te.lessonsUsed);
    expect(text).toContain(`[Input from the user](${lessonPath('python-programming', 'py-input')})`);
    expect(text).toContain(passage.text);
    expect(text).toContain('except ValueError');
  });

  it('keeps the short style to one passage and no example', () => {
    const text = composeOfflineAnswer({ language: 'hi', style: 'short', errors, passages: [passage, { ...passage, lessonId: 'other', current: false }] }).join('');
    expect(text).not.toContain('except ValueError:\n    print');
    expect(text.match(/\?lesson=/g)).toHaveLength(2);
  });

  it('says so when nothing matched', () => {
    const text = composeOfflineAnswer({ language: 'en', style: 'auto', errors: [], passages: [] }).join('');
    expect(text).toContain(offlineStrings.en.noMatch);
    expect(text).not.toContain('Lessons used');
  });
});
