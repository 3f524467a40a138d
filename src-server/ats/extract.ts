import { twoColumnPages, type PageRuns, type TextRun } from '@shared/ats/layout';
import { atsMessageTable } from '@shared/ats/messages';
import { atsLimits } from '@shared/ats/rules';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { z } from 'zod';
import { AppError } from '../errors';

/**
 * A resume file's text, as an ATS reads it (product.md §2.11). The type is decided by the first
 * bytes, never by the name: a PDF starts with '%PDF-' (readers allow a little junk before it), a
 * DOCX is a ZIP holding word/document.xml. Nothing here stores or logs the file or its text.
 */
export type ResumeFileType = 'pdf' | 'docx';

export interface ExtractedResume {
  type: ResumeFileType;
  text: string;
  /** A PDF's page count; null for a DOCX, which has no pages until it is laid out. */
  pages: number | null;
  /** A PDF's pages laid out in two columns. */
  twoColumnPages: number[];
}

export interface ExtractOptions {
  /** How long a PDF may take to read before it is refused; pages are read one by one against it. */
  pdfDeadlineMs?: number;
}

export const defaultPdfDeadlineMs = atsLimits.readMs;

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', atsMessageTable.ref('unsupported'), 415);
const unreadable = (message: IdentifiedMessage) => new AppError('VALIDATION', message, 422);

const zipMagic = Buffer.from('PK\x03\x04', 'latin1');
/** An OLE compound file: an old .doc, or a password-protected DOCX (Office encrypts into this). */
const compoundMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

type Sniffed = 'pdf' | 'zip' | 'compound' | undefined;

export function sniffResume(bytes: Buffer): Sniffed {
  if (bytes.subarray(0, 1024).includes('%PDF-', 0, 'latin1')) return 'pdf';
  if (bytes.subarray(0, 4).equals(zipMagic)) return 'zip';
  if (bytes.subarray(0, 8).equals(compoundMagic)) return 'compound';
  return undefined;
}

/** Line ends made '\n', NULs dropped, runs of spaces made one, blank runs made one blank line. */
export function tidyText(text: string): string {
  return text
    .replaceAll(/\r\n?/g, '\n')
    .replaceAll('\u0000', '')
    .replaceAll(/[ \t\u00a0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replaceAll(/\n{3,}/g, '\n\n')
    .trim();
}

const letters = /[\p{L}\p{N}]/gu;

/** What a text-content chunk of pdf.js holds, read as the unknown it is (the stream is untyped). */
const textChunk = z.object({
  items: z.array(
    z.union([
      z.object({ str: z.string(), hasEOL: z.boolean(), transform: z.array(z.unknown()), width: z.number() }),
      z.object({ type: z.string() }),
    ]),
  ),
});

/**
 * One page's text as unpdf's extractText joins it, and its runs' positions for the layout check.
 * The text is read as pdf.js streams it, chunk by chunk, and reading stops inside the page as soon
 * as it passes `budget` characters: a page built of megabytes of text operators is not read whole.
 */
async function readPage(pdf: PdfDocument, pageNumber: number, budget: number): Promise<{ text: string; layout: PageRuns }> {
  const page = await pdf.getPage(pageNumber);
  const reader = page.streamTextContent().getReader();
  let done = false;
  try {
    const [, , width] = page.view;
    let text = '';
    const runs: TextRun[] = [];
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) {
        done = true;
        break;
      }
      for (const item of textChunk.parse(chunk.value).items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
        const x = item.transform[4];
        const y = item.transform[5];
        if (typeof x === 'number' && typeof y === 'number') runs.push({ x, y, width: item.width, chars: item.str.match(letters)?.length ?? 0 });
      }
      if (text.length > budget) throw unreadable(atsMessageTable.ref('tooMuchText'));
    }
    return { text, layout: { width: width ?? 0, runs } };
  } finally {
    // Not cancel(): pdf.js's own pump then writes into the closed stream and throws where no one
    // can catch it. Letting go of the reader leaves the rest to pdf.destroy(), which ends the page.
    if (!done) reader.releaseLock();
    page.cleanup();
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function pdfText(bytes: Buffer, deadlineMs: number): Promise<{ text: string; pages: number; twoColumnPages: number[] }> {
  const started = performance.now();
  let pdf: PdfDocument;
  try {
    // No eval and no scripts: a PDF's JavaScript is never run; verbosity 0 keeps pdf.js quiet.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, enableXfa: false, verbosity: 0 });
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') throw unreadable(atsMessageTable.ref('passwordPdf'));
    throw unreadable(atsMessageTable.ref('damaged'));
  }
  try {
    // pdf.js rebuilds what it can of a broken file; one left with no pages is damaged, not scanned.
    if (pdf.numPages === 0) throw unreadable(atsMessageTable.ref('damaged'));
    if (pdf.numPages > atsLimits.pdfPages) throw unreadable(atsMessageTable.ref('tooManyPages'));
    const texts: string[] = [];
    const layouts: PageRuns[] = [];
    let chars = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      if (performance.now() - started > deadlineMs) throw unreadable(atsMessageTable.ref('tooSlow'));
      // Stop reading as soon as the text is more than a resume's, inside the page, not after it.
      const { text, layout } = await readPage(pdf, pageNumber, atsLimits.textChars * 2 - chars);
      chars += text.length;
      texts.push(text);
      layouts.push(layout);
    }
    return { text: texts.join('\n'), pages: pdf.numPages, twoColumnPages: twoColumnPages(layouts) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(atsMessageTable.ref('damaged'));
  } finally {
    await pdf.destroy();
  }
}

/** jszip keeps the sizes of its central directory in a private field; read it as the unknown it is. */
const declaredSize = z.object({ _data: z.object({ uncompressedSize: z.number() }) });
/** More entries than any DOCX has: a ZIP built to be slow to list. */
const maxEntries = 2000;

/** What the entry really inflates to, stopping as soon as it passes `budget`: the directory's sizes may lie. */
function inflatedSize(file: JSZip.JSZipObject, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    // jszip's stream is an old-style Node stream (events only, not async-iterable).
    const stream = file.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= budget) return;
      stream.pause();
      stream.removeAllListeners('data');
      reject(unreadable(atsMessageTable.ref('zipBomb')));
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(size));
  });
}

