import { authMessages } from '../auth/messages';
import { resumeMessages } from './messages';

export { resumeMessages };

/** Text, an @, text, a dot, text: the old builder's pattern, kept so old resumes still pass. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** The digits the phone rule looks at: spaces, dashes and brackets are only layout. */
export function normalisePhone(value: string): string {
  return value.replaceAll(/[\s\-()[\]]/g, '');
}

/** An optional +, a first digit 1–9, and at most 16 digits in all. */
export function isValidPhone(value: string): boolean {
  return /^\+?[1-9]\d{0,15}$/.test(normalisePhone(value.trim()));
}

/**
 * A web link: http or https, with a host that has a dot. Learners often type
 * `linkedin.com/in/name`; that is accepted and printed as https (see `linkHref`). Other schemes
 * (`javascript:`, `file:`) and addresses with a user name are refused: a resume's links are
 * opened by recruiters.
 */
export function isValidUrl(value: string): boolean {
  const href = linkHref(value);
  if (href === undefined) return false;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password;
}

/** The address a link opens: the value itself, or with https:// in front when it names no scheme. */
export function linkHref(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return undefined;
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedin: string;
  github: string;
  website: string;
  portfolio: string;
}

export type ContactField = keyof ContactFields;

export const linkFields = ['linkedin', 'github', 'website', 'portfolio'] as const satisfies readonly ContactField[];

/**
 * Every contact problem, field by field, in the form's order: the four required fields, then the
 * formats of whatever was typed. The builder shows each beside its field.
 */
export function contactProblems(contact: ContactFields): Array<{ field: ContactField; message: string }> {
  const problems: Array<{ field: ContactField; message: string }> = [];
  if (contact.firstName.trim() === '') problems.push({ field: 'firstName', message: resumeMessages.firstNameRequired });
  if (contact.lastName.trim() === '') problems.push({ field: 'lastName', message: resumeMessages.lastNameRequired });
  if (contact.email.trim() === '') problems.push({ field: 'email', message: authMessages.emailRequired });
  else if (!isValidEmail(contact.email)) problems.push({ field: 'email', message: resumeMessages.invalidEmail });
  if (contact.phone.trim() === '') problems.push({ field: 'phone', message: resumeMessages.phoneRequired });
  else if (!isValidPhone(contact.phone)) problems.push({ field: 'phone', message: resumeMessages.invalidPhone });
  for (const field of linkFields) {
    if (contact[field].trim() !== '' && !isValidUrl(contact[field])) problems.push({ field, message: resumeMessages.invalidUrl });
  }
  return problems;
}

/** Export needs a first name, a last name and an e-mail (product.md §2.5). */
export function canExport(contact: Pick<ContactFields, 'firstName' | 'lastName' | 'email'>): boolean {
  return contact.firstName.trim() !== '' && contact.lastName.trim() !== '' && contact.email.trim() !== '';
}
