import { z } from 'zod';
import { text } from '../api/text';
import { withinCount, withinLength } from '../i18n/issue-message';
import type { MessageRef } from '../i18n/messages';
import { isValidEmail, isValidPhone, isValidUrl, resumeMessages } from './contact-rules';
import { itemMessages, resumeMessageTable } from './messages';
import { defaultTemplateId, templateIds } from './templates';

/**
 * The whole resume (product.md §2.3 "Resume"), one document per account: what the builder edits,
 * the server stores and the templates print. Every string is `text()` with a limit, so the same
 * schema checks a save on the server; the limits keep a full resume far below the 1 MB body limit.
 */

/** product.md §2.9: skill levels 1–5, by name. */
export const skillLevels = ['Beginner', 'Basic', 'Intermediate', 'Advanced', 'Expert'] as const;
export const defaultSkillLevel = 3;
export const skillCategories = ['Technical', 'Soft Skills', 'Languages', 'Tools', 'Frameworks', 'Other'] as const;
export type SkillCategory = (typeof skillCategories)[number];
export const languageProficiencies = ['Beginner', 'Elementary', 'Intermediate', 'Upper Intermediate', 'Advanced', 'Native'] as const;
export type LanguageProficiency = (typeof languageProficiencies)[number];

/** The name of a skill level, 'Intermediate' for 3. */
export const skillLevelName = (level: number): string => skillLevels[Math.min(Math.max(Math.round(level), 1), 5) - 1] ?? 'Intermediate';

export const resumeLimits = {
  name: 50,
  email: 254,
  phone: 25,
  shortText: 120,
  link: 300,
  summary: 2000,
  description: 3000,
  itemText: 300,
  id: 64,
  experiences: 30,
  education: 15,
  skills: 100,
  projects: 30,
  technologies: 30,
  highlights: 15,
  certificates: 40,
  languages: 20,
  customSections: 10,
  customItems: 30,
} as const;

export { itemMessages };

const tooLong = (max: number) => resumeMessageTable.ref('tooLong', { max });
/** A resume text of at most `max` characters, refused by its message's id. */
export const limitedText = (max: number) => withinLength(text().trim(), max, tooLong(max));
const optionalText = (max: number) => limitedText(max).default('');
const requiredText = (max: number, message: string) => withinLength(text().trim().min(1, message), max, tooLong(max));

const email = limitedText(resumeLimits.email)
  .refine((v) => v === '' || isValidEmail(v), resumeMessages.invalidEmail)
  .default('');
const phone = limitedText(resumeLimits.phone)
  .refine((v) => v === '' || isValidPhone(v), resumeMessages.invalidPhone)
  .default('');
const link = limitedText(resumeLimits.link)
  .refine((v) => v === '' || isValidUrl(v), resumeMessages.invalidUrl)
  .default('');

/**
 * A date as the builder's month picker writes it (2024-06); a year or a whole day is kept as
 * given, as imported resumes carry them. Empty: not given.
 */
export const resumeDatePattern = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;
const date = text()
  .trim()
  .refine((v) => v === '' || resumeDatePattern.test(v), itemMessages.date)
  .default('');
const id = text().trim().min(1).max(resumeLimits.id);
/** A list of at most `max` items, refused with `tooMany` (its message by id, the limit a value). */
const list = <T extends z.ZodType>(item: T, max: number, tooMany: MessageRef) => withinCount(z.array(item), max, tooMany).default([]);

export const experienceSchema = z.object({
  id,
  jobTitle: requiredText(resumeLimits.shortText, itemMessages.jobTitle),
  company: requiredText(resumeLimits.shortText, itemMessages.company),
  location: optionalText(resumeLimits.shortText),
  startDate: date,
  endDate: date,
  description: optionalText(resumeLimits.description),
  current: z.boolean().default(false),
});

export const educationSchema = z.object({
  id,
  degree: requiredText(resumeLimits.shortText, itemMessages.degree),
  institution: requiredText(resumeLimits.shortText, itemMessages.institution),
  location: optionalText(resumeLimits.shortText),
  graduationDate: date,
  gpa: optionalText(20),
  description: optionalText(resumeLimits.description),
});

export const skillSchema = z.object({
  id,
  name: requiredText(60, itemMessages.skillName),
  level: z.number().int(itemMessages.skillLevel).min(1, itemMessages.skillLevel).max(5, itemMessages.skillLevel).default(defaultSkillLevel),
  category: z.enum(skillCategories).default('Technical'),
});

export const projectSchema = z.object({
  id,
  name: requiredText(resumeLimits.shortText, itemMessages.projectName),
  description: requiredText(resumeLimits.description, itemMessages.projectDescription),
  technologies: list(withinLength(text().trim().min(1), 40, tooLong(40)), resumeLimits.technologies, resumeMessageTable.ref('tooManyTechnologies', { max: resumeLimits.technologies })),
  startDate: date,
  endDate: date,
  github: link,
  demo: link,
  highlights: list(withinLength(text().trim().min(1), resumeLimits.itemText, tooLong(resumeLimits.itemText)), resumeLimits.highlights, resumeMessageTable.ref('tooManyHighlights', { max: resumeLimits.highlights })),
});

