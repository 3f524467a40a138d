import { z } from 'zod';
import { httpMessages } from '../http/messages';

/**
 * Text a request may carry. PostgreSQL cannot store U+0000 in a text column (it fails the whole
 * statement), and a lone UTF-16 surrogate has no UTF-8 form: SQLite would keep it as it came and
 * PostgreSQL would get a replacement character. Both are refused where they arrive, with the
 * field named, so every database keeps the same text.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a piece of text, or undefined when it can be stored as it is. */
export function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return httpMessages.nulCharacter;
  if (loneSurrogate.test(value)) return httpMessages.loneSurrogate;
  return undefined;
}

/**
 * The check itself, one instance for every string, so that the server can tell at start-up that a
 * route's contract carries it (see src-server/http/checked-text.ts). Formats such as `z.uuid()`
 * add it with `.check(wellFormedText)`.
 */
export const wellFormedText = z.check<string>((ctx) => {
  const problem = textProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});

/** A string of a request contract: `text().trim().max(80)` where `z.string().trim().max(80)` was. */
export const text = () => z.string().check(wellFormedText);

/** Whether a string schema refuses NUL and lone surrogates through `wellFormedText`. */
export function carriesTextCheck(schema: z.ZodType): boolean {
  return schema._zod.def.checks?.includes(wellFormedText as never) ?? false;
}
