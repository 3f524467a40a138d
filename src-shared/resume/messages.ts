import { defineMessages } from '../i18n/messages';

/**
 * The resume's contact checks (product.md §2.5 "Resume"), run by the builder while a field is
 * edited and again by the server on every save, so both refuse the same things with the same words;
 * and the routes' sign-in requests. An empty email is the sign-in form's message (authMessages).
 */
export const resumeMessageTable = defineMessages('resume', {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email format',
  phoneRequired: 'Phone number is required',
  invalidPhone: 'Invalid phone number format',
  invalidUrl: 'Invalid URL format',
  /** Any resume text over its limit. */
  tooLong: 'At most {{max}} characters',
  // A list over its limit.
  tooManyTechnologies: 'At most {{max}} technologies',
  tooManyHighlights: 'At most {{max}} highlights',
  tooManyEntries: 'At most {{max}} entries',
  tooManyExperiences: 'At most {{max}} experiences',
  tooManyEducation: 'At most {{max}} education entries',
  tooManySkills: 'At most {{max}} skills',
  tooManyProjects: 'At most {{max}} projects',
  tooManyCertificates: 'At most {{max}} certificates',
  tooManyLanguages: 'At most {{max}} languages',
  tooManySections: 'At most {{max}} custom sections',
  exportNeedsContact: 'Please fill in basic contact information before exporting',
  /** A stale save (**ours**): the builder then offers to keep either copy. */
  staleResume: 'Your resume was changed on another device or tab since you opened it. Choose which copy to keep.',
  resetConfirm: 'Are you sure you want to reset all data? This action cannot be undone.',
  loginToSave: 'Please login to save resume',
  loginForAi: 'Please login to use AI features',
  loginToGenerate: 'Please login to generate resume',
  loginToExport: 'Please login to export resume',
  /** A generation refused for its contact: `reason` is one of the contact messages. */
  invalidContact: 'Invalid resume_data.{{field}}: {{reason}}',
  // The PDF export's refusals.
  pdfTooManyPages: 'This resume would print on more than {{pages}} pages. A resume is one or two: shorten or remove some sections, then export again.',
  pdfTooSlow: 'This resume took too long to draw as a PDF. Shorten it to a few pages, then export again.',
  aiTooFast: 'You are using the AI features too quickly. Please wait a minute, then try again.',
  exportTooFast: 'You are exporting your resume too quickly. Please wait a minute, then try again.',
});

/** The resume messages in English, by key. */
export const resumeMessages = resumeMessageTable.en;

/** The builder's own notices (product.md §2.8 "Resume", and ours for importing a file). */
export const resumeNoticeTable = defineMessages('resumeNotices', {
  loaded: 'Resume loaded successfully!',
  loadedLocal: 'Resume loaded from local storage',
  nothingSaved: 'No saved resume found',
  saved: 'Resume saved successfully!',
  savedLocally: 'Saved locally - will sync when online',
  notJson: 'This file is not a JSON resume. Choose a .json file exported from Kodeshala or another JSON Resume tool.',
  imported: 'Resume imported. Check each step, then save.',
  optimizeFailed: 'Failed to optimize section',
  exported: 'Resume exported as PDF!',
  exportFailed: 'Export failed. Please try again later.',
  checkFields: 'Please check the highlighted fields',
});

/** The builder's notices in English, by key. */
export const resumeNotices = resumeNoticeTable.en;

/** What the item forms say when a main field is left empty (**ours**: product.md §2.5 names the fields, not the words). */
export const resumeItemMessageTable = defineMessages('resumeItems', {
  jobTitle: 'Job title is required',
  company: 'Company is required',
  degree: 'Degree is required',
  institution: 'Institution is required',
  skillName: 'Skill name is required',
  projectName: 'Project name is required',
  projectDescription: 'Project description is required',
  certificateName: 'Certificate name is required',
  issuer: 'Issuer is required',
  languageName: 'Language name is required',
  sectionTitle: 'Section title is required',
  skillLevel: 'Skill level is a whole number from 1 to 5',
  date: 'Use a date like 2024-06',
});

/** The item messages in English, by key. */
export const itemMessages = resumeItemMessageTable.en;
