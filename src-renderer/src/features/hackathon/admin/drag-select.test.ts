import { describe, expect, it } from 'vitest';
import { dragSelection, startDrag } from './drag-select';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('drag selection', () => {
  it('selects the rows between the start and the pointer, in either direction', () => {
    const drag = startDrag(ids, 1, new Set());
    expect([...dragSelection(ids, drag, 3)].sort()).toEqual(['b', 'c', 'd']);
    expect([...dragSelection(ids, drag, 0)].sort()).toEqual(['a', 'b']);
  });

  it('a plain press selects just its row', () => {
    expect([...dragSelection(ids, startDrag(ids, 2, new Set()), 2)]).toEqual(['c']);
  });

  it('keeps what was selected before the drag', () => {
    const drag = startDrag(ids, 3, new Set(['a']));
    expect([...dragSelection(ids, drag, 4)].sort()).toEqual(['a', 'd', 'e']);
  });

  it('a drag starting on a selected row deselects the range', () => {
    const drag = startDrag(ids, 1, new Set(['a', 'b', 'c', 'd']));
    expect([...dragSelection(ids, drag, 2)].sort()).toEqual(['a', 'd']);
  });

  it('dragging back restores the rows left behind', () => {
    const drag = startDrag(ids, 0, new Set(['e']));
    dragSelection(ids, drag, 3);
    expect([...dragSelection(ids, drag, 1)].sort()).toEqual(['a', 'b', 'e']);
  });

  it('clamps a pointer beyond the list', () => {
    expect(dragSelection(ids, startDrag(ids, 3, new Set()), 99).size).toBe(2);
  });
});
