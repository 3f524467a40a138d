import {
  emptyResume,
  type Certificate,
  type CustomSection,
  type CustomSectionItem,
  type Education,
  type Experience,
  type Language,
  type Project,
  type Resume,
  type Skill,
  defaultSkillLevel,
} from '@shared/resume/resume';

/** A fresh id for a new list entry; the server only asks that it is non-empty and short. */
export const newId = (): string => crypto.randomUUID();

export const blankExperience = (): Experience => ({ id: newId(), jobTitle: '', company: '', location: '', startDate: '', endDate: '', description: '', current: false });
export const blankEducation = (): Education => ({ id: newId(), degree: '', institution: '', location: '', graduationDate: '', gpa: '', description: '' });
export const blankSkill = (): Skill => ({ id: newId(), name: '', level: defaultSkillLevel, category: 'Technical' });
export const blankProject = (): Project => ({ id: newId(), name: '', description: '', technologies: [], startDate: '', endDate: '', github: '', demo: '', highlights: [] });
export const blankCertificate = (): Certificate => ({ id: newId(), name: '', issuer: '', date: '', expiryDate: '', credentialId: '', url: '' });
export const blankLanguage = (): Language => ({ id: newId(), name: '', proficiency: 'Intermediate', certification: '' });
export const blankCustomSection = (): CustomSection => ({ id: newId(), title: '', content: '', items: [] });
export const blankCustomItem = (): CustomSectionItem => ({ id: newId(), title: '', subtitle: '', date: '', url: '', description: '' });

type Shape = Record<string, unknown>;
const isRecord = (value: unknown): value is Shape => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Copies from `value` every field of `blank` whose type matches, so a half-typed draft (an e-mail
 * without its dot, an entry without its company) comes back word for word, while anything of the
 * wrong shape falls back to the blank's value. Lists of strings keep their strings; lists of
 * entries are read the same way, entry by entry, against `items[key]`.
 */
function lenient<T extends object>(blank: T, value: unknown, items: Partial<Record<string, () => object>> = {}): T {
  if (!isRecord(value)) return blank;
  const out: Shape = Object.fromEntries(Object.entries(blank));
  for (const [key, fallback] of Object.entries(blank)) {
    const given = value[key];
    const itemBlank = items[key];
    if (Array.isArray(fallback) && Array.isArray(given)) {
      out[key] = itemBlank ? given.filter(isRecord).map((entry) => lenient(itemBlank(), entry, nested[key])) : given.filter((s) => typeof s === 'string');
    } else if (given !== undefined && (typeof given === typeof fallback || (fallback === null && typeof given === 'string'))) {
      out[key] = given;
    }
  }
  return out as T;
}

const listBlanks: Partial<Record<string, () => object>> = {
  experiences: blankExperience,
  education: blankEducation,
  skills: blankSkill,
  projects: blankProject,
  certificates: blankCertificate,
  languages: blankLanguage,
  customSections: blankCustomSection,
};
const nested: Partial<Record<string, Partial<Record<string, () => object>>>> = { customSections: { items: blankCustomItem } };

/** A stored or imported draft read back as a resume of the right shape, keeping every word it holds. */
export function draftFrom(value: unknown): Resume {
  return lenient(emptyResume(), value, listBlanks);
}

/** Two copies hold the same resume, whatever their `updatedAt`. */
export function sameContent(a: Resume, b: Resume): boolean {
  // Read through the blank so both sides list their keys in one order.
  const canonical = (resume: Resume) => JSON.stringify({ ...draftFrom(resume), updatedAt: null });
  return canonical(a) === canonical(b);
}
