import { type PdfScript, scriptRuns } from './script-runs';

export interface Piece {
  script: PdfScript;
  text: string;
  width: number;
}

export interface Line {
  pieces: Piece[];
  /** Without the trailing space, which alignment ignores. */
  width: number;
}

/** How wide a text is in a script's font at the document's size. */
export type Measure = (text: string, script: PdfScript) => number;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A word: the pieces up to and including a space. A word of several scripts ("Ravi's/रवि") keeps together. */
function wordsOf(text: string, measure: Measure): Piece[][] {
  const words: Piece[][] = [[]];
  for (const run of scriptRuns(text)) {
    for (const part of run.text.split(/(?<=\s)/u)) {
      if (!part) continue;
      words.at(-1)?.push({ script: run.script, text: part, width: measure(part, run.script) });
      if (/\s$/u.test(part)) words.push([]);
    }
  }
  return words.filter((word) => word.length > 0);
}

const widthOf = (pieces: readonly Piece[]) => pieces.reduce((sum, piece) => sum + piece.width, 0);

function trimmedWidth(pieces: readonly Piece[], measure: Measure): number {
  const last = pieces.at(-1);
  if (!last || !/\s$/u.test(last.text)) return widthOf(pieces);
  return widthOf(pieces) - last.width + measure(last.text.trimEnd(), last.script);
}

/** A word wider than the line is cut between letters (a long e-mail address in a narrow column). */
function splitWide(word: Piece[], width: number, measure: Measure): Piece[][] {
  const parts: Piece[][] = [[]];
  for (const piece of word) {
    for (const { segment } of graphemes.segment(piece.text)) {
      const segmentWidth = measure(segment, piece.script);
      const current = parts.at(-1) ?? [];
      if (current.length > 0 && widthOf(current) + segmentWidth > width) parts.push([]);
      const target = parts.at(-1) ?? [];
      const last = target.at(-1);
      if (last && last.script === piece.script) {
        last.text += segment;
        last.width += segmentWidth;
      } else target.push({ script: piece.script, text: segment, width: segmentWidth });
    }
  }
  return parts;
}

/**
 * A word wider than the line, in the parts it may break into without cutting a name: after an @,
 * a dot, a hyphen, a slash or an underscore (an e-mail address, a URL); a part still wider than
 * the line is then cut between letters.
 */
function breakWide(word: Piece[], width: number, measure: Measure): Piece[][] {
  const chunks: Piece[][] = [[]];
  for (const piece of word) {
    for (const part of piece.text.split(/(?<=[@./_-])/u)) {
      if (!part) continue;
      chunks.at(-1)?.push({ script: piece.script, text: part, width: measure(part, piece.script) });
      if (/[@./_-]$/u.test(part)) chunks.push([]);
    }
  }
  const parts: Piece[][] = [[]];
  for (const chunk of chunks.filter((c) => c.length > 0)) {
    const pieces = trimmedWidth(chunk, measure) > width ? splitWide(chunk, width, measure) : [chunk];
    for (const piece of pieces) {
      const current = parts.at(-1) ?? [];
      if (current.length > 0 && widthOf(current) + trimmedWidth(piece, measure) > width) parts.push([...piece]);
      else current.push(...piece);
    }
  }
  return parts.filter((part) => part.length > 0);
}

/**
 * Greedy line breaking at spaces of a text drawn in several fonts, which pdfkit's own wrapping
 * cannot do: its `continued` text mis-places centred and right-aligned parts in another font.
 */
export function layoutLines(text: string, width: number, measure: Measure): Line[] {
  const lines: Line[] = [];
  let current: Piece[] = [];
  const finish = () => {
    if (current.length > 0) lines.push({ pieces: current, width: trimmedWidth(current, measure) });
    current = [];
  };
  for (const paragraph of text.split('\n')) {
    for (const word of wordsOf(paragraph, measure)) {
      const parts = trimmedWidth(word, measure) > width ? breakWide(word, width, measure) : [word];
      for (const part of parts) {
        if (current.length > 0 && widthOf(current) + trimmedWidth(part, measure) > width) finish();
        current.push(...part);
      }
    }
    if (current.length === 0) lines.push({ pieces: [], width: 0 });
    finish();
  }
  return lines;
}
