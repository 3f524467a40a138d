import { linkHref } from '../contact-rules';
import { skillCategories, skillLevelName, type Resume, type Skill, type SkillCategory } from '../resume';
import type { TemplateId } from '../templates';

/**
 * What the templates print, decided apart from how they draw it: the sections in each template's
 * order, their headings, dates and links as text. Pure, so it is tested without a PDF.
 */

export const standardSections = ['summary', 'experience', 'education', 'skills', 'projects', 'certificates', 'languages'] as const;
export type StandardSection = (typeof standardSections)[number];
/** A section of the page: one of the standard ones, or every custom section in its place. */
export type SectionSlot = StandardSection | 'custom';

/**
 * The headings, the same in every template: the plain words an ATS looks for, never 'My Journey'.
 * A custom section is headed by its own title. They stay English whatever language the builder
 * speaks (its own words are in features/resume/locales): the resume goes to employers.
 */
export const sectionTitles = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certificates: 'Certifications',
  languages: 'Languages',
} as const satisfies Record<StandardSection, string>;

/**
 * Each template's order, after its best_for (templates.ts): Tech shows skills and projects before
 * experience, Executive leads with the summary and experience and ends with education, Academic
 * starts with education and keeps custom sections (publications, awards) close to it.
 */
export const sectionOrder: Record<TemplateId, readonly SectionSlot[]> = {
  'latex-modern': ['summary', 'experience', 'education', 'skills', 'projects', 'certificates', 'languages', 'custom'],
  'latex-classic': ['summary', 'experience', 'education', 'skills', 'certificates', 'projects', 'languages', 'custom'],
  'latex-tech': ['summary', 'skills', 'projects', 'experience', 'education', 'certificates', 'languages', 'custom'],
  'latex-executive': ['summary', 'experience', 'projects', 'skills', 'certificates', 'languages', 'custom', 'education'],
  'latex-academic': ['education', 'summary', 'custom', 'experience', 'projects', 'certificates', 'skills', 'languages'],
};

const hasText = (value: string) => value.trim() !== '';

/** Whether a section has anything to print; empty ones are left out with their heading. */
export function sectionHasContent(resume: Resume, section: StandardSection): boolean {
  switch (section) {
    case 'summary':
      return hasText(resume.summary);
    case 'experience':
      return resume.experiences.length > 0;
    case 'education':
      return resume.education.length > 0;
    case 'skills':
      return resume.skills.length > 0;
    case 'projects':
      return resume.projects.length > 0;
    case 'certificates':
      return resume.certificates.length > 0;
    case 'languages':
      return resume.languages.length > 0;
  }
}

/** The custom sections worth a heading: with a paragraph or at least one entry. */
export const printedCustomSections = (resume: Resume) => resume.customSections.filter((section) => hasText(section.content) || section.items.length > 0);

/** Every heading the resume prints, in the template's order: what a reader (or a test) finds on its pages. */
export function printedHeadings(resume: Resume, template: TemplateId): string[] {
  return sectionOrder[template].flatMap((slot) =>
    slot === 'custom' ? printedCustomSections(resume).map((section) => section.title) : sectionHasContent(resume, slot) ? [sectionTitles[slot]] : [],
  );
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2024-06' as 'Jun 2024'; a year alone as itself; anything else as typed. */
export function formatMonth(date: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(date.trim());
  if (!match) return date.trim();
  const month = months[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : (match[1] ?? '');
}

/** 'Jan 2023 – Present', 'Jan 2023 – Jun 2024', or whichever end is known. */
export function dateRange(start: string, end: string, current = false): string {
  const from = formatMonth(start);
  const to = current ? 'Present' : formatMonth(end);
  if (from && to) return `${from} – ${to}`;
  return from || to;
}

/** A link as printed: without the scheme and the trailing slash, the way people write it. */
export const linkLabel = (value: string): string =>
  value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');

export interface PrintedLink {
  label: string;
  href: string;
}

/** A link worth printing, or undefined for an empty or unusable one. */
export function printedLink(value: string): PrintedLink | undefined {
  const href = linkHref(value);
  return href ? { label: linkLabel(value), href } : undefined;
}

/** The contact line's links: e-mail, phone, then the four web links, each clickable. */
export function contactLinks(resume: Resume): PrintedLink[] {
  const links: PrintedLink[] = [];
  if (hasText(resume.email)) links.push({ label: resume.email.trim(), href: `mailto:${resume.email.trim()}` });
  if (hasText(resume.phone)) links.push({ label: resume.phone.trim(), href: `tel:${resume.phone.replaceAll(/[^\d+]/g, '')}` });
  for (const value of [resume.linkedin, resume.github, resume.website, resume.portfolio]) {
    const link = printedLink(value);
    if (link) links.push(link);
  }
  return links;
}

/**
 * A description as the builder's textarea holds it: each line a paragraph, and lines starting
 * with '-', '*' or '•' bullets, as learners write achievements.
 */
export function descriptionLines(text: string): Array<{ bullet: boolean; text: string }> {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const bullet = /^[-*•]\s*/.exec(line);
      return bullet ? { bullet: true, text: line.slice(bullet[0].length) } : { bullet: false, text: line };
    });
}

/** Skills by category, in the builder's category order, each with its level's name. */
export function skillGroups(skills: readonly Skill[]): Array<{ category: SkillCategory; skills: Array<{ name: string; level: string }> }> {
  return skillCategories
    .map((category) => ({
      category,
      skills: skills.filter((skill) => skill.category === category).map((skill) => ({ name: skill.name, level: skillLevelName(skill.level) })),
    }))
    .filter((group) => group.skills.length > 0);
}

/** The person's full name, as the header prints it. */
export const fullName = (resume: Pick<Resume, 'firstName' | 'lastName'>) => [resume.firstName.trim(), resume.lastName.trim()].filter(hasText).join(' ');

/**
 * The exported file's name: 'asha-verma-resume.pdf'. Letters of any script are kept (a browser and
 * the server's header both carry them), everything else becomes a dash.
 */
export function resumeFileName(resume: Pick<Resume, 'firstName' | 'lastName'>, extension: string, kind = 'resume'): string {
  const stem = fullName(resume)
    .toLowerCase()
    .replaceAll(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replaceAll(/^-+|-+$/g, '');
  return `${stem ? `${stem}-` : ''}${kind}.${extension}`;
}
