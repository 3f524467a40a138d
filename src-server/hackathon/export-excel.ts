import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { indiaWallClock, type ExportCell, type ExportColumn, type ExportDocument } from './export-document';
import { drained } from './export-stream';

const numberFormats: Partial<Record<ExportColumn['kind'], string>> = { decimal: '#,##0.00', time: 'yyyy-mm-dd hh:mm:ss', integer: '0' };

const excelCell = (cell: ExportCell, column: ExportColumn | undefined): ExportCell | Date =>
  column?.kind === 'time' && typeof cell === 'string' ? indiaWallClock(cell) : cell;

/** A sheet name: at most 31 characters, none of []:*?/\ (Excel's rules). */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/**
 * The document as an .xlsx workbook, one sheet per table, through exceljs's streaming writer: each
 * row is committed to the zip stream as it is written, and after each page of rows the writer waits
 * for the download to take what it has.
 */
export function excelStream(document: ExportDocument): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Kodeshala';
  workbook.title = document.title;
  const write = async () => {
    for (const table of document.tables) {
      const sheet = workbook.addWorksheet(sheetName(table.title), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = table.columns.map((column) => ({ width: Math.max(8, column.width / 5), style: { numFmt: numberFormats[column.kind] } }));
      const header = sheet.addRow(table.columns.map((column) => column.header));
      header.font = { bold: true };
      header.commit();
      for await (const page of table.pages()) {
        if (out.destroyed) return;
        for (const row of page) sheet.addRow(row.map((cell, i) => excelCell(cell, table.columns[i]))).commit();
        await drained(out);
      }
      sheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
