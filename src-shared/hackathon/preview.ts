/**
 * product.md §3.2.3 and §3.9: cards show the start of a long text (80 characters of the problem,
 * 60 of the impact, 100 of a submission) and the first few tech tags with a count of the rest.
 */
let graphemes: Intl.Segmenter | undefined;

// Printable ASCII, tabs and line feeds: each code unit is one character a reader sees, so such a
// text is cut without the segmenter, whose first use loads the browser's break data (about 25 ms
// of the hackathon landing's render).
const oneUnitPerCharacter = /^[\t\n\x20-\x7e]*$/;

export function previewText(text: string, length: number): string {
  const trimmed = text.trim();
  if (oneUnitPerCharacter.test(trimmed)) return trimmed.length <= length ? trimmed : `${trimmed.slice(0, length).trimEnd()}…`;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const chars: string[] = [];
  // One past the length tells a text that fits from one to cut; the rest is never segmented.
  for (const part of graphemes.segment(trimmed)) {
    if (chars.length > length) break;
    chars.push(part.segment);
  }
  if (chars.length <= length) return chars.join('');
  return `${chars.slice(0, length).join('').trimEnd()}…`;
}

export function previewTags(tags: readonly string[], shown: number): { shown: string[]; more: number } {
  return { shown: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}
