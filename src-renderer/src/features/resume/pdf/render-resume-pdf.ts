import { pdf } from '@react-pdf/renderer';
import type { PaperSize } from '@shared/resume/paper';
import { registerResumeFonts, type ResumeFontSources } from '@shared/resume/pdf/fonts';
import { ResumeDocument } from '@shared/resume/pdf/ResumeDocument';
import type { Resume } from '@shared/resume/resume';
import type { TemplateId } from '@shared/resume/templates';

/**
 * The resume fonts as URLs Vite copies into the build (the same files the server reads from
 * resources/fonts); react-pdf fetches each only when a document first uses it. Written as
 * `new URL(…, import.meta.url)` with literal paths, which Vite turns into hashed asset URLs.
 */
const fontUrls: ResumeFontSources = {
  sans: {
    regular: new URL('../../../../../resources/fonts/NotoSans-Regular.ttf', import.meta.url).href,
    bold: new URL('../../../../../resources/fonts/NotoSans-Bold.ttf', import.meta.url).href,
  },
  serif: {
    regular: new URL('../../../../../resources/fonts/NotoSerif-Regular.ttf', import.meta.url).href,
    bold: new URL('../../../../../resources/fonts/NotoSerif-Bold.ttf', import.meta.url).href,
  },
  devanagari: {
    regular: new URL('../../../../../resources/fonts/NotoSansDevanagari-Regular.ttf', import.meta.url).href,
    bold: new URL('../../../../../resources/fonts/NotoSansDevanagari-Bold.ttf', import.meta.url).href,
  },
  telugu: {
    regular: new URL('../../../../../resources/fonts/NotoSansTelugu-Regular.ttf', import.meta.url).href,
    bold: new URL('../../../../../resources/fonts/NotoSansTelugu-Bold.ttf', import.meta.url).href,
  },
};

/** Today in the learner's own time zone, for marking expired certificates. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The resume drawn in the browser by the shared template module, the same PDF the server's export
 * answers. Loaded on demand: react-pdf and its layout engine are a large chunk no other screen needs.
 */
export async function renderResumePdfBlob(resume: Resume, template: TemplateId, paper: PaperSize): Promise<Blob> {
  registerResumeFonts(fontUrls);
  return pdf(ResumeDocument({ resume, template, paper, today: localToday() })).toBlob();
}
