/** The ATS checker's limits and messages (product.md §2.5, §2.8, §2.9 and §2.11). */

export const atsLimits = {
  /** §2.9: 5 MB. */
  fileBytes: 5 * 1024 * 1024,
  /** §2.9: at least 50 characters. */
  jobDescriptionMin: 50,
  /** **Ours**: a long advertisement is about 8,000 characters; more is not a job description. */
  jobDescriptionMax: 20_000,
  /** **Ours**: a resume is one or two pages; a PDF of more than this is not read. */
  pdfPages: 10,
  /** **Ours**: about fifteen pages of text; more is not a resume, and scoring it would take long. */
  textChars: 60_000,
  /** **Ours**: a resume's PDF reads in tens of milliseconds; a file that takes seconds is built to be slow. */
  readMs: 4_000,
  /** **Ours**: what a DOCX may unpack to, in all; a resume's is well under 1 MB. */
  docxUnpackedBytes: 25 * 1024 * 1024,
} as const;

export { atsMessages } from './messages';
