import path from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import type { PaperSize } from '@shared/resume/paper';
import { registerResumeFonts, resumeFontFiles, type ResumeFontName, type ResumeFontSources } from '@shared/resume/pdf/fonts';
import { ResumeDocument } from '@shared/resume/pdf/ResumeDocument';
import type { Resume } from '@shared/resume/resume';
import type { TemplateId } from '@shared/resume/templates';

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

/** The resume as PDF bytes, drawn by the same template module the browser's preview uses. */
export async function renderResumePdf(fonts: ResumeFontSources, request: ResumePdfRequest): Promise<Buffer> {
  registerResumeFonts(fonts);
  return renderToBuffer(ResumeDocument(request));
}
