import { describe, expect, it } from 'vitest';
import { guardLoops, loopGuardName, loopGuardRuntime } from './loop-guard';
import { buildPreviewDocument } from './preview-document';

const g = loopGuardName;
const guards = (code: string) => code.split(`${g}()`).length - 1;

/** Runs code as a function body with `guard` in place of the preview page's global guard. */
const run = (code: string, guard: () => boolean = () => true): unknown => new Function(g, code)(guard);
/** The real guard the preview page defines, stopping a loop after `budgetMs`. */
const realGuard = (budgetMs: number) => new Function(`return ${loopGuardRuntime(budgetMs)}`)() as () => boolean;

describe('guarding loops', () => {
  it('guards while, do-while and for conditions', () => {
    expect(guardLoops('while (true) {}')).toBe(`while (${g}() && (true)) {}`);
    expect(guardLoops('do { x++ } while (x < 3);')).toBe(`do { x++ } while (${g}() && (x < 3));`);
    expect(guardLoops('for (let i = 0; i < n; i++) x();')).toBe(`for (let i = 0; ${g}() && (i < n); i++) x();`);
    expect(guardLoops('for (;;) {}')).toBe(`for (; ${g}();) {}`);
    expect(guardLoops('for (let i = 0;; i++) {}')).toBe(`for (let i = 0; ${g}(); i++) {}`);
    expect(guardLoops('for (/* from */ ; /* ever */ ;) {}')).toBe(`for (/* from */ ; ${g}() /* ever */ ;) {}`);
  });

  it('guards a loop after a division, where a scanner takes the slash for a regular expression', () => {
    expect(guardLoops('let half = i++ / 2; while (true) {}')).toBe(`let half = i++ / 2; while (${g}() && (true)) {}`);
    expect(guardLoops('const avg = (a + b) / 2; for (;;) {}')).toBe(`const avg = (a + b) / 2; for (; ${g}();) {}`);
    expect(guardLoops('const r = total(xs) / n / 2; while (r) r--;')).toBe(`const r = total(xs) / n / 2; while (${g}() && (r)) r--;`);
    expect(guardLoops('const w = el.width / 2, h = el.height / 2;\nwhile (w > h) w--;')).toBe(`const w = el.width / 2, h = el.height / 2;\nwhile (${g}() && (w > h)) w--;`);
  });

  it('never writes inside a regular expression, a string, a template or a comment', () => {
    const untouched = [
      'if (s) /while (x)/.test(s)',
      'const re = /for\\s*\\(|while\\(/g;',
      'const parts = line.split(/do|while|for\\(/);',
      'const s = "while (true) {}"; const q = \'for (;;) {}\';',
      '// while (true) {}\n/* for (;;) {} do {} while (1) */',
      'const t = `for (;;) ${"while (1) {}"} do {} while (true)`;',
      'o.while(1); const p = { for: 1, while: 2 }; p.for += p.while;',
      'for (const key in scores) total += scores[key];',
    ];
    for (const code of untouched) expect(guardLoops(code)).toBe(code);
  });

  it('guards a loop inside a template literal’s expression', () => {
    expect(guardLoops('const t = `${(() => { let n = 0; while (n < 3) n++; return n; })()} items`;')).toBe(
      `const t = \`\${(() => { let n = 0; while (${g}() && (n < 3)) n++; return n; })()} items\`;`,
    );
  });

  it('guards loops without braces, labelled and nested loops', () => {
    expect(guardLoops('while (x) x--;')).toBe(`while (${g}() && (x)) x--;`);
    expect(guardLoops('do x++; while (x < 3)')).toBe(`do x++; while (${g}() && (x < 3))`);
    const labelled = 'outer: for (let i = 0; i < 3; i++) { inner: for (let j = 0; j < 3; j++) { if (j > i) continue outer; if (i === 2) break outer; } }';
    expect(guardLoops(labelled)).toBe(
      `outer: for (let i = 0; ${g}() && (i < 3); i++) { inner: for (let j = 0; ${g}() && (j < 3); j++) { if (j > i) continue outer; if (i === 2) break outer; } }`,
    );
    expect(guards(guardLoops('for (const row of grid) for (const cell of row) while (cell.busy) do cell.step(); while (cell.wait);'))).toBe(4);
  });

  it('guards for…of in its body, since a generator can be endless', () => {
    expect(guardLoops('for (const x of xs) { sum += x; }')).toBe(`for (const x of xs) {${g}(); sum += x; }`);
    expect(guardLoops('for (const x of xs) sum += x')).toBe(`for (const x of xs) {${g}(); sum += x}`);
    expect(guardLoops('async function f(s) { for await (const chunk of s) n++ }')).toBe(`async function f(s) { for await (const chunk of s) {${g}(); n++} }`);
  });

  it('reads ASI, async functions, class bodies and arrow bodies as the browser does', () => {
    expect(guardLoops('let i = 0\nwhile (i < 3) i++\nconsole.log(i)')).toBe(`let i = 0\nwhile (${g}() && (i < 3)) i++\nconsole.log(i)`);
    expect(guardLoops('let n = 1\n;[1, 2].forEach((x) => { while (x--) n++ })')).toBe(`let n = 1\n;[1, 2].forEach((x) => { while (${g}() && (x--)) n++ })`);
    expect(guardLoops('const a = b\n++c\nwhile (c) c--')).toBe(`const a = b\n++c\nwhile (${g}() && (c)) c--`);
    expect(guardLoops('async function poll() { while (true) { await tick(); } }')).toBe(`async function poll() { while (${g}() && (true)) { await tick(); } }`);
    expect(guardLoops('const data = await load(); for (;;) { if (await done()) break; }')).toBe(`const data = await load(); for (; ${g}();) { if (await done()) break; }`);
    const klass = 'class Timer { #ticks = 0; run() { while (this.#ticks < 3) this.#ticks++; } static { for (;;) break; } size = (() => { do {} while (false); return 1; })(); }';
    expect(guards(guardLoops(klass))).toBe(3);
    expect(guardLoops('const spin = () => { while (true) {} };')).toBe(`const spin = () => { while (${g}() && (true)) {} };`);
    expect(guardLoops('const count = (n) => { let c = 0; for (let i = n; i > 0; i = Math.floor(i / 10)) c++; return c; };')).toBe(
      `const count = (n) => { let c = 0; for (let i = n; ${g}() && (i > 0); i = Math.floor(i / 10)) c++; return c; };`,
    );
  });

  it('guards classic scripts that a module would refuse, and modules', () => {
    expect(guardLoops('var package = 3; while (package) package--;')).toBe(`var package = 3; while (${g}() && (package)) package--;`);
    expect(guardLoops('with (Math) { while (random() < 2) {} }')).toBe(`with (Math) { while (${g}() && (random() < 2)) {} }`);
    expect(guardLoops("import { tick } from './tick.js';\nwhile (tick()) {}")).toBe(`import { tick } from './tick.js';\nwhile (${g}() && (tick())) {}`);
    expect(guardLoops('#!/usr/bin/env node\nwhile (a) a--;')).toBe(`#!/usr/bin/env node\nwhile (${g}() && (a)) a--;`);
  });

  it('guards real learner programs and keeps every line where it was', () => {
    const programs = [
      // A digit counter that checks its input with a regular expression first.
      "const input = prompt('Number?') || '';\nlet digits = 0, n = Number(input);\nif (/^\\d+$/.test(input)) while (n > 0) { n = Math.floor(n / 10); digits++; }\nconsole.log(digits);",
      // Bubble sort.
      'const a = [5, 3, 8, 1];\nfor (let i = 0; i < a.length; i++) {\n  for (let j = 0; j < a.length - i - 1; j++) {\n    if (a[j] > a[j + 1]) [a[j], a[j + 1]] = [a[j + 1], a[j]];\n  }\n}',
      // A word counter with a division and a regular expression on one line.
      "const words = text.trim().split(/\\s+/), avg = words.join('').length / words.length;\nlet i = words.length\nwhile (i--) if (/^(for|while)$/.test(words[i])) keywords++",
      // A guessing game.
      'let guess, tries = 0;\ndo {\n  guess = Math.floor(Math.random() * 10);\n  tries++;\n} while (guess !== 7 && tries < 100)',
    ];
    const loops = (line: string) => (line.match(/\b(while|for) \(/g) ?? []).length;
    for (const program of programs) {
      const lines = program.split('\n');
      const guarded = guardLoops(program).split('\n');
      expect(guarded).toHaveLength(lines.length);
      lines.forEach((line, index) => {
        if (loops(line) === 0) expect(guarded[index]).toBe(line);
        else expect(guards(guarded[index] ?? '')).toBe(loops(line));
      });
    }
  });

  it('returns code that does not parse unchanged, so the browser reports its own syntax error', () => {
    const halfTyped = ['while (true) {', 'for (let i = 0; i < 10; i++', 'function f( { while (x) {} }', 'let x = ;\nwhile (true) {}', 'const s = "while (true) {}'];
    for (const code of halfTyped) expect(guardLoops(code)).toBe(code);
  });
});

describe('running guarded code', () => {
  it('stops an endless while, for and for…of loop with the preview’s message', () => {
    const stopped = 'Stopped a loop that ran for more than 0.05 s without a break (is it an infinite loop?)';
    expect(() => run(guardLoops('let n = 0; while (true) { n++; } return n;'), realGuard(50))).toThrow(stopped);
    expect(() => run(guardLoops('let i = 0; let half = i++ / 2; for (;;) {}'), realGuard(50))).toThrow(stopped);
    expect(() => run(guardLoops('function* naturals() { let n = 0; for (;;) yield n++; }\nlet last = 0; for (const n of naturals()) last = n;'), realGuard(50))).toThrow(stopped);
    const endlessIterator = 'const forever = { [Symbol.iterator]: () => ({ next: () => ({ done: false, value: 1 }) }) }; let sum = 0; for (const x of forever) sum += x;';
    expect(() => run(guardLoops(endlessIterator), realGuard(50))).toThrow(stopped);
  });

  it('leaves the result of a finishing program unchanged', () => {
    const programs = [
      'let n = 0; outer: for (let i = 0; i < 50; i++) { for (let j = 0; j < 50; j++) { if (j > i) continue outer; if (i === 40) break outer; n += i * j; } } return n;',
      'let x = 100, steps = 0; while (x) x--, steps++; do steps++; while (steps < 150); return [x, steps];',
      'const a = [5, 3, 8, 1, 9, 2]; for (let i = 0; i < a.length; i++) for (let j = 0; j < a.length - i - 1; j++) if (a[j] > a[j + 1]) [a[j], a[j + 1]] = [a[j + 1], a[j]]; return a;',
      'let total = 0; for (const v of new Set([1, 2, 3])) total += v; for (const k in { a: 1, b: 2 }) total += k.length; let i = 0; for (;;) { if (++i > 9) break; } return total + i;',
      'let half = 9 / 3, s = "while (x) {}"; let hits = 0; if (s) /while \\(x\\)/.test(s) && hits++; while (half > 0) half--; return [half, hits, s];',
    ];
    for (const code of programs) {
      const guard = realGuard(1000);
      expect(run(guardLoops(code), guard)).toEqual(run(code));
    }
  });

  it('calls the guard once per turn of every loop', () => {
    let calls = 0;
    run(guardLoops('let n = 0; for (let i = 0; i < 3; i++) n++; while (n > 0) n--; for (const x of [1, 2]) n += x; do n--; while (n > 0);'), () => {
      calls++;
      return true;
    });
    // for: 4 checks, while: 4, for…of: 2 turns, do-while: 3.
    expect(calls).toBe(4 + 4 + 2 + 3);
  });
});

describe('the preview page’s loops', () => {
  it('guards inline scripts and linked files, and keeps the one-second message', () => {
    const doc =
      buildPreviewDocument([
        { name: 'index.html', content: '<html><head></head><body><script>let half = i++ / 2; while (true) {}</script><script src="app.js"></script></body></html>', mode: 'html' },
        { name: 'app.js', content: 'if (s) /while (x)/.test(s)\nfor (;;) {}', mode: 'javascript' },
      ]) ?? '';
    expect(doc).toContain(`<script>let half = i++ / 2; while (${g}() && (true)) {}</script>`);
    expect(doc).toContain(`<script data-file="app.js">if (s) /while (x)/.test(s)\nfor (; ${g}();) {}</script>`);
    expect(doc).toContain('Stopped a loop that ran for more than 1 s without a break (is it an infinite loop?)');
  });
});
