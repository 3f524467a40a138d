import { z } from 'zod';
import {
  emptyResume,
  languageProficiencies,
  resumeDatePattern,
  skillCategories,
  skillLevelName,
  skillLevels,
  type LanguageProficiency,
  type Resume,
  type SkillCategory,
} from './resume';

/**
 * The open JSON Resume format (https://jsonresume.org/schema, v1), so a learner can move in from
 * or out to other resume tools. What the format has no field for travels as extra properties on
 * its items (the schema allows them), so our own export reads back whole; other tools ignore them.
 * An import keeps what it can and leaves out what our builder has no place for.
 */
const str = z.string().optional().catch(undefined);
const strList = z.array(z.string()).optional().catch(undefined);

const jsonResumeInput = z
  .object({
    basics: z
      .object({
        name: str,
        label: str,
        email: str,
        phone: str,
        url: str,
        summary: str,
        location: z.object({ address: str, city: str, region: str, countryCode: str }).partial().optional().catch(undefined),
        profiles: z.array(z.object({ network: str, username: str, url: str })).optional().catch(undefined),
      })
      .optional()
      .catch(undefined),
    work: z
      .array(z.object({ name: str, position: str, location: str, startDate: str, endDate: str, summary: str, description: str, highlights: strList }))
      .optional()
      .catch(undefined),
    education: z
      .array(z.object({ institution: str, area: str, studyType: str, startDate: str, endDate: str, score: str, location: str, description: str }))
      .optional()
      .catch(undefined),
    skills: z.array(z.object({ name: str, level: str, keywords: strList, category: str })).optional().catch(undefined),
    projects: z
      .array(z.object({ name: str, description: str, highlights: strList, keywords: strList, startDate: str, endDate: str, url: str, repository: str }))
      .optional()
      .catch(undefined),
    certificates: z.array(z.object({ name: str, date: str, issuer: str, url: str, expiryDate: str, credentialId: str })).optional().catch(undefined),
    languages: z.array(z.object({ language: str, fluency: str, certification: str })).optional().catch(undefined),
  })
  .loose();

export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { city: string };
    profiles: Array<{ network: string; username?: string; url: string }>;
  };
  work: Array<Record<string, unknown>>;
  education: Array<Record<string, unknown>>;
  skills: Array<Record<string, unknown>>;
  projects: Array<Record<string, unknown>>;
  certificates: Array<Record<string, unknown>>;
  languages: Array<Record<string, unknown>>;
  meta: { version: string; lastModified?: string };
}

export const jsonResumeSchemaUrl = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** Leaves out empty strings and empty lists, as JSON Resume documents do. */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== undefined && !(Array.isArray(v) && v.length === 0))) as Partial<T>;
}

const usernameOf = (url: string) => url.replace(/\/+$/, '').split('/').pop() ?? '';

export function toJsonResume(resume: Resume): JsonResume {
  const profiles = [
    resume.linkedin && { network: 'LinkedIn', username: usernameOf(resume.linkedin), url: resume.linkedin },
    resume.github && { network: 'GitHub', username: usernameOf(resume.github), url: resume.github },
    resume.portfolio && { network: 'Portfolio', url: resume.portfolio },
  ].filter((p): p is { network: string; username?: string; url: string } => Boolean(p));
  return {
    $schema: jsonResumeSchemaUrl,
    basics: {
      ...compact({
        name: [resume.firstName, resume.lastName].filter(Boolean).join(' '),
        label: resume.jobTitle,
        email: resume.email,
        phone: resume.phone,
        url: resume.website,
        summary: resume.summary,
      }),
      name: [resume.firstName, resume.lastName].filter(Boolean).join(' '),
      ...(resume.location ? { location: { city: resume.location } } : {}),
      profiles,
    },
    // A current role has no end date, as JSON Resume writes it.
    work: resume.experiences.map((e) =>
      compact({ name: e.company, position: e.jobTitle, location: e.location, startDate: e.startDate, endDate: e.current ? '' : e.endDate, summary: e.description }),
    ),
    education: resume.education.map((e) =>
      compact({ institution: e.institution, studyType: e.degree, endDate: e.graduationDate, score: e.gpa, location: e.location, description: e.description }),
    ),
    skills: resume.skills.map((s) => ({ name: s.name, level: skillLevelName(s.level), keywords: [], category: s.category })),
    projects: resume.projects.map((p) =>
      compact({
        name: p.name,
        description: p.description,
        highlights: p.highlights,
        keywords: p.technologies,
        startDate: p.startDate,
        endDate: p.endDate,
        url: p.demo,
        repository: p.github,
      }),
    ),
    certificates: resume.certificates.map((c) => compact({ name: c.name, issuer: c.issuer, date: c.date, url: c.url, expiryDate: c.expiryDate, credentialId: c.credentialId })),
    languages: resume.languages.map((l) => compact({ language: l.name, fluency: l.proficiency, certification: l.certification })),
    meta: { version: 'v1.0.0', ...(resume.updatedAt ? { lastModified: resume.updatedAt } : {}) },
  };
}

/** A date as our builder keeps it: JSON Resume's ISO dates, shortened to the month when a day is given. */
function importDate(value: string | undefined): string {
  const v = (value ?? '').trim();
  const day = /^(\d{4}-\d{2})-\d{2}/.exec(v);
  if (day?.[1] && resumeDatePattern.test(day[1])) return day[1];
  return resumeDatePattern.test(v) ? v : '';
}

/** A certificate's dates keep their day: an expiry is checked to the day. */
const importFullDate = (value: string | undefined): string => {
  const v = (value ?? '').trim().slice(0, 10);
  return resumeDatePattern.test(v) ? v : '';
};

