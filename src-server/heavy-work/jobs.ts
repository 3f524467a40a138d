import type { AtsScoreReply } from '@shared/api/ats';
import type { ReadCourseFile } from '../admin/course-file-read';
import type { CertificateDocument } from '../hackathon/certificate-pdf';
import type { ExportJobInput } from '../hackathon/export-build';
import type { ReceiptDocument } from '../payments/receipt-pdf';
import type { PdfFonts } from '../pdf/fonts';
import type { ResumePdfRequest } from '../resume/pdf';

/**
 * The jobs the heavy-work pool runs, each a function of plain data (what crosses to a worker
 * thread by structured clone) to plain data. They run inside a worker; the request loop only
 * ever calls them through `HeavyWork.run`. Each imports its modules on first use, so a thread
 * that only imports course files never loads pdf.js or react-pdf (seconds on a busy machine).
 */

const fontsByDir = new Map<string, Promise<PdfFonts>>();
/** Each worker reads the PDF fonts once, on its first certificate or receipt. */
const pdfFonts = (resourcesDir: string): Promise<PdfFonts> => {
  let fonts = fontsByDir.get(resourcesDir);
  if (!fonts) {
    fonts = import('../pdf/fonts').then(({ loadPdfFonts }) => loadPdfFonts(resourcesDir));
    fontsByDir.set(resourcesDir, fonts);
  }
  return fonts;
};

/**
 * Each job is a loader: it imports the job's modules, then gives the function to run. The worker
 * loads before it starts the job's clock, so a cold thread's imports never count as the job's time.
 */
export const jobs = {
  /** The ATS checker: the resume file read and scored against the job description. */
  atsScore: async () => {
    const [{ extractResume }, { analyseAts }] = await Promise.all([import('../ats/extract'), import('@shared/ats/analyse')]);
    return async ({ file, jobDescription }: { file: Uint8Array; jobDescription: string }): Promise<AtsScoreReply> => {
      const resume = await extractResume(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
      return { ...analyseAts(resume.text, jobDescription, resume), extractedText: resume.text, file: { type: resume.type, pages: resume.pages } };
    };
  },
  resumePdf: async () => {
    const { renderResumePdf, resumeFontPaths } = await import('../resume/pdf');
    return ({ resourcesDir, request }: { resourcesDir: string; request: ResumePdfRequest }): Promise<Uint8Array> => renderResumePdf(resumeFontPaths(resourcesDir), request);
  },
  courseFile: async () => {
    const { readCourseFile } = await import('../admin/course-file-read');
    return async ({ yaml }: { yaml: string }): Promise<ReadCourseFile> => readCourseFile(yaml);
  },
  certificatePdf: async () => {
    const { renderCertificatePdf } = await import('../hackathon/certificate-pdf');
    return async ({ resourcesDir, certificates }: { resourcesDir: string; certificates: CertificateDocument[] }): Promise<Uint8Array> =>
      renderCertificatePdf(await pdfFonts(resourcesDir), certificates);
  },
  receiptPdf: async () => {
    const { renderReceiptPdf } = await import('../payments/receipt-pdf');
    return async ({ resourcesDir, receipt }: { resourcesDir: string; receipt: ReceiptDocument }): Promise<Uint8Array> => renderReceiptPdf(await pdfFonts(resourcesDir), receipt);
  },
  /** The organisers' CSV, Excel and PDF exports, their rows asked for a page at a time (hackathon/export-pages.ts). */
  registrationExport: async () => {
    const { buildExport } = await import('../hackathon/export-build');
    return (input: ExportJobInput): Promise<Uint8Array> => buildExport(input, () => pdfFonts(input.resourcesDir));
  },
  /** The admin's course export: a stored course document written out as a course file. */
  courseExport: async () => {
    const { writeCourseFile } = await import('../admin/course-file-write');
    return async ({ documentJson }: { documentJson: string }): Promise<string> => writeCourseFile(documentJson);
  },
  /**
   * Tests only: holds its worker thread (synchronously, as a slow parse does) until `release[0]`
   * is set, so a test can prove the request loop answers while a job runs. Given a second slot,
   * it sets `release[1]` once it holds the thread.
   */
  hold: async () => async ({ release }: { release: Int32Array }): Promise<'released'> => {
    if (release.length > 1) {
      Atomics.store(release, 1, 1);
      Atomics.notify(release, 1);
    }
    Atomics.wait(release, 0, 0);
    return 'released';
  },
};

export type Jobs = typeof jobs;
export type JobName = keyof Jobs;
type JobFunction<K extends JobName> = Awaited<ReturnType<Jobs[K]>>;
export type JobInput<K extends JobName> = Parameters<JobFunction<K>>[0];
export type JobOutput<K extends JobName> = Awaited<ReturnType<JobFunction<K>>>;
