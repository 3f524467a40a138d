import { analyseAts } from '@shared/ats/analyse';
import type { AtsScoreReply } from '@shared/api/ats';
import { readCourseFile, type ReadCourseFile } from '../admin/course-file-read';
import { extractResume } from '../ats/extract';
import { renderCertificatePdf, type CertificateDocument } from '../hackathon/certificate-pdf';
import { renderReceiptPdf, type ReceiptDocument } from '../payments/receipt-pdf';
import { loadPdfFonts, type PdfFonts } from '../pdf/fonts';
import { renderResumePdf, resumeFontPaths, type ResumePdfRequest } from '../resume/pdf';

/**
 * The jobs the heavy-work pool runs, each a function of plain data (what crosses to a worker
 * thread by structured clone) to plain data. They run inside a worker; the request loop only
 * ever calls them through `HeavyWork.run`.
 */

const fontsByDir = new Map<string, Promise<PdfFonts>>();
/** Each worker reads the PDF fonts once, on its first certificate or receipt. */
const pdfFonts = (resourcesDir: string): Promise<PdfFonts> => {
  let fonts = fontsByDir.get(resourcesDir);
  if (!fonts) {
    fonts = loadPdfFonts(resourcesDir);
    fontsByDir.set(resourcesDir, fonts);
  }
  return fonts;
};

export const jobs = {
  /** The ATS checker: the resume file read and scored against the job description. */
  atsScore: async ({ file, jobDescription }: { file: Uint8Array; jobDescription: string }): Promise<AtsScoreReply> => {
    const resume = await extractResume(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
    return { ...analyseAts(resume.text, jobDescription, resume), extractedText: resume.text, file: { type: resume.type, pages: resume.pages } };
  },
  resumePdf: async ({ resourcesDir, request }: { resourcesDir: string; request: ResumePdfRequest }): Promise<Uint8Array> =>
    renderResumePdf(resumeFontPaths(resourcesDir), request),
  courseFile: async ({ yaml }: { yaml: string }): Promise<ReadCourseFile> => readCourseFile(yaml),
  certificatePdf: async ({ resourcesDir, certificate }: { resourcesDir: string; certificate: CertificateDocument }): Promise<Uint8Array> =>
    renderCertificatePdf(await pdfFonts(resourcesDir), certificate),
  receiptPdf: async ({ resourcesDir, receipt }: { resourcesDir: string; receipt: ReceiptDocument }): Promise<Uint8Array> =>
    renderReceiptPdf(await pdfFonts(resourcesDir), receipt),
  /**
   * Tests only: holds its worker thread (synchronously, as a slow parse does) until `release[0]`
   * is set, so a test can prove the request loop answers while a job runs.
   */
  hold: async ({ release }: { release: Int32Array }): Promise<'released'> => {
    Atomics.wait(release, 0, 0);
    return 'released';
  },
};

export type Jobs = typeof jobs;
export type JobName = keyof Jobs;
export type JobInput<K extends JobName> = Parameters<Jobs[K]>[0];
export type JobOutput<K extends JobName> = Awaited<ReturnType<Jobs[K]>>;
