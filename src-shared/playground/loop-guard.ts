/**
 * Infinite-loop protection for the live preview: every `while`, `do … while` and `for (;;)`
 * condition gets a call to a guard that throws once the page has run loops for a second without
 * yielding, so `while (true) {}` stops with a message instead of freezing the learner's tab (the
 * preview frame shares the tab's thread). A small scanner, not a parser: it knows strings,
 * template literals, comments and regular expressions well enough never to touch their insides.
 */
export const loopGuardName = '__kodeshalaLoopGuard';

const keywordsBeforeExpression = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'yield', 'await', 'instanceof']);
const isIdentifierStart = (c: string) => /[A-Za-z_$\u00a0-\uffff]/.test(c);
const isIdentifierPart = (c: string) => /[\w$\u00a0-\uffff]/.test(c);

interface Insertion {
  at: number;
  text: string;
  /** Replaces this many characters at `at` (an empty for-condition's whitespace). */
  remove?: number;
}

class Scanner {
  i = 0;
  constructor(readonly src: string) {}

  /** Skips a string, template, comment or regex starting at `i` if there is one; true when it did. */
  skipOpaque(regexAllowed: boolean): boolean {
    const { src } = this;
    const c = src[this.i];
    const next = src[this.i + 1];
    if (c === '/' && next === '/') {
      const end = src.indexOf('\n', this.i);
      this.i = end < 0 ? src.length : end;
      return true;
    }
    if (c === '/' && next === '*') {
      const end = src.indexOf('*/', this.i + 2);
      this.i = end < 0 ? src.length : end + 2;
      return true;
    }
    if (c === '"' || c === "'") {
      this.i++;
      while (this.i < src.length && src[this.i] !== c && src[this.i] !== '\n') this.i += src[this.i] === '\\' ? 2 : 1;
      this.i++;
      return true;
    }
    if (c === '`') {
      this.skipTemplate();
      return true;
    }
    if (c === '/' && regexAllowed) {
      this.i++;
      let inClass = false;
      while (this.i < src.length && src[this.i] !== '\n') {
        const ch = src[this.i];
        if (ch === '\\') this.i++;
        else if (ch === '[') inClass = true;
        else if (ch === ']') inClass = false;
        else if (ch === '/' && !inClass) break;
        this.i++;
      }
      this.i++;
      while (this.i < src.length && /[a-z]/i.test(src[this.i] ?? '')) this.i++;
      return true;
    }
    return false;
  }

  private skipTemplate(): void {
    const { src } = this;
    this.i++;
    while (this.i < src.length && src[this.i] !== '`') {
      if (src[this.i] === '\\') this.i += 2;
      else if (src[this.i] === '$' && src[this.i + 1] === '{') {
        this.i += 2;
        let depth = 1;
        while (this.i < src.length && depth > 0) {
          if (this.skipOpaque(false)) continue;
          if (src[this.i] === '{') depth++;
          else if (src[this.i] === '}') depth--;
          this.i++;
        }
      } else this.i++;
    }
    this.i++;
  }

  skipSpace(): void {
    for (;;) {
      while (this.i < this.src.length && /\s/.test(this.src[this.i] ?? '')) this.i++;
      const before = this.i;
      if (this.src[this.i] === '/' && (this.src[this.i + 1] === '/' || this.src[this.i + 1] === '*')) this.skipOpaque(false);
      if (this.i === before) return;
    }
  }

  /** From an opening parenthesis at `i`: the index of its match and the top-level semicolons. */
  header(): { close: number; semicolons: number[] } | undefined {
    const { src } = this;
    let depth = 0;
    const semicolons: number[] = [];
    let regexAllowed = true;
    while (this.i < src.length) {
      if (this.skipOpaque(regexAllowed)) {
        regexAllowed = false;
        continue;
      }
      const c = src[this.i] ?? '';
      if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) {
        depth--;
        if (depth === 0) return { close: this.i, semicolons };
      } else if (c === ';' && depth === 1) semicolons.push(this.i);
      if (!/\s/.test(c)) regexAllowed = !/[\w$)\]]/.test(c);
      this.i++;
    }
    return undefined;
  }
}

export function guardLoops(source: string, guard = loopGuardName): string {
  const scanner = new Scanner(source);
  const insertions: Insertion[] = [];
  let previous = '';
  while (scanner.i < source.length) {
    const c = source[scanner.i] ?? '';
    if (/\s/.test(c)) {
      scanner.i++;
      continue;
    }
    // After a value (name, number, literal, ')' or ']') a slash divides; anywhere else it opens a regex.
    const regexAllowed = previous === '' || !/^[\w$)\]]/.test(previous) || keywordsBeforeExpression.has(previous);
    if (scanner.skipOpaque(regexAllowed)) {
      previous = 'literal';
      continue;
    }
    if (isIdentifierStart(c)) {
      const start = scanner.i;
      while (scanner.i < source.length && isIdentifierPart(source[scanner.i] ?? '')) scanner.i++;
      const word = source.slice(start, scanner.i);
      if ((word === 'while' || word === 'for') && previous !== '.') guardLoop(scanner, word, insertions, guard);
      previous = word;
      continue;
    }
    previous = c;
    scanner.i++;
  }
  let result = source;
  for (const insertion of insertions.sort((a, b) => b.at - a.at)) {
    result = result.slice(0, insertion.at) + insertion.text + result.slice(insertion.at + (insertion.remove ?? 0));
  }
  return result;
}

function guardLoop(scanner: Scanner, word: 'while' | 'for', insertions: Insertion[], guard: string): void {
  const { src } = scanner;
  const resume = scanner.i;
  scanner.skipSpace();
  if (word === 'for' && src.startsWith('await', scanner.i)) {
    scanner.i += 5;
    scanner.skipSpace();
  }
  if (src[scanner.i] !== '(') {
    scanner.i = resume;
    return;
  }
  const open = scanner.i;
  const found = scanner.header();
  // Scanning continues inside the header, so a loop in a callback there is guarded too.
  scanner.i = open + 1;
  if (!found) return;
  if (word === 'while') {
    insertions.push({ at: open + 1, text: `${guard}() && (` }, { at: found.close, text: ')' });
    return;
  }
  const [first, second] = found.semicolons;
  // for…in and for…of walk a finite collection: nothing to guard.
  if (first === undefined || second === undefined) return;
  const condition = src.slice(first + 1, second);
  if (condition.trim() === '') insertions.push({ at: first + 1, text: ` ${guard}()`, remove: condition.length });
  else insertions.push({ at: first + 1, text: ` ${guard}() && (` }, { at: second, text: ')' });
}