export const certificateSchema = z.object({
  id,
  name: requiredText(resumeLimits.shortText, itemMessages.certificateName),
  issuer: requiredText(resumeLimits.shortText, itemMessages.issuer),
  date,
  expiryDate: date,
  credentialId: optionalText(100),
  url: link,
});

export const languageSchema = z.object({
  id,
  name: requiredText(60, itemMessages.languageName),
  proficiency: z.enum(languageProficiencies).default('Intermediate'),
  certification: optionalText(resumeLimits.shortText),
});

/**
 * A section the template has no slot for (volunteering, awards, publications): a title, and
 * either a paragraph (`content`), entries (`items`), or both, printed paragraph first.
 */
export const customSectionItemSchema = z.object({
  id,
  title: optionalText(resumeLimits.shortText),
  subtitle: optionalText(resumeLimits.shortText),
  date: optionalText(40),
  url: link,
  description: optionalText(1000),
});

export const customSectionSchema = z.object({
  id,
  title: requiredText(60, itemMessages.sectionTitle),
  content: optionalText(resumeLimits.summary),
  items: list(customSectionItemSchema, resumeLimits.customItems, resumeMessageTable.ref('tooManyEntries', { max: resumeLimits.customItems })),
});

export const resumeSchema = z.object({
  // A resume is saved only once it has a first name (product.md §2.4), so the server asks the same.
  firstName: requiredText(resumeLimits.name, resumeMessages.firstNameRequired),
  lastName: optionalText(resumeLimits.name),
  email,
  phone,
  location: optionalText(resumeLimits.shortText),
  linkedin: link,
  github: link,
  website: link,
  portfolio: link,
  jobTitle: optionalText(resumeLimits.shortText),
  summary: optionalText(resumeLimits.summary),
  targetRole: optionalText(resumeLimits.shortText),
  industry: optionalText(resumeLimits.shortText),
  experiences: list(experienceSchema, resumeLimits.experiences, resumeMessageTable.ref('tooManyExperiences', { max: resumeLimits.experiences })),
  education: list(educationSchema, resumeLimits.education, resumeMessageTable.ref('tooManyEducation', { max: resumeLimits.education })),
  skills: list(skillSchema, resumeLimits.skills, resumeMessageTable.ref('tooManySkills', { max: resumeLimits.skills })),
  projects: list(projectSchema, resumeLimits.projects, resumeMessageTable.ref('tooManyProjects', { max: resumeLimits.projects })),
  certificates: list(certificateSchema, resumeLimits.certificates, resumeMessageTable.ref('tooManyCertificates', { max: resumeLimits.certificates })),
  languages: list(languageSchema, resumeLimits.languages, resumeMessageTable.ref('tooManyLanguages', { max: resumeLimits.languages })),
  customSections: list(customSectionSchema, resumeLimits.customSections, resumeMessageTable.ref('tooManySections', { max: resumeLimits.customSections })),
  /** The chosen template (**ours**: kept with the resume so every device prints the same). */
  template: z.enum(templateIds).default(defaultTemplateId),
  /** Set by the server when it stores the resume; null for a copy never saved there. */
  updatedAt: text().max(40).nullable().default(null),
});

export type Resume = z.infer<typeof resumeSchema>;
export type ResumeInput = z.input<typeof resumeSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Education = z.infer<typeof educationSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Certificate = z.infer<typeof certificateSchema>;
export type Language = z.infer<typeof languageSchema>;
export type CustomSection = z.infer<typeof customSectionSchema>;
export type CustomSectionItem = z.infer<typeof customSectionItemSchema>;

/** A blank resume, as the builder starts and as Reset leaves it. */
export function emptyResume(): Resume {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    location: '',
    linkedin: '',
    github: '',
    website: '',
    portfolio: '',
    jobTitle: '',
    summary: '',
    targetRole: '',
    industry: '',
    experiences: [],
    education: [],
    skills: [],
    projects: [],
    certificates: [],
    languages: [],
    customSections: [],
    template: defaultTemplateId,
    updatedAt: null,
  };
}

/**
 * Whether a certificate has expired on `today` (YYYY-MM-DD). An expiry given as a month or a year
 * lasts to its end, so a certificate is not marked expired on the first of its expiry month.
 */
export function isCertificateExpired(certificate: Pick<Certificate, 'expiryDate'>, today: string): boolean {
  const expiry = certificate.expiryDate;
  if (!resumeDatePattern.test(expiry)) return false;
  const lastDay = expiry.length === 4 ? `${expiry}-12-31` : expiry.length === 7 ? `${expiry}-31` : expiry;
  return lastDay < today;
}

/** Names already in a list, compared as the quick-add chips do: trimmed, case-insensitive. */
export function hasName(items: ReadonlyArray<{ name: string }>, name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return items.some((item) => item.name.trim().toLowerCase() === wanted);
}
