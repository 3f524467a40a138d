import fs from 'node:fs';
import path from 'node:path';
import { renderResumePdf } from '@server/resume/pdf';
import type { BridgeResult, ResumePdfRequest } from '@shared/bridge';
import type { ResumeFontSources } from '@shared/resume/pdf/fonts';
import { resumeFileName } from '@shared/resume/pdf/layout';

export interface ResumePdfService {
  fonts: ResumeFontSources;
  /** The system's save dialog (Electron's), opened on the learner's window; undefined when cancelled. */
  chooseFile: (senderId: number, suggestedName: string) => Promise<string | undefined>;
  /** YYYY-MM-DD on this computer, for marking expired certificates. */
  today: () => string;
}

/**
 * The resume builder's PDF on the desktop: a file the learner picks in the save dialog, drawn by
 * the same template module (src-shared/resume/pdf) as the preview and the server's export.
 */
export async function saveResumePdf(service: ResumePdfService, senderId: number, request: ResumePdfRequest): Promise<BridgeResult<'resume.savePdf'>> {
  const chosen = await service.chooseFile(senderId, resumeFileName(request.resume, 'pdf'));
  if (chosen === undefined) return { saved: false, fileName: null };
  const file = /\.pdf$/i.test(chosen) ? chosen : `${chosen}.pdf`;
  const pdf = await renderResumePdf(service.fonts, { ...request, today: service.today() });
  await fs.promises.writeFile(file, pdf);
  return { saved: true, fileName: path.basename(file) };
}
