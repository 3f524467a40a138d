import type { PaperSize } from '@shared/resume/paper';
import type { Resume } from '@shared/resume/resume';
import type { TemplateId } from '@shared/resume/templates';

/**
 * The resume as a PDF drawn in the browser (no round trip to the server), in the template and
 * paper chosen. The first call loads the PDF chunk and the fonts the template uses.
 */
export async function exportResumePdf(resume: Resume, template: TemplateId, paper: PaperSize): Promise<Blob> {
  const { renderResumePdfBlob } = await import('./render-resume-pdf');
  return renderResumePdfBlob(resume, template, paper);
}
