import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChange, rebaseChange } from '@shared/workspace/text-edit';
import { textChange } from '@shared/workspace/text-change';

// A small alphabet, so repeated characters (where a diff could pick the wrong copy) are common.
const text = fc.string({ unit: fc.constantFrom('a', 'b', '\n', 'é', '😀'), maxLength: 30 });

/** A random span of `source` replaced: what an editor does to a file in one edit. */
const editOf = (source: string) =>
  fc
    .tuple(fc.nat({ max: source.length }), fc.nat({ max: source.length }), text)
    .map(([a, b, insert]) => ({ index: Math.min(a, b), remove: Math.abs(a - b), insert }));

describe('rebaseChange', () => {
  it('turns current into next when current has not moved from base', () => {
    fc.assert(
      fc.property(text, text, (base, next) => {
        expect(applyChange(base, rebaseChange(base, base, next))).toBe(next);
      }),
    );
  });

  it('keeps both edits when they touch different parts of the text', () => {
    fc.assert(
      fc.property(
        text.chain((base) => fc.tuple(fc.constant(base), editOf(base), editOf(base))),
        ([base, first, second]) => {
          const mine = applyChange(base, first);
          const theirs = applyChange(base, second);
          // What each side changed, as the copy sees it: the one span between common start and end
          // (with a repeated character it may sit elsewhere than the edit made, same text).
          const mineSpan = textChange(base, mine);
          const theirSpan = textChange(base, theirs);
          fc.pre(mineSpan !== undefined && theirSpan !== undefined);
          const [left, right] = mineSpan.index <= theirSpan.index ? [mineSpan, theirSpan] : [theirSpan, mineSpan];
          fc.pre(left.index + left.remove < right.index);
          const both = applyChange(applyChange(base, right), left);
          expect(applyChange(mine, rebaseChange(base, mine, theirs))).toBe(both);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('lets the incoming text win over a span both sides changed, keeping the rest of current', () => {
    const base = 'one\ntwo\nthree\n';
    const mine = 'ONE\ntwo\nthree\n';
    expect(applyChange(mine, rebaseChange(base, mine, 'one\ntwo\nthree!\n'))).toBe('ONE\ntwo\nthree!\n');
    expect(applyChange(mine, rebaseChange(base, mine, 'uno\ntwo\nthree\n'))).toBe('uno\ntwo\nthree\n');
  });

  it('always gives a change current can take, and nothing when next is base', () => {
    fc.assert(
      fc.property(text, text, text, (base, current, next) => {
        const change = rebaseChange(base, current, next);
        if (next === base) expect(change).toBeUndefined();
        if (change) {
          expect(change.index).toBeGreaterThanOrEqual(0);
          expect(change.remove).toBeGreaterThanOrEqual(0);
          expect(change.index + change.remove).toBeLessThanOrEqual(current.length);
        }
      }),
    );
  });
});
