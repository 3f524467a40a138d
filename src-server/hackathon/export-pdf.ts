import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { drawText, heightOfText, type PdfFonts, type PdfWeight, registerPdfFonts } from '../pdf/fonts';
import { indiaTime, type ExportCell, type ExportColumn, type ExportDocument, type ExportTable } from './export-document';
import { drained } from './export-stream';

const margin = 28;
const fontSize = 6.5;
const padding = 2;

function pdfCell(cell: ExportCell, column: ExportColumn | undefined): string {
  if (typeof cell === 'number') return column?.kind === 'decimal' ? cell.toFixed(2) : String(cell);
  return column?.kind === 'time' ? indiaTime(cell) : cell;
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
function drawRow(doc: PDFKit.PDFDocument, layout: Layout, cells: string[], weight: PdfWeight, onNewPage: () => void): void {
  doc.fontSize(fontSize);
  const cellWidth = (i: number) => (layout.widths[i] ?? 0) - 2 * padding;
  const height = Math.max(...cells.map((cell, i) => heightOfText(doc, cell, weight, cellWidth(i)))) + 2 * padding;
  if (doc.y + height > doc.page.height - margin) {
    doc.addPage();
    onNewPage();
    doc.fontSize(fontSize);
  }
  const top = doc.y;
  cells.forEach((cell, i) => drawText(doc, cell, weight, { x: (layout.x[i] ?? 0) + padding, y: top + padding, width: cellWidth(i) }));
  doc
    .moveTo(margin, top + height)
    .lineTo(doc.page.width - margin, top + height)
    .lineWidth(0.3)
    .strokeColor('#ced4da')
    .stroke();
  doc.y = top + height;
}

/**
 * "Page N" centred in the bottom margin, drawn as each page starts (the total is not known while
 * rows stream in, and buffering every page to count them would hold the whole export in memory).
 * The text cursor is put back, so the table carries on where it was.
 */
function drawPageNumber(doc: PDFKit.PDFDocument, page: number): void {
  const { x, y } = doc;
  doc.fontSize(fontSize).fillColor('#495057');
  drawText(doc, `Page ${page}`, 'regular', { x: margin, y: doc.page.height - margin + 8, width: doc.page.width - 2 * margin, align: 'center' });
  doc.fillColor('#212529');
  doc.x = x;
  doc.y = y;
}

/**
 * The document as a landscape A4 PDF, each page numbered, its tables one after another with the header row repeated
 * on every page. pdfkit writes each finished page out (no page buffering), and after each page of
 * rows the writer waits for the download.
 */
export function pdfStream(fonts: PdfFonts, document: ExportDocument): Readable {
  const out = new PassThrough();
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin, info: { Title: document.title, Author: 'Kodeshala' } });
  doc.pipe(out);
  registerPdfFonts(doc, fonts);
  let pages = 1;
  drawPageNumber(doc, pages);
  doc.on('pageAdded', () => {
    pages += 1;
    drawPageNumber(doc, pages);
  });
  const fullWidth = doc.page.width - 2 * margin;
  const write = async () => {
    drawText(doc.fontSize(14).fillColor('#212529'), document.title, 'bold', { x: margin, y: margin, width: fullWidth });
    for (const table of document.tables) {
      const layout = layoutOf(doc, table);
      const headers = table.columns.map((column) => column.header);
      const header = () => drawRow(doc, layout, headers, 'bold', () => undefined);
      doc.moveDown(0.8).fontSize(10);
      drawText(doc, table.title, 'bold', { x: margin, y: doc.y, width: fullWidth });
      doc.moveDown(0.3);
      header();
      for await (const page of table.pages()) {
        if (out.destroyed) return;
        for (const row of page) {
          drawRow(
            doc,
            layout,
            row.map((cell, i) => pdfCell(cell, table.columns[i])),
            'regular',
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
