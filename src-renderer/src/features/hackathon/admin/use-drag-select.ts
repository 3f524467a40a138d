import { useCallback, useEffect, useLayoutEffect, useRef, type PointerEvent } from 'react';
import { dragSelection, startDrag, type DragStart } from './drag-select';

/** Presses on these keep their own meaning (a checkbox toggles, a button opens, a menu drops down). */
const interactive = 'button, a, input, select, textarea, [role="combobox"], [role="button"], [data-no-drag]';

function rowIndexAt(x: number, y: number): number | null {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-row-index]');
  const index = row?.dataset.rowIndex;
  return index === undefined ? null : Number(index);
}

/**
 * Drag-select over table rows with pointer events (product.md §3.2.6, "like a gallery"). A mouse or
 * pen press on a row starts it and moving over other rows extends it; a touch press only toggles
 * its row, because a touch drag on a phone must scroll the table.
 */
export function useDragSelect(ids: readonly string[], selection: ReadonlySet<string>, onChange: (next: Set<string>) => void) {
  // The press handler stays the same function across renders, so rows need not re-render when the
  // selection changes elsewhere; it reads the rows and selection of the latest render.
  const latest = useRef({ ids, selection, onChange });
  useLayoutEffect(() => {
    latest.current = { ids, selection, onChange };
  });
  // The rows and the setter as they were at the press: a page does not change under a drag.
  const drag = useRef<{ start: DragStart; ids: readonly string[]; onChange: (next: Set<string>) => void } | null>(null);

  const stop = useCallback(() => {
    drag.current = null;
    document.body.style.userSelect = '';
  }, []);

  useEffect(() => {
    const move = (event: globalThis.PointerEvent) => {
      const current = drag.current;
      if (!current) return;
      const index = rowIndexAt(event.clientX, event.clientY);
      if (index !== null) current.onChange(dragSelection(current.ids, current.start, index));
    };
    document.addEventListener('pointermove', move);
    document.addEventListener('pointerup', stop);
    document.addEventListener('pointercancel', stop);
    return () => {
      document.removeEventListener('pointermove', move);
      document.removeEventListener('pointerup', stop);
      document.removeEventListener('pointercancel', stop);
    };
  }, [stop]);

  const onRowPointerDown = useCallback((index: number, event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest(interactive)) return;
    const { ids, selection, onChange } = latest.current;
    const start = startDrag(ids, index, selection);
    onChange(dragSelection(ids, start, index));
    if (event.pointerType === 'touch') return;
    drag.current = { start, ids, onChange };
    // Without this the browser paints a text selection across the rows being dragged over.
    document.body.style.userSelect = 'none';
  }, []);

  return { onRowPointerDown };
}
