/**
 * Gallery-style drag selection (product.md §3.2.6). A drag that starts on an unselected row adds
 * every row between its start and the row under the pointer; one that starts on a selected row
 * removes them. The range is recomputed from the selection as it was when the drag began, so
 * dragging back over rows gives them their earlier state again.
 */
export interface DragStart {
  anchor: number;
  adding: boolean;
  before: ReadonlySet<string>;
}

export function startDrag(ids: readonly string[], anchor: number, selection: ReadonlySet<string>): DragStart {
  const id = ids[anchor];
  return { anchor, adding: id === undefined || !selection.has(id), before: new Set(selection) };
}

export function dragSelection(ids: readonly string[], drag: DragStart, current: number): Set<string> {
  const next = new Set(drag.before);
  const from = Math.max(0, Math.min(drag.anchor, current));
  const to = Math.min(ids.length - 1, Math.max(drag.anchor, current));
  for (const id of ids.slice(from, to + 1)) {
    if (drag.adding) next.add(id);
    else next.delete(id);
  }
  return next;
}
