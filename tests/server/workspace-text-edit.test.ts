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
          const [before, after] = first.index <= second.index ? [first, second] : [second, first];
          fc.pre(before.index + before.remove < after.index);
          const mine = applyChange(base, first);
          const theirs = applyChange(base, second);
          // The reduced spans may differ from the edits made (a repeated character), but the
          // texts they produce are what both edits made to base.
          const both = applyChange(applyChange(base, after), before);
          const mineSpan = textChange(base, mine);
          const theirSpan = textChange(base, theirs);
          fc.pre(!!mineSpan && !!theirSpan && (mineSpan.index + mineSpan.remove < theirSpan.index || theirSpan.index + theirSpan.remove < mineSpan.index));
          expect(applyChange(mine, rebaseChange(base, mine, theirs))).toBe(both);
        },
      ),
      { numRuns: 300 },
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
