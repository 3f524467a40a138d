import { languageProficiencies, skillCategories, skillLevels, type Resume } from '@shared/resume/resume';
import type { ResumeTextKey } from './resume-texts';

/**
 * The fields of each list's entries, in the order the forms show them (product.md §2.3 "Resume"),
 * so one component draws both the Add form and every entry edited in place.
 */
export type FieldKind = 'text' | 'textarea' | 'month' | 'url' | 'checkbox' | 'select' | 'level' | 'comma-list' | 'line-list';

export interface EntryField {
  key: string;
  /** The field's name in the builder's dictionary. */
  label: ResumeTextKey;
  kind: FieldKind;
  required?: boolean;
  options?: readonly string[];
  /** An example of what a resume says there, in English like the resume itself. */
  placeholder?: string;
  /** An instruction shown as the placeholder, in the learner's language. */
  hint?: ResumeTextKey;
  /** Spans the form's full width. */
  wide?: boolean;
}

export type ListName = keyof Pick<Resume, 'experiences' | 'education' | 'skills' | 'projects' | 'certificates' | 'languages'>;

export const entryFields: Record<ListName, EntryField[]> = {
  experiences: [
    { key: 'jobTitle', label: 'fieldJobTitle', kind: 'text', required: true, placeholder: 'Software Engineer Intern' },
    { key: 'company', label: 'fieldCompany', kind: 'text', required: true },
    { key: 'location', label: 'fieldLocation', kind: 'text', placeholder: 'Bengaluru' },
    { key: 'startDate', label: 'fieldStartDate', kind: 'month' },
    { key: 'endDate', label: 'fieldEndDate', kind: 'month' },
    { key: 'current', label: 'fieldCurrent', kind: 'checkbox' },
    { key: 'description', label: 'fieldDescription', kind: 'textarea', wide: true, hint: 'fieldDescriptionHint' },
  ],
  education: [
    { key: 'degree', label: 'fieldDegree', kind: 'text', required: true, placeholder: 'B.Tech in Computer Science' },
    { key: 'institution', label: 'fieldInstitution', kind: 'text', required: true },
    { key: 'location', label: 'fieldLocation', kind: 'text' },
    { key: 'graduationDate', label: 'fieldGraduationDate', kind: 'month' },
    { key: 'gpa', label: 'fieldGpa', kind: 'text', placeholder: '8.4 CGPA' },
    { key: 'description', label: 'fieldDescription', kind: 'textarea', wide: true },
  ],
  skills: [
    { key: 'name', label: 'fieldSkill', kind: 'text', required: true, placeholder: 'Python' },
    { key: 'level', label: 'fieldLevel', kind: 'level', options: skillLevels },
    { key: 'category', label: 'fieldCategory', kind: 'select', options: skillCategories },
  ],
  projects: [
    { key: 'name', label: 'fieldProjectName', kind: 'text', required: true },
    { key: 'technologies', label: 'fieldTechnologies', kind: 'comma-list', placeholder: 'React, Node.js, MongoDB' },
    { key: 'description', label: 'fieldDescription', kind: 'textarea', required: true, wide: true },
    { key: 'startDate', label: 'fieldStartDate', kind: 'month' },
    { key: 'endDate', label: 'fieldEndDate', kind: 'month' },
    { key: 'github', label: 'fieldGithub', kind: 'url', placeholder: 'https://github.com/you/project' },
    { key: 'demo', label: 'fieldDemo', kind: 'url' },
    { key: 'highlights', label: 'fieldHighlights', kind: 'line-list', wide: true },
  ],
  certificates: [
    { key: 'name', label: 'fieldCertificateName', kind: 'text', required: true },
    { key: 'issuer', label: 'fieldIssuer', kind: 'text', required: true },
    { key: 'date', label: 'fieldDateIssued', kind: 'month' },
    { key: 'expiryDate', label: 'fieldExpiryDate', kind: 'month' },
    { key: 'credentialId', label: 'fieldCredentialId', kind: 'text' },
    { key: 'url', label: 'fieldCredentialLink', kind: 'url' },
  ],
  languages: [
    { key: 'name', label: 'fieldLanguage', kind: 'text', required: true, placeholder: 'Hindi' },
    { key: 'proficiency', label: 'fieldProficiency', kind: 'select', options: languageProficiencies },
    { key: 'certification', label: 'fieldCertification', kind: 'text', placeholder: 'JLPT N4' },
  ],
};

/** Comma-separated technologies as a list: trimmed, empty pieces dropped. */
export const splitCommas = (value: string): string[] =>
  value
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean);

/** Highlights, one per line: trimmed, blank lines dropped. */
export const splitLines = (value: string): string[] =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
