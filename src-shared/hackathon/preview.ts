/**
 * product.md §3.2.3 and §3.9: cards show the start of a long text (80 characters of the problem,
 * 60 of the impact, 100 of a submission) and the first few tech tags with a count of the rest.
 */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function previewText(text: string, length: number): string {
  const chars = Array.from(graphemes.segment(text.trim()), (part) => part.segment);
  if (chars.length <= length) return chars.join('');
  return `${chars.slice(0, length).join('').trimEnd()}…`;
}

export function previewTags(tags: readonly string[], shown: number): { shown: string[]; more: number } {
  return { shown: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}
