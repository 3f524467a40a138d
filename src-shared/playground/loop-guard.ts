import { parse, type Node, type Options, type Program } from 'acorn';
import { simple } from 'acorn-walk';
import MagicString from 'magic-string';

/**
 * Infinite-loop protection for the live preview: every `while`, `do … while` and `for (;;)`
 * condition, and every `for … of` body, gets a call to a guard that throws once the page has run
 * loops for a second without yielding, so `while (true) {}` stops with a message instead of
 * freezing the learner's tab (the preview frame shares the tab's thread).
 *
 * The code is parsed (acorn) rather than scanned, because only a parser knows whether a slash
 * divides or opens a regular expression, and the insertions (magic-string) hold no line breaks, so
 * the browser's line numbers still point at the learner's lines.
 */
export const loopGuardName = '__kodeshalaLoopGuard';

/**
 * The guard itself, as the source of a function expression the preview page assigns to
 * `loopGuardName`. It counts calls and looks at the clock every 1024th: a timer queued on the first
 * look resets the start once the page gets a break, so only a loop that holds the thread for over
 * `budgetMs` is stopped.
 */
export function loopGuardRuntime(budgetMs: number): string {
  // "s" as the unit reads right for any number of seconds.
  const message = `Stopped a loop that ran for more than ${budgetMs / 1000} s without a break (is it an infinite loop?)`;
  return `(function () {
    var started = 0, count = 0;
    return function () {
      if ((++count & 1023) !== 0) return true;
      var now = Date.now();
      if (!started) { started = now; setTimeout(function () { started = 0; }, 0); }
      else if (now - started > ${budgetMs}) throw new Error(${JSON.stringify(message)});
      return true;
    };
  })()`;
}

const parseOptions: Omit<Options, 'sourceType'> = {
  ecmaVersion: 'latest',
  allowHashBang: true,
  allowReturnOutsideFunction: true,
  allowAwaitOutsideFunction: true,
};

/** A module first (import, top-level await); a classic script when strict-mode rules refuse it. */
function parseProgram(source: string): Program | undefined {
  for (const sourceType of ['module', 'script'] as const) {
    try {
      return parse(source, { ...parseOptions, sourceType });
    } catch {
      // Try the next kind; code neither accepts is half-typed.
    }
  }
  return undefined;
}

// Whitespace and comments: all that may stand between the tokens of a `for (` … `;` header.
const trivia = String.raw`(?:\s|//.*|/\*[\s\S]*?\*/)*`;
const firstSemicolonFromFor = new RegExp(String.raw`for${trivia}\(${trivia};`, 'y');
const semicolonAfterInit = new RegExp(`${trivia};`, 'y');

/** Just after the `;` that ends a for-header's init, where an empty condition would stand. */
function emptyConditionAt(source: string, loop: { start: number; init?: Node | null }): number | undefined {
  const pattern = loop.init ? semicolonAfterInit : firstSemicolonFromFor;
  pattern.lastIndex = loop.init ? loop.init.end : loop.start;
  return pattern.test(source) ? pattern.lastIndex : undefined;
}

/**
 * The source with every loop guarded. Code that does not parse (a learner mid-typing) comes back
 * unchanged, so the preview shows the browser's own syntax error for it.
 */
export function guardLoops(source: string, guard = loopGuardName): string {
  const program = parseProgram(source);
  if (!program) return source;
  const code = new MagicString(source);
  const guardCondition = (test: Node) => {
    code.appendLeft(test.start, `${guard}() && (`);
    code.prependRight(test.end, ')');
  };

  simple(program, {
    WhileStatement: (loop) => guardCondition(loop.test),
    DoWhileStatement: (loop) => guardCondition(loop.test),
    ForStatement: (loop) => {
      if (loop.test) return guardCondition(loop.test);
      const at = emptyConditionAt(source, loop);
      if (at !== undefined) code.appendLeft(at, ` ${guard}()`);
    },
    // An iterator (a generator) can be endless, so for…of is guarded in its body; for…in walks
    // the finite keys of an object and is left alone.
    ForOfStatement: (loop) => {
      if (loop.body.type === 'BlockStatement') {
        code.appendLeft(loop.body.start + 1, `${guard}();`);
        return;
      }
      code.appendLeft(loop.body.start, `{${guard}(); `);
      code.prependRight(loop.body.end, '}');
    },
  });
  return code.toString();
}
