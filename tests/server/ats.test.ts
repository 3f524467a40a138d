import { atsScoreReply } from '@shared/api/ats';
import { errorReply } from '@shared/api/error-reply';
import { atsLimits, atsMessages } from '@shared/ats/rules';
import { authMessages } from '@shared/auth/messages';
import type { Resume } from '@shared/resume/resume';
import type { TemplateId } from '@shared/resume/templates';
import { extractResume } from '@server/ats/extract';
import { renderResumePdf, resumeFontPaths } from '@server/resume/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume } from '../support/sample-resume';
import { bearer, goodPassword, uniqueEmail } from './support/accounts';
import { docxBytes, docxType, docxZip, multipartBody, pdfkitBytes, pdfType, type FilePart } from '../support/resume-files';
import { createTestApp, resourcesDir, type TestApp } from './support/test-app';

/**
 * The ATS checker through HTTP (product.md §2.11): PDFs printed by the resume builder and a DOCX
 * built here, scored against a job description; every bad file gets its status and message.
 */
let t: TestApp;
let address = 0;
let headers: Record<string, string>;

async function learner(): Promise<Record<string, string>> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail('ats'), password: goodPassword }, remoteAddress: `192.0.2.${++address}` });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return bearer((res.json() as { accessToken: string }).accessToken);
}

beforeAll(async () => {
  t = await createTestApp();
  headers = await learner();
});
afterAll(() => t.close());

const jobDescription = [
  'Full-Stack Developer (React / Node.js), Hyderabad.',
  'You will build our merchant dashboard with React and TypeScript and the APIs behind it with Node.js and PostgreSQL.',
  'We deploy with Docker on AWS. Nice to have: GraphQL, Kubernetes and Redis.',
].join('\n');

const score = (file: FilePart, description = jobDescription, as = headers) => {
  const body = multipartBody([file], { jobDescription: description });
  return t.app.inject({ method: 'POST', url: '/api/ats/score', headers: { ...as, ...body.headers }, payload: body.payload });
};
const messageOf = (res: { json(): unknown }) => errorReply.parse(res.json()).error.message;

const pdfOf = (resume: Resume, template: TemplateId) => renderResumePdf(resumeFontPaths(resourcesDir), { resume, template, paper: 'A4', today: '2026-11-26' });

