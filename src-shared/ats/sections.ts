/**
 * What an ATS reads from a resume's text besides keywords (product.md §2.11): contact details, the
 * sections by their headings, and the dates.
 */

export const atsSections = ['summary', 'experience', 'education', 'skills', 'projects', 'certificates'] as const;
export type AtsSection = (typeof atsSections)[number];

/** The plain headings an ATS recognises, as people write them (lower case, '&' read as 'and'). */
const headings: Record<AtsSection, readonly string[]> = {
  summary: ['summary', 'professional summary', 'career summary', 'profile', 'professional profile', 'about', 'about me', 'objective', 'career objective', 'professional objective', 'overview'],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'internships',
    'internship',
    'internship experience',
    'relevant experience',
    'industry experience',
  ],
  education: ['education', 'academic background', 'academics', 'academic qualifications', 'educational qualifications', 'qualifications', 'education and training', 'academic details'],
  skills: ['skills', 'technical skills', 'key skills', 'core skills', 'core competencies', 'competencies', 'skills and tools', 'technologies', 'tech stack', 'tools and technologies', 'skill set', 'skillset'],
  projects: ['projects', 'personal projects', 'academic projects', 'key projects', 'project experience', 'selected projects', 'side projects'],
  certificates: ['certifications', 'certificates', 'certification', 'licenses and certifications', 'licences and certifications', 'courses and certifications', 'courses', 'training and certifications'],
};

const headingOf = new Map<string, AtsSection>(atsSections.flatMap((section) => headings[section].map((words): [string, AtsSection] => [words, section])));

/**
 * Headings that may lead a line of their own content ('Skills: Python, SQL'). Not the ones that
 * need entries below them, nor 'Technologies', which the builder prints inside each project.
 */
const inlineHeadings = new Set(['summary', 'professional summary', 'profile', 'objective', 'career objective', 'skills', 'technical skills', 'key skills', 'core skills', 'certifications', 'certificates']);

