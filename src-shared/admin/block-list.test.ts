import { describe, expect, it } from 'vitest';
import { contentBlockBody } from '../courses/blocks';
import { dropIndex, duplicateItem, insertItem, moveItem, removeItem, replaceItem } from './block-list';
import { blockTypes, insertMarker, newBlockBody, tidyBlock } from './block-templates';

const list: readonly string[] = ['a', 'b', 'c', 'd'];

describe('moving a block', () => {
  it('takes it out and puts it at the target index', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
  });
  it('clamps a target past either end, so Alt+ArrowUp on the first block changes nothing', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 4)).toEqual(list);
    expect(moveItem(list, 2, 99)).toEqual(['a', 'b', 'd', 'c']);
  });
  it('leaves the list alone for an index that is not there, and never changes its input', () => {
    const input = [...list];
    expect(moveItem(input, 7, 0)).toEqual(list);
    moveItem(input, 0, 3);
    expect(input).toEqual(list);
  });
});

describe('dropping a dragged block', () => {
  it('lands before the upper half and after the lower half of the block under it', () => {
    // Dragging "a" (0) onto the lower half of "c" (2) puts it after "c".
    expect(moveItem(list, 0, dropIndex(0, 2, true))).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 0, dropIndex(0, 2, false))).toEqual(['b', 'a', 'c', 'd']);
    // Dragging "d" (3) onto the upper half of "a" (0) puts it first.
    expect(moveItem(list, 3, dropIndex(3, 0, false))).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 3, dropIndex(3, 0, true))).toEqual(['a', 'd', 'b', 'c']);
  });
  it('changes nothing when dropped on itself', () => {
    expect(moveItem(list, 1, dropIndex(1, 1, true))).toEqual(list);
    expect(moveItem(list, 1, dropIndex(1, 1, false))).toEqual(list);
  });
});

describe('inserting, duplicating, removing and replacing', () => {
  it('inserts at an index, clamped to the ends', () => {
    expect(insertItem(list, 1, 'x')).toEqual(['a', 'x', 'b', 'c', 'd']);
    expect(insertItem(list, 99, 'x')).toEqual(['a', 'b', 'c', 'd', 'x']);
    expect(insertItem([], 0, 'x')).toEqual(['x']);
  });
  it('puts a copy right after the original', () => {
    expect(duplicateItem(list, 1, (item) => `${item}2`)).toEqual(['a', 'b', 'b2', 'c', 'd']);
    expect(duplicateItem(list, 9, (item) => item)).toEqual(list);
  });
  it('removes and replaces by index', () => {
    expect(removeItem(list, 0)).toEqual(['b', 'c', 'd']);
    expect(removeItem(list, -1)).toEqual(list);
    expect(replaceItem(list, 2, 'x')).toEqual(['a', 'b', 'x', 'd']);
  });
});

describe('new blocks', () => {
  it('offers every block type the reader draws', () => {
    expect(new Set(blockTypes)).toEqual(new Set(contentBlockBody.options.map((option) => option.shape.type.value)));
  });
  it('start with the reader defaults and are not publishable until filled in', () => {
    expect(newBlockBody('divider')).toEqual({ type: 'divider', style: 'line', height: 50 });
    expect(contentBlockBody.safeParse(newBlockBody('divider')).success).toBe(true);
    for (const type of blockTypes.filter((t) => t !== 'divider')) expect(contentBlockBody.safeParse(newBlockBody(type)).success, type).toBe(false);
  });
  it('leave out the optional texts an author left empty when saved', () => {
    expect(tidyBlock({ type: 'code', language: 'python', content: 'print(1)', title: ' ', description: '', expectedOutput: '' })).toEqual({
      type: 'code',
      language: 'python',
      content: 'print(1)',
    });
    expect(tidyBlock({ type: 'image', url: 'https://x.in/a.png', alt: 'A', caption: 'Cap', width: '50%' })).toHaveProperty('caption', 'Cap');
  });
});

describe('text markers', () => {
  it('put the marker on its own paragraph at the caret, the caret after it', () => {
    expect(insertMarker('First.\nSecond.', 6, 'TIP')).toEqual({ content: 'First.\n\nTIP: \n\nSecond.', caret: 13 });
    expect(insertMarker('', 0, 'NOTE')).toEqual({ content: 'NOTE: ', caret: 6 });
    expect(insertMarker('Intro', 5, 'WARNING')).toEqual({ content: 'Intro\n\nWARNING: ', caret: 16 });
  });
});
