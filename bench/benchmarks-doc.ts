/**
 * `docs/benchmarks.md` keeps the latest `bench:all` table between two markers, so the dated
 * figures live in one place that the bench rewrites and a person never copies by hand.
 */
export const tableStart = '<!-- bench:all table: written by `npm run bench:all` -->';
export const tableEnd = '<!-- end of bench:all table -->';

export type BenchRow = Record<string, string | number>;

export function markdownTable(rows: BenchRow[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: string | number | undefined) => String(value ?? '').replaceAll('|', '\\|');
  return [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column])).join(' | ')} |`),
  ].join('\n');
}

/** The document with its latest table replaced, or added at the end when it has none yet. */
export function withLatestTable(doc: string, heading: string, rows: BenchRow[]): string {
  const block = `${tableStart}\n${heading}\n\n${markdownTable(rows)}\n${tableEnd}`;
  const start = doc.indexOf(tableStart);
  const end = doc.indexOf(tableEnd);
  if (start >= 0 && end > start) return doc.slice(0, start) + block + doc.slice(end + tableEnd.length);
  return `${doc.trimEnd()}\n\n## Latest full run\n\n${block}\n`;
}
