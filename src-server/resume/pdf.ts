import path from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import type { PaperSize } from '@shared/resume/paper';
import { registerResumeFonts, resumeFontFiles, type ResumeFontName, type ResumeFontSources } from '@shared/resume/pdf/fonts';
import { resumeMessageTable } from '@shared/resume/messages';
import { resumePdfLimits, surelyTooLong } from '@shared/resume/pdf/limits';
import { ResumeDocument } from '@shared/resume/pdf/ResumeDocument';
import type { Resume } from '@shared/resume/resume';
import type { TemplateId } from '@shared/resume/templates';
import { AppError } from '../errors';

/** The resume fonts as files under `resources/fonts`; react-pdf reads each once, when first used. */
export function resumeFontPaths(resourcesDir: string): ResumeFontSources {
  const pair = (name: ResumeFontName) => ({
    regular: path.join(resourcesDir, 'fonts', resumeFontFiles[name].regular),
    bold: path.join(resourcesDir, 'fonts', resumeFontFiles[name].bold),
  });
  return { sans: pair('sans'), serif: pair('serif'), devanagari: pair('devanagari'), telugu: pair('telugu') };
}

export interface ResumePdfRequest {
  resume: Resume;
  template: TemplateId;
  paper: PaperSize;
  /** YYYY-MM-DD, for marking expired certificates. */
  today: string;
}

/** Pages of a drawn PDF: each page object says `/Type /Page` (the page tree says `/Pages`). */
export function countPdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

const tooManyPages = () => new AppError('VALIDATION', resumeMessageTable.ref('pdfTooManyPages', { pages: resumePdfLimits.pages }), 422);

/**
 * The resume as PDF bytes, drawn by the same template module the browser's preview uses. A resume
 * whose text surely fills more than the page cap is refused before drawing; one that turns out
 * longer once drawn is refused after.
 */
export async function renderResumePdf(fonts: ResumeFontSources, request: ResumePdfRequest): Promise<Buffer> {
  if (surelyTooLong(request.resume)) throw tooManyPages();
  registerResumeFonts(fonts);
  const pdf = await renderToBuffer(ResumeDocument(request));
  if (countPdfPages(pdf) > resumePdfLimits.pages) throw tooManyPages();
  return pdf;
}
