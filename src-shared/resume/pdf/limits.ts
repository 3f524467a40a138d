import type { Resume } from '../resume';

/** What one resume PDF may grow to (**ours**): a resume is one or two pages. */
export const resumePdfLimits = {
  pages: 10,
  /**
   * Measured: a resume of bullet points prints about 3,000 characters a page, dense prose up to
   * 5,000. A resume holding more than the cap's pages at 4,000 is refused before anything is
   * drawn (drawing a dozen pages takes react-pdf seconds).
   */
  charsPerPage: 4_000,
} as const;

/** Characters of text the resume holds, counting every string it has (ids and dates too: an over-estimate). */
export function resumeTextLength(resume: Resume): number {
  let total = 0;
  const walk = (value: unknown): void => {
    if (typeof value === 'string') total += value.length;
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(resume);
  return total;
}

/** True when the resume surely prints on more pages than the cap, told without drawing it. */
export function surelyTooLong(resume: Resume): boolean {
  return resumeTextLength(resume) > resumePdfLimits.charsPerPage * resumePdfLimits.pages;
}

