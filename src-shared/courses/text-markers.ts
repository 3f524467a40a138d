/**
 * Parses a text block's content (product.md §2.3 "text supports markers") into pieces the reader draws:
 * paragraphs, bullet and numbered lists, fenced code, and callouts for the marker keywords. Pure, so
 * the renderer never needs to trust HTML from content.
 */
export const calloutMarkers = [
  'NOTE',
  'TIP',
  'WARNING',
  'IMPORTANT',
  'EXAMPLE',
  'DEF',
  'OUTPUT',
  'PREREQUISITE',
  'LEARNING_OUTCOME',
  'QUIZ',
  'ASSIGNMENT',
  'PROJECT',
  'RESOURCE',
  'INTERACTIVE',
] as const;
export type CalloutMarker = (typeof calloutMarkers)[number];

export type TextPiece =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[]; start: number }
  | { kind: 'code'; language: string; code: string }
  | { kind: 'callout'; marker: CalloutMarker; text: string };

const markerPattern = new RegExp(`^(${calloutMarkers.join('|')}):\\s*`);
const bullet = /^\s*[-*]\s+/;
const numbered = /^\s*\d+[.)]\s+/;

function paragraphPiece(lines: string[]): TextPiece {
  const text = lines.join('\n');
  const marker = markerPattern.exec(text);
  if (marker) return { kind: 'callout', marker: marker[1] as CalloutMarker, text: text.slice(marker[0].length).trim() };
  if (lines.every((line) => bullet.test(line))) return { kind: 'list', ordered: false, items: lines.map((l) => l.replace(bullet, '')), start: 1 };
  if (lines.every((line) => numbered.test(line))) {
    // Steps split by explanations keep counting: a list that starts at "3." is shown from 3.
    return { kind: 'list', ordered: true, items: lines.map((l) => l.replace(numbered, '')), start: Number.parseInt(lines[0] ?? '1', 10) || 1 };
  }
  return { kind: 'paragraph', text: lines.map((l) => l.trim()).join(' ') };
}

export function parseTextMarkers(content: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const lines = content.replace(/\r\n/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) pieces.push(paragraphPiece(paragraph));
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fence = /^\s*```\s*([\w+#-]*)\s*$/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !/^\s*```\s*$/.test(lines[i] ?? ''); i++) code.push(lines[i] ?? '');
      pieces.push({ kind: 'code', language: fence[1] || 'text', code: code.join('\n') });
      continue;
    }
    if (line.trim() === '') flush();
    else paragraph.push(line);
  }
  flush();
  return pieces;
}

export type InlinePiece = { kind: 'text' | 'code' | 'bold' | 'emphasis'; text: string };

/**
 * Inline `code`, **bold** and *emphasis* inside a paragraph, list item or callout. A single star
 * emphasises only when it hugs a word on both sides, so `2 * 3 * 4` and `a*b` stay as written.
 */
export function parseInline(text: string): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|(?<![\w*])\*(?![\s*])([^*\n]+?)(?<![\s*])\*(?![\w*])/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) pieces.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) pieces.push({ kind: 'code', text: match[1] });
    else if (match[2] !== undefined) pieces.push({ kind: 'bold', text: match[2] });
    else pieces.push({ kind: 'emphasis', text: match[3] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/** A line without the marker keyword that opens it ("DEF: A variable…" → "A variable…"): the keyword is for the reader's callouts, never for quoting. */
export function withoutMarker(line: string): string {
  return line.replace(markerPattern, '');
}

/** Plain words of a text block, for read time, search and the tutor: every paragraph's marker goes, not only the first. */
export function plainText(content: string): string {
  return content
    .split('\n')
    .map(withoutMarker)
    .join('\n')
    .replace(/```[\w+#-]*|`|\*\*?/g, ' ');
}
