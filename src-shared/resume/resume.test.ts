import { describe, expect, it } from 'vitest';
import { issueMessageRef } from '../i18n/issue-message';
import { canExport, contactProblems, isValidEmail, isValidPhone, isValidUrl, linkHref, normalisePhone, resumeMessages } from './contact-rules';
import { emptyResume, hasName, isCertificateExpired, resumeSchema, skillLevelName, type Resume } from './resume';

const filled = (changes: Partial<Resume> = {}): Resume => ({ ...emptyResume(), firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', phone: '+91 98765 43210', ...changes });
const firstMessage = (input: unknown) => resumeSchema.safeParse(input).error?.issues[0]?.message;

describe('the contact rules', () => {
  it('takes an e-mail as text, @, text, a dot, text', () => {
    expect(isValidEmail('asha@example.in')).toBe(true);
    expect(isValidEmail('asha.verma+jobs@mail.co.in')).toBe(true);
    for (const bad of ['asha', 'asha@example', '@example.in', 'asha@.in x', 'as ha@example.in']) expect(isValidEmail(bad), bad).toBe(false);
  });

  it('takes a phone with an optional +, a first digit 1–9 and at most 16 digits, ignoring spaces, dashes and brackets', () => {
    expect(normalisePhone('+91 (987) 654-3210')).toBe('+919876543210');
    expect(isValidPhone('+91 98765 43210')).toBe(true);
    expect(isValidPhone('(080) 2345-6789')).toBe(false); // the first digit may not be 0
    expect(isValidPhone('9'.repeat(16))).toBe(true);
    expect(isValidPhone('9'.repeat(17))).toBe(false);
    expect(isValidPhone('98765abc')).toBe(false);
    expect(isValidPhone('++919876543210')).toBe(false);
  });

  it('takes web links with or without https:// and refuses other schemes', () => {
    expect(isValidUrl('https://linkedin.com/in/asha')).toBe(true);
    expect(isValidUrl('github.com/asha')).toBe(true);
    expect(linkHref('github.com/asha')).toBe('https://github.com/asha');
    for (const bad of ['javascript:alert(1)', 'not a link', 'localhost', 'ftp://files.example.com', 'https://user:pw@example.com']) expect(isValidUrl(bad), bad).toBe(false);
  });

  it('names each missing or malformed contact field with the product’s words', () => {
    expect(contactProblems({ ...emptyResume() })).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Email is required' },
      { field: 'phone', message: 'Phone number is required' },
    ]);
    expect(contactProblems({ ...filled(), email: 'asha@example', phone: '0123', linkedin: 'not a link' })).toEqual([
      { field: 'email', message: 'Invalid email format' },
      { field: 'phone', message: resumeMessages.invalidPhone },
      { field: 'linkedin', message: 'Invalid URL format' },
    ]);
  });

  it('lets a resume be exported once it has a first name, a last name and an e-mail', () => {
    expect(canExport(filled({ phone: '' }))).toBe(true);
    expect(canExport(filled({ lastName: ' ' }))).toBe(false);
    expect(resumeMessages.exportNeedsContact).toBe('Please fill in basic contact information before exporting');
  });
});

describe('the resume schema', () => {
  it('accepts a blank resume with a first name and fills the defaults', () => {
    const parsed = resumeSchema.parse({ firstName: 'Asha', skills: [{ id: 's1', name: 'Python' }] });
    expect(parsed.template).toBe('latex-modern');
    expect(parsed.skills[0]).toEqual({ id: 's1', name: 'Python', level: 3, category: 'Technical' });
    expect(parsed.updatedAt).toBeNull();
  });

  it('refuses what the builder refuses, with the same words', () => {
    expect(firstMessage({ firstName: '  ' })).toBe('First name is required');
    expect(firstMessage({ firstName: 'Asha', email: 'asha@example' })).toBe('Invalid email format');
    expect(firstMessage({ firstName: 'Asha', github: 'javascript:alert(1)' })).toBe('Invalid URL format');
    expect(firstMessage({ firstName: 'Asha', phone: '12ab' })).toBe(resumeMessages.invalidPhone);
    expect(firstMessage({ firstName: 'Asha', experiences: [{ id: 'e1', jobTitle: 'Intern', company: '' }] })).toBe('Company is required');
    expect(firstMessage({ firstName: 'Asha', skills: [{ id: 's1', name: 'Python', level: 6 }] })).toBe('Skill level is a whole number from 1 to 5');
    expect(firstMessage({ firstName: 'Asha', languages: [{ id: 'l1', name: 'Hindi', proficiency: 'Fluent' }] })).toBeDefined();
    expect(firstMessage({ firstName: 'Asha', experiences: [{ id: 'e1', jobTitle: 'Intern', company: 'Infosys', startDate: 'June 2024' }] })).toBe('Use a date like 2024-06');
  });

  it('refuses NUL characters and over-long text', () => {
    expect(firstMessage({ firstName: 'As\u0000ha' })).toContain('NUL');
    expect(firstMessage({ firstName: 'Asha', summary: 'x'.repeat(2001) })).toBe('At most 2000 characters');
  });

  it('refuses a limit by its message id, the limit a value, so the builder says it in the learner language', () => {
    const firstRef = (input: unknown) => issueMessageRef(resumeSchema.safeParse(input).error?.issues[0] ?? { message: '' });
    expect(firstRef({ firstName: 'Asha', summary: 'x'.repeat(2001) })).toEqual({ message: 'At most 2000 characters', messageId: 'resume.tooLong', messageValues: { max: 2000 } });
    const languages = Array.from({ length: 21 }, (_, i) => ({ id: `l${i}`, name: `Language ${i}`, proficiency: 'Native' }));
    expect(firstRef({ firstName: 'Asha', languages })).toEqual({ message: 'At most 20 languages', messageId: 'resume.tooManyLanguages', messageValues: { max: 20 } });
  });

  it('keeps custom sections with a paragraph, entries or both', () => {
    const parsed = resumeSchema.parse({
      firstName: 'Asha',
      customSections: [{ id: 'c1', title: 'Awards', content: 'Winner, Smart India Hackathon 2024', items: [{ id: 'i1', title: 'Best Project', date: '2023' }] }],
    });
    expect(parsed.customSections[0]?.items[0]).toMatchObject({ title: 'Best Project', subtitle: '', description: '' });
    expect(firstMessage({ firstName: 'Asha', customSections: [{ id: 'c1', title: '' }] })).toBe('Section title is required');
  });

  it('names skill levels', () => {
    expect([1, 2, 3, 4, 5].map(skillLevelName)).toEqual(['Beginner', 'Basic', 'Intermediate', 'Advanced', 'Expert']);
  });

  it('marks a certificate expired only after its expiry month or day has passed', () => {
    expect(isCertificateExpired({ expiryDate: '2025-03' }, '2025-03-31')).toBe(false);
    expect(isCertificateExpired({ expiryDate: '2025-03' }, '2025-04-01')).toBe(true);
    expect(isCertificateExpired({ expiryDate: '2025-03-15' }, '2025-03-16')).toBe(true);
    expect(isCertificateExpired({ expiryDate: '' }, '2099-01-01')).toBe(false);
  });

  it('finds names as the quick-add chips compare them', () => {
    expect(hasName([{ name: 'JavaScript' }], ' javascript ')).toBe(true);
    expect(hasName([{ name: 'Java' }], 'JavaScript')).toBe(false);
  });
});
