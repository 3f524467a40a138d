/**
 * The one change that turns `current` into `next`: the span between their common start and end,
 * replaced. A restore edits a shared file this way (product.md §3.10), so text it does not change
 * keeps its identity and a member's cursor outside the change stays where it was. Undefined when
 * the two are equal.
 */
export interface TextChange {
  index: number;
  remove: number;
  insert: string;
}

export function textChange(current: string, next: string): TextChange | undefined {
  if (current === next) return undefined;
  const shorter = Math.min(current.length, next.length);
  let start = 0;
  while (start < shorter && current[start] === next[start]) start++;
  let end = 0;
  while (end < shorter - start && current[current.length - 1 - end] === next[next.length - 1 - end]) end++;
  return { index: start, remove: current.length - start - end, insert: next.slice(start, next.length - end) };
}
