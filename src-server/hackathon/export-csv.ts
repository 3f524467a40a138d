import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { indiaTime, type ExportCell, type ExportColumn, type ExportDocument } from './export-document';

/**
 * A spreadsheet opening the CSV runs a cell that starts with one of these as a formula; a team
 * named `=HYPERLINK(...)` must stay text, so such a cell is written after a quote (OWASP "CSV
 * injection").
 */
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(cell: ExportCell, column: ExportColumn | undefined): string {
  if (typeof cell === 'number') return column?.kind === 'decimal' ? cell.toFixed(2) : String(cell);
  if (column?.kind === 'time') return indiaTime(cell);
  return formulaStart.test(cell) ? `'${cell}` : cell;
}

async function* records(document: ExportDocument): AsyncGenerator<string[]> {
  // Several tables (the analytics) follow one another, each under its title, a blank line apart.
  const several = document.tables.length > 1;
  for (const [index, table] of document.tables.entries()) {
    if (several) {
      if (index > 0) yield [''];
      yield [table.title];
    }
    yield table.columns.map((column) => column.header);
    for await (const row of table.rows()) yield row.map((cell, i) => csvCell(cell, table.columns[i]));
  }
}

/**
 * The document as CSV with a byte-order mark, so Excel reads the UTF-8 (₹, names in any script).
 * `pipeline` carries backpressure from the download to the database reads, and a failed read or a
 * closed download ends both sides.
 */
export function csvStream(document: ExportDocument): Readable {
  const out = stringify({ bom: true });
  pipeline(Readable.from(records(document)), out, () => undefined);
  return out;
}