async function docxText(bytes: Buffer): Promise<string> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw unreadable(atsMessageTable.ref('damaged'));
  }
  if (!zip.file('word/document.xml')) throw unsupported();
  const files = Object.values(zip.files).filter((file) => !file.dir);
  if (files.length > maxEntries) throw unreadable(atsMessageTable.ref('zipBomb'));
  // The directory first (free), then the real inflation, counted, before mammoth unpacks anything.
  const declared = files.reduce((sum, file) => sum + (declaredSize.safeParse(file).data?._data.uncompressedSize ?? 0), 0);
  if (declared > atsLimits.docxUnpackedBytes) throw unreadable(atsMessageTable.ref('zipBomb'));
  let budget = atsLimits.docxUnpackedBytes;
  try {
    for (const file of files) budget -= await inflatedSize(file, budget);
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(atsMessageTable.ref('damaged'));
  }
}

/** The resume's text, or the 4xx that says what is wrong with the file. */
export async function extractResume(bytes: Buffer, { pdfDeadlineMs = defaultPdfDeadlineMs }: ExtractOptions = {}): Promise<ExtractedResume> {
  if (bytes.length === 0) throw unreadable(atsMessageTable.ref('emptyFile'));
  const sniffed = sniffResume(bytes);
  if (sniffed === 'compound') throw unreadable(atsMessageTable.ref('protectedOffice'));
  if (!sniffed) throw unsupported();
  const { type, text, pages, twoColumnPages } =
    sniffed === 'pdf' ? { type: 'pdf' as const, ...(await pdfText(bytes, pdfDeadlineMs)) } : { type: 'docx' as const, text: await docxText(bytes), pages: null, twoColumnPages: [] };
  const tidy = tidyText(text);
  if (tidy.length > atsLimits.textChars) throw unreadable(atsMessageTable.ref('tooMuchText'));
  // A scanned page has no text layer; a few stray characters (a page number) are not a resume either.
  if (tidy.replaceAll(/[^\p{L}\p{N}]/gu, '').length < 20) throw unreadable(atsMessageTable.ref(type === 'pdf' ? 'scanned' : 'noText'));
  return { type, text: tidy, pages, twoColumnPages };
}
