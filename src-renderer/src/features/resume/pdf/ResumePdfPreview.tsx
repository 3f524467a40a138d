import { Text } from '@mantine/core';
import type { PaperSize } from '@shared/resume/paper';
import type { Resume } from '@shared/resume/resume';
import type { TemplateId } from '@shared/resume/templates';

export interface ResumePdfPreviewProps {
  resume: Resume;
  template: TemplateId;
  paper: PaperSize;
}

/** Placeholder until the PDF templates land: the live preview of the resume as its PDF. */
export function ResumePdfPreview({ template }: ResumePdfPreviewProps) {
  return <Text c="dimmed">Preview of {template}</Text>;
}
