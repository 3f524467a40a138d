import { defineMessages } from '../i18n/messages';
import { sectionTitles } from '../resume/pdf/layout';

/**
 * The product's own words (§2.5 and §2.8) and ours where it has none. The limits written into
 * two of them are atsLimits' (rules.ts; ats-messages.test.ts keeps them equal).
 */
export const atsMessageTable = defineMessages('ats', {
  fileRequired: 'Please upload your resume file.',
  jobDescriptionRequired: 'Please paste the job description.',
  fileTypeOnly: 'Please upload a PDF or DOCX file only.',
  fileSize: 'File size must be less than 5MB.',
  jobDescriptionShort: 'Job description seems too short. Please provide a more detailed job description.',
  invalidResponse: 'Invalid response format from server.',
  success: 'Resume analysis completed successfully!',
  timeout: 'Request timed out. The file might be too large or the server is busy. Please try again.',
  tooLarge: 'File too large. Please upload a smaller file.',
  unsupported: 'Unsupported file type. Please upload a PDF or DOCX file.',
  invalidFile: 'Invalid file format or corrupted file. Please try a different file.',
  unreachable: 'Unable to connect to the server. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred while analyzing the resume. Please try again.',
  serverError: 'Server error ({{status}}). Please try again later.',
  // Ours, for what the product did not foresee:
  jobDescriptionLong: "This job description is longer than 20,000 characters. Paste only the role's description and requirements.",
  emptyFile: 'This file is empty. Choose your resume (PDF or DOCX) and upload it again.',
  damaged: 'This file could not be read: it may be damaged. Open it, save or export it again as PDF or DOCX, and upload the new file.',
  passwordPdf: 'This PDF is protected with a password. Remove the password (or print it to a new PDF), then upload it again.',
  protectedOffice: 'This is a password-protected document or an old Word (.doc) file. Remove the password or save it as DOCX or PDF, then upload it again.',
  scanned: 'This PDF has no text an ATS can read: it looks like a scanned image. Upload the PDF exported by your word processor or the resume builder, or a DOCX.',
  noText: 'This file has no text an ATS can read. Upload the PDF exported by your word processor or the resume builder, or a DOCX.',
  tooManyPages: 'This PDF has more than 10 pages. A resume has one or two: upload just your resume.',
  tooSlow: 'This PDF took too long to read, which a resume never does. Export it again from your word processor or the resume builder, and upload the new file.',
  tooMuchText: 'This file holds far more text than a resume. Upload just your resume (one or two pages).',
  zipBomb: 'This DOCX unpacks to far more than a resume holds, so it was not opened. Save your resume again as DOCX or PDF and upload that.',
  rateLimited: 'You are checking resumes too quickly. Please wait a minute, then try again.',
  oneFile: 'Send one resume file and one job description.',
  notMultipart: 'Send the resume as multipart/form-data: the file in "{{file}}" and the job description in "{{jobDescription}}".',
  formUnreadable: 'The form could not be read. {{hint}}',
  unexpectedField: 'Unexpected field "{{field}}". {{hint}}',
  // The checker's advice (product.md §2.11); the words are ours. A heading in quotes is what to
  // write on the resume, which stays English (src-shared/resume/pdf/layout.ts).
  twoColumns:
    'Laid out in two columns (pages: {{pages}}). Many ATS read straight across the page, so the two columns\' lines come out mixed together (see "What the ATS sees" below). Use a one-column template, such as the resume builder\'s.',
  noEmail: 'No e-mail address was found. Write it at the top of the resume as plain text, not inside an image or a header graphic.',
  noPhone: 'No phone number was found. Add it at the top with the country code, for example +91 98765 43210.',
  noLink: 'No LinkedIn, GitHub or portfolio link was found. Add at least one so a recruiter can see your work.',
  noExperience:
    'No Experience or Projects section was found. List your internships under "Experience" and what you built under "Projects"; use a plain heading such as "Experience" on a line of its own so an ATS can find it.',
  noEducation: 'No Education section was found. Use a plain heading such as "Education" on a line of its own so an ATS can find it.',
  noSkills: 'No Skills section was found. List your skills under a heading "Skills": many ATS read skills from there first.',
  noSummary: 'No Summary was found. Two or three lines at the top under "Summary", naming the role and your main skills, help both an ATS and a recruiter.',
  unreadableDates: 'Some dates cannot be read: {{dates}}. Write each as a month and a four-digit year, for example "Jan 2023 – Jun 2024", or "2020 – 2024".',
  noDates: 'No dates were found. Give each job, internship and degree its dates, for example "Jan 2023 – Present".',
  /** `section` is a heading of atsSectionTable, translated with the sentence. */
  missingSkillShownIn: 'The job asks for {{skill}}. Your resume shows {{evidence}} in {{section}}; if you have used {{skill}} too, name it there and add it to Skills.',
  missingSkillShown: 'The job asks for {{skill}}. Your resume shows {{evidence}}; if you have used {{skill}} too, name it there and add it to Skills.',
  missingSkill: 'The job asks for {{skill}}, which your resume does not mention. If you have used it, add it to Skills and to the project or job where you used it.',
  moreSkills: 'The job also asks for {{skills}}. Add the ones you have used.',
  missingPhrase: 'The job description repeats "{{phrase}}". If it describes your work, use the same words in Experience or Projects.',
  // The count as a number after "word count", which reads right for any number.
  tooShort: 'Your resume’s word count is only {{words}}. Describe what you did in each project and internship, with results and numbers where you have them.',
  tooLong: 'Your resume’s word count is {{words}}, more than fits on two pages. Keep what matters for this job and cut the rest to one or two pages.',
});

/** The ATS messages in English, by key. */
export const atsMessages = atsMessageTable.en;

const { summary, experience, education, skills, projects, certificates } = sectionTitles;
/** The resume's section headings as the resume builder prints them, for the advice that names one. */
export const atsSectionTable = defineMessages('atsSections', { summary, experience, education, skills, projects, certificates });
