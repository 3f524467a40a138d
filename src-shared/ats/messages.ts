import { defineMessages } from '../i18n/messages';

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
});

/** The ATS messages in English, by key. */
export const atsMessages = atsMessageTable.en;
