import type { Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import type { ExportFormat } from '@shared/api/hackathon-admin-export';
import type { PdfFonts } from '../pdf/fonts';
import { csvStream } from './export-csv';
import { excelStream } from './export-excel';
import { documentFrom, type ExportShape } from './export-pages';
import { pdfStream } from './export-pdf';

/** What the heavy-work pool gets to build an export: its format and shape, and the port its rows come through. */
export interface ExportJobInput {
  format: ExportFormat;
  resourcesDir: string;
  shape: ExportShape;
  pages: MessagePort;
}

/**
 * Runs in a heavy-work thread: writes the whole file as the rows arrive a page at a time. The
 * file is returned whole, so a job stopped for time or memory answers a clear error before any
 * byte of a broken download has gone out.
 */
export async function buildExport({ format, shape, pages }: ExportJobInput, fonts: () => Promise<PdfFonts>): Promise<Uint8Array> {
  const document = documentFrom(pages, shape);
  try {
    const stream: Readable = format === 'csv' ? csvStream(document) : format === 'excel' ? excelStream(document) : pdfStream(await fonts(), document);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return Buffer.concat(chunks);
  } finally {
    pages.close();
  }
}
