import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { indiaTime, type ExportCell, type ExportColumn, type ExportDocument } from './export-document';
import { drained } from './export-stream';

/**
 * A spreadsheet opening the CSV runs a cell that starts with one of these as a formula; a team
 * named `=HYPERLINK(...)` must stay text, so such a cell is written after a quote (OWASP "CSV
 * injection").
 */
const formulaStart = /^[=+\-@\t\r]/;
/** A phone number in E.164 starts with + but is only digits after it: no formula, so no quote. */
const e164 = /^\+\d{8,15}$/;

function csvCell(cell: ExportCell, column: ExportColumn | undefined): string {
  if (typeof cell === 'number') return column?.kind === 'decimal' ? cell.toFixed(2) : String(cell);
  if (column?.kind === 'time') return indiaTime(cell);
  return formulaStart.test(cell) && !e164.test(cell) ? `'${cell}` : cell;
}

/**
 * The document as CSV with a byte-order mark, so Excel reads the UTF-8 (₹, names in any script).
 * Several tables (the analytics) follow one another, each under its title, a blank line apart.
 * After each page of rows the writer waits for the download to take them; a failed read or a
 * closed download ends both sides.
 */
export function csvStream(document: ExportDocument): Readable {
  const out = stringify({ bom: true });
  const several = document.tables.length > 1;
  const write = async () => {
    for (const [index, table] of document.tables.entries()) {
      if (several) {
        if (index > 0) out.write(['']);
        out.write([table.title]);
      }
      out.write(table.columns.map((column) => column.header));
      for await (const page of table.pages()) {
        if (out.destroyed) return;
        for (const row of page) out.write(row.map((cell, i) => csvCell(cell, table.columns[i])));
        await drained(out);
      }
    }
    out.end();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
