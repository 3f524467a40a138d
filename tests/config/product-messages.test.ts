import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/product.md quotes the messages a person sees ('Team name must be at least 3 characters
 * long'). Each quote must be found in the code that shows it, so the document and the product do
 * not drift apart: a message reworded in code must be reworded there too. A placeholder (`{team}`,
 * `N`) matches an i18n one (`{{team}}`), a template literal's `${…}` or a number; `…` stands for
 * the rest of a long message.
 */
const root = path.resolve(import.meta.dirname, '../..');
const product = fs.readFileSync(path.join(root, 'docs/product.md'), 'utf8');

/**
 * Quotes that are not messages of ours, each with why: the specification's own messages for
 * screens we built differently (product.md says what we show instead), and examples of input.
 */
const notOurMessages: Record<string, string> = {
  'Failed to delete module: {message}': 'composed by the admin panel’s useFailure from "Failed to delete module" and the reason',
  'Failed to create content: …': 'composed by the admin panel’s useFailure from "Failed to create content" and the reason',
  'Failed to delete content: …': 'composed by the admin panel’s useFailure from "Failed to delete content" and the reason',
  'Failed to generate resume': 'the specification’s; a failed generation says "Resume generation failed. Please try again."',
  'Failed to fetch templates': 'the specification’s; our templates are part of the app and never fetched',
  'Failed to export resume': 'the specification’s; an export fails with "Export failed. Please try again later."',
  'Failed to get suggestions': 'the specification’s; the improver falls back to its offline rules when the model fails',
  'Resume generated successfully!': 'the specification’s; not shown by our builder',
  'Invalid resume.email: Invalid email format': 'an example of the 400 built from the field’s path and its rule',
  'Responsible for developing': 'an example of the weak opener the improver rewrites',
  'E D U C A T I O N': 'an example of a letter-spaced heading the ATS reads',
  'Failed to initiate payment': 'the specification’s; a checkout that cannot start shows the create-order messages of §1.8 (payments/payment-errors.ts)',
  'Failed to fetch submissions': 'the specification’s; the participant dashboard shows its load error with the server’s reason and Try again',
  'Pop-up blocked. Please allow pop-ups and try again.': 'the specification’s; sign-in goes through a redirect (or the desktop app’s browser), never a popup that could be blocked',
  'Failed to send notification': 'the specification’s; the organiser’s mail reports sends that failed as "Not sent" in its outcome',
};

function codeText(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|json|yaml)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  for (const dir of ['src-server', 'src-shared', 'src-renderer/src', 'src-main', 'resources']) walk(path.join(root, dir));
  return texts.join('\n').replaceAll('’', "'").replaceAll('\\u2019', "'");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A quote as a pattern over the code: placeholders and `…` match what fills them. */
function messagePattern(quote: string): RegExp {
  const pieces = quote.replaceAll('’', "'").split(/(\{[^}]*\}|…|\bN\b)/);
  const pattern = pieces
    .filter((piece) => piece !== '')
    .map((piece) => {
      if (piece === '…') return '[\\s\\S]{0,400}?';
      if (/^\{[^}]*\}$|^N$/.test(piece)) return '(?:\\{\\{\\s*\\w+\\s*\\}\\}|\\$\\{[^}]*\\}|\\{\\w+\\}|\\d+|[\\s\\S]{0,60}?)';
      return escape(piece);
    })
    .join('');
  return new RegExp(pattern);
}

/** Every '…' quote in product.md that starts with a capital and is long enough to be a message. */
const quotes = [...new Set([...product.matchAll(/'([A-Z][^'\n]{12,})'/g)].map((match) => match[1]!))];

describe('the messages quoted in docs/product.md', () => {
  const code = codeText();

  it('are found in the code', () => {
    expect(quotes.length).toBeGreaterThan(200);
    const missing = quotes.filter((quote) => !(quote in notOurMessages) && !messagePattern(quote).test(code));
    expect(missing).toEqual([]);
  });

  it('list only exceptions that are still quoted and still not in the code', () => {
    const stale = Object.keys(notOurMessages).filter((quote) => !quotes.includes(quote) || messagePattern(quote).test(code));
    expect(stale).toEqual([]);
  });

  it('match a placeholder to what fills it, and fail on a reworded message', () => {
    expect(messagePattern('You’re in: team {team}').test("`You're in: team ${name}`")).toBe(true);
    expect(messagePattern('Saved {count} changes').test("'Saved {{count}} changes'")).toBe(true);
    expect(messagePattern('Team name must be at least 3 characters long').test("'Team names need at least 3 characters'")).toBe(false);
  });
});