/** A line's words as a heading would be compared: lower case, no bullets or trailing colon, 'E X P' joined. */
function headingWords(line: string): string {
  const words = line
    .trim()
    .replace(/^[#*•·●▪■◦>\-–\s]+/u, '')
    .replace(/[:：\-–—\s]+$/u, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .split(/\s+/)
    .filter(Boolean);
  // Letter-spaced headings ('S K I L L S') read as one word.
  if (words.length > 3 && words.every((word) => word.length === 1)) return words.join('');
  return words.join(' ');
}

export interface DetectedSection {
  section: AtsSection;
  /** The heading as it stands in the text. */
  heading: string;
  /** Where the heading line starts and where the section ends (the next heading, or the end). */
  start: number;
  end: number;
}

/**
 * The sections whose headings stand on a line of their own ('Skills', 'WORK EXPERIENCE') or lead
 * a line before a colon ('Skills: Python, SQL'). A kind found twice keeps its first place.
 */
export function detectSections(text: string): DetectedSection[] {
  const found: DetectedSection[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    const inline = colon > 0 ? line.slice(0, colon) : '';
    const candidate = headingOf.has(headingWords(line)) ? line : inlineHeadings.has(headingWords(inline)) ? inline : undefined;
    const section = candidate === undefined ? undefined : headingOf.get(headingWords(candidate));
    if (candidate !== undefined && section) found.push({ section, heading: candidate.trim(), start: offset, end: text.length });
    offset += line.length + 1;
  }
  // A kind found again (a second 'Projects') belongs to the section before it.
  const seen = new Set<AtsSection>();
  const kept = found.filter(({ section }) => !seen.has(section) && Boolean(seen.add(section)));
  kept.forEach((section, i) => {
    section.end = kept[i + 1]?.start ?? text.length;
  });
  return kept;
}

/** The section a position of the text falls in, if any. */
export const sectionAt = (sections: readonly DetectedSection[], position: number): AtsSection | undefined =>
  sections.find((section) => position >= section.start && position < section.end)?.section;

export interface Contact {
  email: string | null;
  phone: string | null;
  /** LinkedIn, GitHub, portfolio and other web links, as written. */
  links: string[];
}

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
const phoneCandidates = /(?<![\d\w])\+?\(?\d[\d\s().-]{7,17}\d(?![\d\w])/g;
const yearRange = /^(?:19|20)\d{2}\s*[-–.]\s*(?:19|20)?\d{2}$/;
const linkPattern = /\b(?:https?:\/\/\S+|www\.\S+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|leetcode\.com|kaggle\.com|medium\.com)\/\S+)/giu;
/** A bare domain ('asha.dev') in lower case only: 'ASP.NET' and 'Socket.IO' are skills, not links. */
const bareDomain = /\b[a-z0-9-]+\.(?:dev|me|app|com|in)(?:\/\S*)?(?![\w.])/gu;

/** E-mail, phone (10 to 13 digits, as Indian and international numbers are written) and links. */
export function findContact(text: string): Contact {
  const email = emailPattern.exec(text)?.[0] ?? null;
  const phone =
    [...text.matchAll(phoneCandidates)]
      .map((match) => match[0].trim())
      .find((candidate) => {
        const digits = candidate.replaceAll(/\D/g, '').length;
        return digits >= 10 && digits <= 13 && !yearRange.test(candidate);
      }) ?? null;
  const withoutEmails = email ? text.replaceAll(email, ' ') : text;
  const full = [...withoutEmails.matchAll(linkPattern)].map((match) => match[0]);
  const bare = [...withoutEmails.replaceAll(linkPattern, ' ').matchAll(bareDomain)].map((match) => match[0]);
  const links = [...new Set([...full, ...bare].map((link) => link.replace(/[.,;)]+$/, '')))];
  return { email, phone, links };
}

const month = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const year = String.raw`(?:19|20)\d{2}`;

/** Month and four-digit year, numeric month and year, or a year standing alone: dates an ATS reads. */
const readableDate = new RegExp(String.raw`\b${month}\s*,?\s*${year}\b|\b(?:0?[1-9]|1[0-2])[/.-]${year}\b|\b${year}[/.-](?:0[1-9]|1[0-2])\b|\b${year}\b`, 'giu');
/**
 * Dates an ATS misreads: a two-digit year ("Jan '23", 'Jun 23'), a month and a two-digit year in
 * numbers ('06/23', but not a mark out of 10), and a short range of years ('2020-24').
 */
const unreadableDate = new RegExp(
  String.raw`\b${month}\s*['’]\s?\d{2}\b|\b${month}\s+\d{2}(?![\d:])(?!\s*,?\s*${year})|(?<![\d/.])(?:0[1-9]|1[0-2])\/(?!10\b)\d{2}(?![\d/])|\b${year}\s?[-–]\s?\d{2}(?![\d/])|['’]\d{2}\s?[-–]\s?['’]?\d{2}\b`,
  'giu',
);

export interface DateReading {
  /** How many dates an ATS can read. */
  readable: number;
  /** The dates as written that it cannot, at most a few. */
  unreadable: string[];
}

export function readDates(text: string): DateReading {
  const unreadable = [...text.matchAll(unreadableDate)].map((match) => match[0].trim());
  // A short range '2020-24' holds a readable '2020'; do not count it as read.
  const blanked = text.replaceAll(unreadableDate, (match) => ' '.repeat(match.length));
  const readable = [...blanked.matchAll(readableDate)].length;
  return { readable, unreadable: [...new Set(unreadable)].slice(0, 5) };
}

/** The words of a text, in any script: a resume's length. */
export const wordCount = (text: string): number => text.match(/[\p{L}\p{N}\p{M}]+(?:['’.-][\p{L}\p{N}\p{M}]+)*/gu)?.length ?? 0;
