import type { TemplateId } from '../templates';

/**
 * How each template looks (templates.ts promises it): its face, colours, header and heading style.
 * The section order lives in layout.ts; everything else about a page is the same, so all five
 * print the same text in the same reading order for an ATS.
 */
export interface ResumeTheme {
  font: 'sans' | 'serif';
  /** Body text size in points; headings and the name scale from it. */
  size: number;
  text: string;
  muted: string;
  accent: string;
  /** left: name at the left; center: centred name and contact line; band: name on a coloured band across the top. */
  header: 'left' | 'center' | 'band';
  bandColor: string;
  bandText: string;
  nameSize: number;
  heading: {
    size: number;
    color: string;
    upperCase: boolean;
    /** A rule under the heading (Modern, Tech), above it (Classic), or none (Executive uses a side bar). */
    rule: 'below' | 'above' | 'none';
    ruleColor: string;
    /** A bar at the heading's left edge, in the accent colour. */
    bar: boolean;
  };
  /** Skills as category lines (`Frameworks: React (Advanced)`) or as boxed tags under each category. */
  skills: 'lines' | 'tags';
  /** The summary set a size larger, as the Executive template promises. */
  largeSummary: boolean;
  margin: number;
}

const base: ResumeTheme = {
  font: 'sans',
  size: 10,
  text: '#1f2328',
  muted: '#57606a',
  accent: '#1d5fa8',
  header: 'left',
  bandColor: '#1d5fa8',
  bandText: '#ffffff',
  nameSize: 24,
  heading: { size: 11.5, color: '#1d5fa8', upperCase: true, rule: 'below', ruleColor: '#9fbbe0', bar: false },
  skills: 'lines',
  largeSummary: false,
  margin: 40,
};

export const resumeThemes: Record<TemplateId, ResumeTheme> = {
  'latex-modern': base,
  'latex-classic': {
    ...base,
    font: 'serif',
    text: '#000000',
    muted: '#333333',
    accent: '#000000',
    header: 'center',
    nameSize: 22,
    heading: { size: 11.5, color: '#000000', upperCase: true, rule: 'above', ruleColor: '#000000', bar: false },
    margin: 48,
  },
  'latex-tech': {
    ...base,
    size: 9.5,
    text: '#16202a',
    accent: '#0f766e',
    header: 'band',
    bandColor: '#16202a',
    bandText: '#e6fffa',
    nameSize: 22,
    heading: { size: 11, color: '#0f766e', upperCase: false, rule: 'below', ruleColor: '#99d6cf', bar: false },
    skills: 'tags',
    margin: 36,
  },
  'latex-executive': {
    ...base,
    size: 10.5,
    text: '#1b1f24',
    muted: '#4b5563',
    accent: '#7a1f2b',
    header: 'band',
    bandColor: '#f3ece4',
    bandText: '#7a1f2b',
    nameSize: 26,
    heading: { size: 12.5, color: '#1b1f24', upperCase: false, rule: 'none', ruleColor: '#7a1f2b', bar: true },
    largeSummary: true,
    margin: 44,
  },
  'latex-academic': {
    ...base,
    font: 'serif',
    text: '#111827',
    muted: '#4b5563',
    accent: '#3b3f8f',
    header: 'center',
    nameSize: 20,
    heading: { size: 11, color: '#3b3f8f', upperCase: false, rule: 'below', ruleColor: '#3b3f8f', bar: false },
    margin: 50,
  },
};
