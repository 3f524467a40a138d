import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { PdfScript } from './script-runs';
import { layoutLines, type Line } from './text-layout';

export type PdfWeight = 'regular' | 'bold';

const families: Record<PdfScript, string> = { latin: 'NotoSans', devanagari: 'NotoSansDevanagari', telugu: 'NotoSansTelugu' };
const weights: Record<PdfWeight, string> = { regular: 'Regular', bold: 'Bold' };
const scripts = Object.keys(families) as PdfScript[];
const weightNames = Object.keys(weights) as PdfWeight[];

const fontName = (script: PdfScript, weight: PdfWeight) => `${families[script]}-${weights[weight]}`;

/**
 * The font files every PDF draws with, read once at start-up from `resources/fonts` (Noto, under
 * the SIL Open Font License beside them). The standard PDF fonts have only Windows-1252, so a
 * learner's name in Devanagari or Telugu, or the rupee sign, would print as '?'.
 */
export type PdfFonts = ReadonlyMap<string, Buffer>;

export async function loadPdfFonts(resourcesDir: string): Promise<PdfFonts> {
  const names = scripts.flatMap((script) => weightNames.map((weight) => fontName(script, weight)));
  const files = await Promise.all(names.map(async (name) => [name, await readFile(path.join(resourcesDir, 'fonts', `${name}.ttf`))] as const));
  return new Map(files);
}

/** Makes the fonts known to a document; pdfkit embeds only the glyphs a document uses. */
export function registerPdfFonts(doc: PDFKit.PDFDocument, fonts: PdfFonts): void {
  for (const [name, file] of fonts) doc.registerFont(name, file);
  doc.font(fontName('latin', 'regular'));
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'center' | 'right';
}

/** pdfkit keeps the current font's metrics (in thousandths of the size) and size on fields its types leave out. */
const fontMetrics = z.object({ ascender: z.number() });

/** How far below the line's top the baseline falls, in points, for the current font and size. */
function ascent(doc: PDFKit.PDFDocument): number {
  return (fontMetrics.parse(Reflect.get(doc, '_font')).ascender / 1000) * z.number().parse(Reflect.get(doc, '_fontSize'));
}

interface Layout {
  lines: Line[];
  lineHeight: number;
  /** Shared by every script on a line, so Devanagari and Latin letters stand on one baseline. */
  baseline: number;
}

function linesOf(doc: PDFKit.PDFDocument, text: string, weight: PdfWeight, width: number): Layout {
  const used = new Set<PdfScript>(['latin']);
  const lines = layoutLines(text, width, (part, script) => {
    used.add(script);
    return doc.font(fontName(script, weight)).widthOfString(part);
  });
  const lineHeight = Math.max(...[...used].map((script) => doc.font(fontName(script, weight)).currentLineHeight(true)));
  const baseline = Math.max(...[...used].map((script) => ascent(doc.font(fontName(script, weight)))));
  return { lines, lineHeight, baseline };
}

/** The height `drawText` will take for this text in this box, at the document's font size. */
export function heightOfText(doc: PDFKit.PDFDocument, text: string, weight: PdfWeight, width: number): number {
  const { lines, lineHeight } = linesOf(doc, text, weight, width);
  return lines.length * lineHeight;
}

/**
 * Draws a text whose parts may be in different scripts, each part in the family that has its
 * letters, wrapped within the box; the document's cursor ends below it, at the box's left edge.
 */
export function drawText(doc: PDFKit.PDFDocument, text: string, weight: PdfWeight, box: TextBox): PDFKit.PDFDocument {
  const { lines, lineHeight, baseline } = linesOf(doc, text, weight, box.width);
  let y = box.y;
  for (const line of lines) {
    let x = box.align === 'center' ? box.x + (box.width - line.width) / 2 : box.align === 'right' ? box.x + box.width - line.width : box.x;
    for (const piece of line.pieces) {
      doc.font(fontName(piece.script, weight)).text(piece.text, x, y + baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += piece.width;
    }
    y += lineHeight;
  }
  doc.font(fontName('latin', weight));
  doc.x = box.x;
  doc.y = y;
  return doc;
}
