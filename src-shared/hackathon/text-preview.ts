/**
 * How cards shorten what they show (product.md §3.2.3 item 2, §3.2.5, §3.9): a text cut to its
 * first characters, and a list cut to its first items with a count of the rest.
 */
export function previewText(text: string, maxChars: number): string {
  const chars = Array.from(text.trim());
  // Counted in code points, so an emoji or a Devanagari sign is never split in half.
  return chars.length <= maxChars ? chars.join('') : `${chars.slice(0, maxChars).join('').trimEnd()}…`;
}

export interface ShownItems<T> {
  shown: T[];
  /** How many were left out; the card shows it as '+N'. */
  more: number;
}

export function firstItems<T>(items: readonly T[], count: number): ShownItems<T> {
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}
