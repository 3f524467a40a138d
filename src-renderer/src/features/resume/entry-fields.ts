import { languageProficiencies, skillCategories, skillLevels, type Resume } from '@shared/resume/resume';

/**
 * The fields of each list's entries, in the order the forms show them (product.md §2.3 "Resume"),
 * so one component draws both the Add form and every entry edited in place.
 */
export type FieldKind = 'text' | 'textarea' | 'month' | 'url' | 'checkbox' | 'select' | 'level' | 'comma-list' | 'line-list';

export interface EntryField {
  key: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  options?: readonly string[];
  placeholder?: string;
  /** Spans the form's full width. */
  wide?: boolean;
}

export type ListName = keyof Pick<Resume, 'experiences' | 'education' | 'skills' | 'projects' | 'certificates' | 'languages'>;

export const entryFields: Record<ListName, EntryField[]> = {
  experiences: [
    { key: 'jobTitle', label: 'Job title', kind: 'text', required: true, placeholder: 'Software Engineer Intern' },
    { key: 'company', label: 'Company', kind: 'text', required: true },
    { key: 'location', label: 'Location', kind: 'text', placeholder: 'Bengaluru' },
    { key: 'startDate', label: 'Start date', kind: 'month' },
    { key: 'endDate', label: 'End date', kind: 'month' },
    { key: 'current', label: 'I currently work here', kind: 'checkbox' },
    { key: 'description', label: 'Description', kind: 'textarea', wide: true, placeholder: 'What you built or changed, and the result' },
  ],
  education: [
    { key: 'degree', label: 'Degree', kind: 'text', required: true, placeholder: 'B.Tech in Computer Science' },
    { key: 'institution', label: 'Institution', kind: 'text', required: true },
    { key: 'location', label: 'Location', kind: 'text' },
    { key: 'graduationDate', label: 'Graduation date', kind: 'month' },
    { key: 'gpa', label: 'GPA / percentage', kind: 'text', placeholder: '8.4 CGPA' },
    { key: 'description', label: 'Description', kind: 'textarea', wide: true },
  ],
  skills: [
    { key: 'name', label: 'Skill', kind: 'text', required: true, placeholder: 'Python' },
    { key: 'level', label: 'Level', kind: 'level', options: skillLevels },
    { key: 'category', label: 'Category', kind: 'select', options: skillCategories },
  ],
  projects: [
    { key: 'name', label: 'Project name', kind: 'text', required: true },
    { key: 'technologies', label: 'Technologies (comma-separated)', kind: 'comma-list', placeholder: 'React, Node.js, MongoDB' },
    { key: 'description', label: 'Description', kind: 'textarea', required: true, wide: true },
    { key: 'startDate', label: 'Start date', kind: 'month' },
    { key: 'endDate', label: 'End date', kind: 'month' },
    { key: 'github', label: 'GitHub link', kind: 'url', placeholder: 'https://github.com/you/project' },
    { key: 'demo', label: 'Demo link', kind: 'url' },
    { key: 'highlights', label: 'Highlights (one per line)', kind: 'line-list', wide: true },
  ],
  certificates: [
    { key: 'name', label: 'Certificate name', kind: 'text', required: true },
    { key: 'issuer', label: 'Issuer', kind: 'text', required: true },
    { key: 'date', label: 'Date issued', kind: 'month' },
    { key: 'expiryDate', label: 'Expiry date', kind: 'month' },
    { key: 'credentialId', label: 'Credential ID', kind: 'text' },
    { key: 'url', label: 'Credential link', kind: 'url' },
  ],
  languages: [
    { key: 'name', label: 'Language', kind: 'text', required: true, placeholder: 'Hindi' },
    { key: 'proficiency', label: 'Proficiency', kind: 'select', options: languageProficiencies },
    { key: 'certification', label: 'Certification', kind: 'text', placeholder: 'JLPT N4' },
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