describe('scoring a resume', () => {
  it.each(['latex-modern', 'latex-tech'] as const)('reads a PDF the resume builder printed in %s', async (template) => {
    const res = await score({ name: 'asha-verma-resume.pdf', type: pdfType, bytes: await pdfOf(sampleResume(), template) });
    expect(res.statusCode, res.body).toBe(200);
    const reply = atsScoreReply.parse(res.json());
    expect(reply.skills.present).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'AWS']));
    expect(reply.skills.missing).toEqual(['GraphQL', 'Kubernetes', 'Redis']);
    expect(reply.presentKeywords).toEqual(expect.arrayContaining(reply.skills.present));
    expect(reply.missingKeywords).toEqual(expect.arrayContaining(reply.skills.missing));
    expect(reply.sections.map((found) => found.section).sort()).toEqual(['certificates', 'education', 'experience', 'projects', 'skills', 'summary']);
    expect(reply.contact.email).toBe('asha.verma@example.in');
    expect(reply.contact.phone).toBe('+91 98765 43210');
    expect(reply.file).toEqual({ type: 'pdf', pages: 2 });
    expect(reply.twoColumnPages).toEqual([]);
    expect(reply.suggestions.map((tip) => tip.kind)).not.toContain('layout');
    expect(reply.atsScore).toBeGreaterThanOrEqual(60);
    for (const match of reply.matches) expect(reply.extractedText.slice(match.start, match.end).length).toBeGreaterThan(0);
    const kubernetes = reply.suggestions.find((tip) => tip.keyword === 'Kubernetes');
    expect(kubernetes?.message).toContain('Docker');
    // The advice goes by id, a heading in it by its own, so the browser translates the whole sentence.
    expect(kubernetes).toMatchObject({ messageId: expect.stringMatching(/^ats\.missingSkillShown/), messageValues: { skill: 'Kubernetes', evidence: 'Docker' } });
    const shownIn = reply.suggestions.find((tip) => tip.messageId === 'ats.missingSkillShownIn');
    expect(shownIn?.messageValues?.section).toMatchObject({ messageId: expect.stringMatching(/^atsSections\./) });
  });

  it('notices a two-column layout, which an ATS reads across, and says so first', async () => {
    const sidebar = ['Skills', 'JavaScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'Git', 'Languages', 'English', 'Hindi', 'Telugu', 'Contact', 'ravi@example.in', '+91 98765 43210'];
    const main = [
      'Experience',
      'Web Developer Intern, Zoho, Chennai, Jan 2024 – Jun 2024',
      'Built the billing dashboard in React and TypeScript for 40,000 merchants.',
      'Wrote REST APIs in Node.js with PostgreSQL and cut page loads by a third.',
      'Education',
      'B.Tech in Computer Science, JNTU Hyderabad, 2020 – 2024',
      'Projects',
      'Canteen pre-order app: React front end, Express API, deployed with Docker on AWS.',
      'Attendance tracker used by 300 students, with charts of each month.',
      'Summary',
      'A full-stack developer who ships small, tested features every week and learns fast.',
    ];
    const bytes = await pdfkitBytes((doc) => {
      doc.fontSize(10);
      sidebar.forEach((line, index) => doc.text(line, 40, 60 + index * 18, { width: 130, lineBreak: false }));
      main.forEach((line, index) => doc.text(line, 200, 60 + index * 18, { width: 370, lineBreak: false }));
    });
    const res = await score({ name: 'two-column.pdf', type: pdfType, bytes });
    expect(res.statusCode, res.body).toBe(200);
    const reply = atsScoreReply.parse(res.json());
    expect(reply.twoColumnPages).toEqual([1]);
    expect(reply.suggestions[0]?.kind).toBe('layout');
    expect(reply.suggestions[0]?.message).toContain('Laid out in two columns (pages: 1).');
  });

  it('reads a DOCX, with Hindi and Telugu beside the English', async () => {
    const lines = [
      'Ravi Kumar',
      'ravi.kumar@example.in | 9876543210 | github.com/ravikumar',
      'Summary',
      'Backend developer. मैंने Node.js और PostgreSQL से APIs बनाए। Python లో డేటా విశ్లేషణ చేశాను.',
      'Experience',
      'Backend Intern, Infosys, Jan 2024 – Jun 2024',
      'Built REST APIs with Express.js and MySQL; wrote unit tests with Jest.',
      'Education',
      'B.Tech, JNTU Kakinada, 2020 – 2024',
      'Skills',
      'JavaScript, Node.js, Express.js, MySQL, Git, Python',
    ];
    const res = await score({ name: 'ravi.docx', type: docxType, bytes: await docxBytes(docxZip(lines)) }, `${jobDescription}\nहिंदी और తెలుగు बोलने वाले उम्मीदवार का स्वागत है।`);
    expect(res.statusCode, res.body).toBe(200);
    const reply = atsScoreReply.parse(res.json());
    expect(reply.file).toEqual({ type: 'docx', pages: null });
    expect(reply.skills.present).toEqual(['Node.js', 'PostgreSQL']);
    expect(reply.skills.missing).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Docker']));
    expect(reply.extractedText).toContain('मैंने Node.js');
    const postgres = reply.suggestions.find((tip) => tip.keyword === 'Docker');
    expect(postgres?.section).toBe('skills');
    expect(reply.sections.map((found) => found.section)).toEqual(['summary', 'experience', 'education', 'skills']);
  });

  it('takes the file’s type from its bytes, not its name', async () => {
    const res = await score({ name: 'resume.png', type: 'image/png', bytes: await docxBytes(docxZip(['Skills', 'React, TypeScript, Node.js, PostgreSQL and Docker on AWS'])) });
    expect(res.statusCode, res.body).toBe(200);
    expect(atsScoreReply.parse(res.json()).file.type).toBe('docx');
  });

  it('never runs a PDF’s scripts', async () => {
    const bytes = await pdfkitBytes((doc) => {
      doc.text('Skills: React, TypeScript, Node.js, PostgreSQL, Docker, AWS. Experience building dashboards for merchants.');
      doc.addNamedJavaScript('boom', 'app.alert("hello");');
    });
    const res = await score({ name: 'resume.pdf', type: pdfType, bytes });
    expect(res.statusCode, res.body).toBe(200);
    expect(atsScoreReply.parse(res.json()).skills.present).toEqual(['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'AWS']);
  });
});

describe('bad input', () => {
  // A learner of its own: the checks above and below would pass one learner's 20 a minute.
  beforeAll(async () => {
    headers = await learner();
  });

  it('asks a guest to log in', async () => {
    const res = await score({ name: 'resume.pdf', type: pdfType, bytes: Buffer.from('%PDF-1.7') }, jobDescription, {});
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toBe(authMessages.checkResume);
  });

  it.each([
    ['a PNG renamed .pdf', 'resume.pdf', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['text renamed .docx', 'resume.docx', Buffer.from('Skills: React, Node.js, PostgreSQL')],
  ])('refuses %s with 415', async (_case, name, bytes) => {
    const res = await score({ name, type: pdfType, bytes });
    expect(res.statusCode).toBe(415);
    expect(messageOf(res)).toBe(atsMessages.unsupported);
  });

  it('refuses a ZIP that is not a DOCX with 415', async () => {
    const zip = docxZip([]);
    zip.remove('word/document.xml');
    zip.file('xl/workbook.xml', '<workbook/>');
    const res = await score({ name: 'resume.docx', type: docxType, bytes: await docxBytes(zip) });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024 + 1, 0x20)]);
    const res = await score({ name: 'resume.pdf', type: pdfType, bytes });
    expect(res.statusCode).toBe(413);
    expect(messageOf(res)).toBe(atsMessages.fileSize);
  });

  it('asks for the file and the job description with §2.5’s words', async () => {
    const noFile = multipartBody([], { jobDescription });
    const res = await t.app.inject({ method: 'POST', url: '/api/ats/score', headers: { ...headers, ...noFile.headers }, payload: noFile.payload });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(atsMessages.fileRequired);
    const file = { name: 'resume.docx', type: docxType, bytes: await docxBytes(docxZip(['Skills', 'React'])) };
    const noDescription = multipartBody([file]);
    const res2 = await t.app.inject({ method: 'POST', url: '/api/ats/score', headers: { ...headers, ...noDescription.headers }, payload: noDescription.payload });
    expect(res2.statusCode).toBe(400);
    expect(messageOf(res2)).toBe(atsMessages.jobDescriptionRequired);
    expect(res2.json().error.messageId).toBe('ats.jobDescriptionRequired');
    const short = await score(file, 'React developer with Node.js, 2 years.');
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe('Job description seems too short. Please provide a more detailed job description.');
    expect(short.json().error.messageId).toBe('ats.jobDescriptionShort');
    const long = await score(file, 'React and Node.js. '.repeat(1100));
    expect(long.statusCode).toBe(400);
    expect(messageOf(long)).toBe(atsMessages.jobDescriptionLong);
  });

  it('refuses an empty, damaged, protected or scanned file with 422 and says what to do', async () => {
    headers = await learner();
    const cases: Array<[Buffer, string]> = [
      [Buffer.alloc(0), atsMessages.emptyFile],
      [Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage'), atsMessages.damaged],
      [(await pdfOf(sampleResume(), 'latex-classic')).subarray(0, 3000), atsMessages.damaged],
      [await pdfkitBytes((doc) => doc.text('Skills: React, Node.js'), { userPassword: 'secret', pdfVersion: '1.7' }), atsMessages.passwordPdf],
      [await pdfkitBytes((doc) => doc.rect(50, 50, 300, 400).fill('#888888')), atsMessages.scanned],
      [Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]), atsMessages.protectedOffice],
      [Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 7)]), atsMessages.damaged],
    ];
    for (const [bytes, message] of cases) {
      const res = await score({ name: 'resume.pdf', type: pdfType, bytes });
      expect([res.statusCode, messageOf(res)]).toEqual([422, message]);
    }
  });

  it('does not unpack a ZIP bomb named .docx, and keeps answering', async () => {
    headers = await learner();
    const bomb = docxZip(['Skills', 'React']);
    bomb.file('word/media/padding.bin', Buffer.alloc(40 * 1024 * 1024));
    const bytes = await docxBytes(bomb);
    expect(bytes.length).toBeLessThan(atsLimits.fileBytes);
    const res = await score({ name: 'resume.docx', type: docxType, bytes });
    expect(res.statusCode).toBe(422);
    expect(messageOf(res)).toBe(atsMessages.zipBomb);
    const after = await score({ name: 'resume.docx', type: docxType, bytes: await docxBytes(docxZip(['Skills', 'React, Node.js, TypeScript and PostgreSQL'])) });
    expect(after.statusCode).toBe(200);
  });

  it('refuses a second file or a stray field', async () => {
    const file = { name: 'resume.docx', type: docxType, bytes: await docxBytes(docxZip(['Skills', 'React'])) };
    const body = multipartBody([file, { ...file, field: 'other' }], { jobDescription });
    const res = await t.app.inject({ method: 'POST', url: '/api/ats/score', headers: { ...headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(atsMessages.oneFile);
  });
});

describe('limits on costly work', () => {
  it('counts each learner’s checks: the 21st in a minute is refused with 429 and a message', async () => {
    const own = await learner();
    const file = { name: 'resume.docx', type: docxType, bytes: await docxBytes(docxZip(['Skills', 'React, Node.js, TypeScript and PostgreSQL'])) };
    // Short descriptions keep each check cheap: the limit counts requests, whatever they hold.
    for (let check = 1; check <= 20; check++) expect((await score(file, 'too short', own)).statusCode).toBe(400);
    const refused = await score(file, jobDescription, own);
    expect(refused.statusCode).toBe(429);
    expect(messageOf(refused)).toBe(atsMessages.rateLimited);
    expect((await score(file, jobDescription, headers)).statusCode).toBe(200);
  });

  it('stops reading a PDF that takes longer than its deadline', async () => {
    const bytes = await pdfOf(sampleResume(), 'latex-modern');
    await expect(extractResume(bytes, { pdfDeadlineMs: -1 })).rejects.toMatchObject({ status: 422, message: atsMessages.tooSlow });
    await expect(extractResume(bytes)).resolves.toMatchObject({ type: 'pdf', pages: 2 });
  });
});
