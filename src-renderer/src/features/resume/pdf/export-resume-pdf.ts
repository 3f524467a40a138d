import type { PaperSize } from '@shared/resume/paper';
import type { Resume } from '@shared/resume/resume';
import type { TemplateId } from '@shared/resume/templates';

/** Placeholder until the PDF templates land: the resume drawn as a PDF in the browser. */
export async function exportResumePdf(resume: Resume, template: TemplateId, paper: PaperSize): Promise<Blob> {
  return new Blob([JSON.stringify({ resume, template, paper })], { type: 'application/json' });
}