const levelByName: Record<string, number> = {
  ...Object.fromEntries(skillLevels.map((name, i) => [name.toLowerCase(), i + 1])),
  novice: 1,
  elementary: 2,
  competent: 3,
  proficient: 4,
  master: 5,
};

/** JSON Resume's free-text fluency in our six levels; an unknown one is Intermediate. */
export function proficiencyFor(fluency: string): LanguageProficiency {
  const f = fluency.trim().toLowerCase();
  const exact = languageProficiencies.find((p) => p.toLowerCase() === f);
  if (exact) return exact;
  if (/native|mother|bilingual/.test(f)) return 'Native';
  if (/fluent|full professional|advanced|c1|c2/.test(f)) return 'Advanced';
  if (/professional working|upper|b2/.test(f)) return 'Upper Intermediate';
  if (/limited working|elementary|a2/.test(f)) return 'Elementary';
  if (/beginner|basic|a1/.test(f)) return 'Beginner';
  return 'Intermediate';
}

const categoryFor = (value: string | undefined): SkillCategory | undefined => skillCategories.find((c) => c.toLowerCase() === (value ?? '').trim().toLowerCase());

const lines = (...parts: Array<string | string[] | undefined>) =>
  parts
    .flat()
    .map((p) => (p ?? '').trim())
    .filter(Boolean);

/**
 * A resume from a JSON Resume document. The result still needs `resumeSchema` (an imported
 * address may be malformed or a text too long): the builder shows what to fix, as for a typed one.
 * `newId` makes the items' ids (the browser's crypto.randomUUID).
 */
export function fromJsonResume(input: unknown, newId: () => string): Resume {
  const doc = jsonResumeInput.parse(input);
  const basics = doc.basics ?? {};
  const [firstName = '', ...rest] = (basics.name ?? '').trim().split(/\s+/);
  const profile = (network: RegExp) => basics.profiles?.find((p) => network.test(p.network ?? '') || network.test(p.url ?? ''))?.url ?? '';
  const location = basics.location;
  const resume = emptyResume();
  return {
    ...resume,
    firstName,
    lastName: rest.join(' '),
    email: basics.email?.trim() ?? '',
    phone: basics.phone?.trim() ?? '',
    location: location?.address?.trim() || lines(location?.city, location?.region, location?.countryCode).join(', '),
    linkedin: profile(/linkedin/i),
    github: profile(/github/i),
    website: basics.url?.trim() ?? '',
    portfolio: basics.profiles?.find((p) => /portfolio|behance|dribbble/i.test(p.network ?? ''))?.url ?? '',
    jobTitle: basics.label?.trim() ?? '',
    summary: basics.summary?.trim() ?? '',
    experiences: (doc.work ?? []).map((w) => ({
      id: newId(),
      jobTitle: w.position?.trim() ?? '',
      company: w.name?.trim() ?? '',
      location: w.location?.trim() ?? '',
      startDate: importDate(w.startDate),
      endDate: importDate(w.endDate),
      // Highlights become the description's points, as the builder writes them.
      description: lines(w.summary ?? w.description, (w.highlights ?? []).map((h) => `• ${h.trim()}`)).join('\n'),
      current: !w.endDate && Boolean(w.startDate),
    })),
    education: (doc.education ?? []).map((e) => ({
      id: newId(),
      degree: lines(e.studyType, e.area).join(e.studyType && e.area ? ' in ' : ''),
      institution: e.institution?.trim() ?? '',
      location: e.location?.trim() ?? '',
      graduationDate: importDate(e.endDate),
      gpa: e.score?.trim() ?? '',
      description: e.description?.trim() ?? '',
    })),
    // A JSON Resume skill is often a group ("Frontend" with keywords HTML, CSS): each keyword
    // becomes one of our skills at the group's level.
    skills: (doc.skills ?? []).flatMap((s) => {
      const level = levelByName[(s.level ?? '').trim().toLowerCase()] ?? 3;
      const names = s.keywords && s.keywords.length > 0 ? s.keywords : [s.name ?? ''];
      const category = categoryFor(s.category) ?? categoryFor(s.name) ?? 'Technical';
      return names.filter((n) => n.trim() !== '').map((name) => ({ id: newId(), name: name.trim(), level, category }));
    }),
    projects: (doc.projects ?? []).map((p) => ({
      id: newId(),
      name: p.name?.trim() ?? '',
      description: p.description?.trim() ?? '',
      technologies: lines(p.keywords),
      startDate: importDate(p.startDate),
      endDate: importDate(p.endDate),
      github: p.repository?.trim() || (/github\.com/i.test(p.url ?? '') ? (p.url ?? '').trim() : ''),
      demo: /github\.com/i.test(p.url ?? '') && !p.repository ? '' : (p.url?.trim() ?? ''),
      highlights: lines(p.highlights),
    })),
    certificates: (doc.certificates ?? []).map((c) => ({
      id: newId(),
      name: c.name?.trim() ?? '',
      issuer: c.issuer?.trim() ?? '',
      date: importFullDate(c.date),
      expiryDate: importFullDate(c.expiryDate),
      credentialId: c.credentialId?.trim() ?? '',
      url: c.url?.trim() ?? '',
    })),
    languages: (doc.languages ?? []).map((l) => ({
      id: newId(),
      name: l.language?.trim() ?? '',
      proficiency: proficiencyFor(l.fluency ?? ''),
      certification: l.certification?.trim() ?? '',
    })),
  };
}
