import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { indiaTime, type ExportCell, type ExportColumn, type ExportDocument, type ExportTable } from './export-document';
import { drained } from './export-stream';

const margin = 28;
const fontSize = 6.5;
const padding = 2;

/**
 * The standard PDF fonts have only the Windows-1252 characters: the rupee sign is spelt out, as on
 * receipts, and any other character they lack (a name in Devanagari, an emoji) shows as '?' rather
 * than as a wrong glyph. The CSV and the workbook keep every character.
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const pdfText = (value: string) =>
  [...value.replaceAll('₹', 'INR')].map((char) => ((char.codePointAt(0) ?? 0) < 256 || winAnsiExtras.has(char) ? char : '?')).join('');

function pdfCell(cell: ExportCell, column: ExportColumn | undefined): string {
  if (typeof cell === 'number') return column?.kind === 'decimal' ? cell.toFixed(2) : String(cell);
  return pdfText(column?.kind === 'time' ? indiaTime(cell) : cell);
}

interface Layout {
  x: number[];
  widths: number[];
}

function layoutOf(doc: PDFKit.PDFDocument, table: ExportTable): Layout {
  const usable = doc.page.width - 2 * margin;
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (usable * column.width) / total);
  const x = widths.map((_, i) => margin + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  return { x, widths };
}

/** One row of cells, wrapped within their columns; a row that would cross the bottom starts a page. */
function drawRow(doc: PDFKit.PDFDocument, layout: Layout, cells: string[], bold: boolean, onNewPage: () => void): void {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
  const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (layout.widths[i] ?? 0) - 2 * padding }))) + 2 * padding;
  if (doc.y + height > doc.page.height - margin) {
    doc.addPage();
    onNewPage();
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
  }
  const top = doc.y;
  cells.forEach((cell, i) => doc.text(cell, (layout.x[i] ?? 0) + padding, top + padding, { width: (layout.widths[i] ?? 0) - 2 * padding }));
  doc
    .moveTo(margin, top + height)
    .lineTo(doc.page.width - margin, top + height)
    .lineWidth(0.3)
    .strokeColor('#ced4da')
    .stroke();
  doc.y = top + height;
}

/**
 * The document as a landscape A4 PDF, its tables one after another with the header row repeated
 * on every page. pdfkit writes each finished page out (no page buffering), and after each page of
 * rows the writer waits for the download.
 */
export function pdfStream(document: ExportDocument): Readable {
  const out = new PassThrough();
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin, info: { Title: pdfText(document.title), Author: 'Kodeshala' } });
  doc.pipe(out);
  const write = async () => {
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#212529').text(pdfText(document.title));
    for (const table of document.tables) {
      const layout = layoutOf(doc, table);
      const headers = table.columns.map((column) => pdfText(column.header));
      const header = () => drawRow(doc, layout, headers, true, () => undefined);
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).text(pdfText(table.title), margin);
      doc.moveDown(0.3);
      header();
      for await (const page of table.pages()) {
        if (out.destroyed) return;
        for (const row of page) {
          drawRow(
            doc,
            layout,
            row.map((cell, i) => pdfCell(cell, table.columns[i])),
            false,
            header,
          );
        }
        await drained(out);
      }
    }
    doc.end();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
