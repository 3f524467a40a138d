/**
 * The block editor's list operations, kept pure so the drag, the keyboard and the buttons all move
 * blocks the same way (and the tests prove it). Each answers a new list and never changes its input;
 * an index out of range leaves the list as it was, so a stale drag or a double key press is harmless.
 */

const inRange = (items: readonly unknown[], index: number) => Number.isInteger(index) && index >= 0 && index < items.length;

/** Moves the item at `from` so that it ends up at index `to` (clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (!inRange(items, from)) return [...items];
  const target = Math.min(Math.max(Math.trunc(to), 0), items.length - 1);
  if (target === from) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

/**
 * Where a dragged item lands when dropped on the item at `over`: dropped on its upper half it goes
 * before that item, on its lower half after it. Answers the index to give moveItem.
 */
export function dropIndex(from: number, over: number, lowerHalf: boolean): number {
  const before = lowerHalf ? over + 1 : over;
  // Taking the dragged item out first shifts everything after it up by one.
  return before > from ? before - 1 : before;
}

/** Puts `item` at `index` (0 first; past the end appends). */
export function insertItem<T>(items: readonly T[], index: number, item: T): T[] {
  const at = Math.min(Math.max(Math.trunc(index), 0), items.length);
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/** A copy of the item at `index`, made by `copy`, placed right after it. */
export function duplicateItem<T>(items: readonly T[], index: number, copy: (item: T) => T): T[] {
  if (!inRange(items, index)) return [...items];
  return insertItem(items, index + 1, copy(items[index] as T));
}

export function removeItem<T>(items: readonly T[], index: number): T[] {
  if (!inRange(items, index)) return [...items];
  return items.filter((_, i) => i !== index);
}

export function replaceItem<T>(items: readonly T[], index: number, item: T): T[] {
  if (!inRange(items, index)) return [...items];
  return items.map((existing, i) => (i === index ? item : existing));
}
