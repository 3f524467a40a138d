import { describe, expect, it } from 'vitest';
import { textChange } from './text-change';

const apply = (text: string, change: ReturnType<typeof textChange>) => (change ? text.slice(0, change.index) + change.insert + text.slice(change.index + change.remove) : text);

describe('textChange', () => {
  it('replaces only the span between the common start and end', () => {
    expect(textChange('head MIDDLE tail', 'head m tail')).toEqual({ index: 5, remove: 6, insert: 'm' });
  });

  it('turns any text into any other', () => {
    const pairs: Array<[string, string]> = [
      ['', 'abc'],
      ['abc', ''],
      ['aaa', 'aaaa'],
      ['abab', 'ab'],
      ['print("v1")\nrefactored = True\n', 'print("v1")\n'],
      ['x', 'y'],
    ];
    for (const [current, next] of pairs) expect(apply(current, textChange(current, next))).toBe(next);
  });

  it('is undefined for equal texts', () => {
    expect(textChange('same', 'same')).toBeUndefined();
  });
});
