import { errorReply } from '@shared/api/error-reply';
import { paperSizes, type PaperSize } from '@shared/resume/paper';
import { printedHeadings } from '@shared/resume/pdf/layout';
import { resumeMessages } from '@shared/resume/messages';
import { resumeSchema, type Resume } from '@shared/resume/resume';
import { templateIds } from '@shared/resume/templates';
import { renderResumePdf, resumeFontPaths } from '@server/resume/pdf';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runResumePdfBench } from '../../bench/resume-pdf';
import { sampleResume } from '../support/sample-resume';
import { bearer, goodPassword, uniqueEmail } from './support/accounts';
import { createTestApp, resourcesDir, type TestApp } from './support/test-app';

/**
 * The resume's PDF export (product.md §2.10) read back by an independent parser (pdf.js through
 * unpdf): every template on both papers carries the name, contact, headings and skills as
 * selectable text, with links as link annotations and no heading left alone at a page's foot.
 */
let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function learner(): Promise<Record<string, string>> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail('cv'), password: goodPassword }, remoteAddress: `198.51.100.${++address}` });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return bearer((res.json() as { accessToken: string }).accessToken);
}

const exportResume = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/resume/export', headers, payload });
const messageOf = (res: { json(): unknown }) => errorReply.parse(res.json()).error.message;

interface TextItem {
  text: string;
  y: number;
}
interface ParsedPage {
  width: number;
  height: number;
  items: TextItem[];
  links: string[];
}

async function parsePdf(pdf: Buffer): Promise<ParsedPage[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages: ParsedPage[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [{ text: item.str, y: item.transform[5] as number }] : []));
    const annotations = (await page.getAnnotations()) as Array<{ subtype: string; url?: string }>;
    const [, , width = 0, height = 0] = page.view;
    pages.push({ width, height, items, links: annotations.filter((a) => a.subtype === 'Link' && a.url).map((a) => a.url ?? '') });
  }
  return pages;
}

/** All the text, one space between words, as a reader copying it would get it. */
const allText = (pages: ParsedPage[]) =>
  pages
    .flatMap((page) => page.items.map((item) => item.text))
    .join(' ')
    .replaceAll(/\s+/g, ' ');

/**
 * Whether a word in an Indic script is there. A PDF keeps glyphs in the order they are drawn, and
 * Devanagari draws some vowel signs before their consonant (हिन्दी is drawn ि ह …), so a parser
 * gives the same letters in drawing order: the test looks for the letters, not their sequence.
 */
function hasIndicWord(text: string, word: string): boolean {
  const letters = (s: string) => [...s].sort().join('');
  const compact = text.replaceAll(/\s+/g, '');
  const size = [...word].length;
  const chars = [...compact];
  for (let start = 0; start + size <= chars.length; start++) if (letters(chars.slice(start, start + size).join('')) === letters(word)) return true;
  return false;
}

/** Every heading found as its own line has, on its page, some text below it. */
function expectHeadingsWithEntries(pages: ParsedPage[], headings: string[]): void {
  for (const heading of headings) {
    const page = pages.find((p) => p.items.some((item) => item.text.trim().toLowerCase() === heading.toLowerCase()));
    expect(page, heading).toBeDefined();
    const headingItem = page?.items.find((item) => item.text.trim().toLowerCase() === heading.toLowerCase());
    expect(page?.items.some((item) => headingItem !== undefined && item.y < headingItem.y - 1), `${heading} has an entry under it`).toBe(true);
  }
}

const paperPoints: Record<PaperSize, [number, number]> = { A4: [595.28, 841.89], LETTER: [612, 792] };

describe('POST /api/resume/export as PDF', () => {
  const resume = sampleResume();
  const cases = templateIds.flatMap((template) => paperSizes.map((paper) => [template, paper] as const));

  it.each(cases)('%s on %s: the name, contact, every heading and skill as text, links clickable, headings with their entries', { timeout: 30_000 }, async (template, paper) => {
    const res = await exportResume(await learner(), { ...resume, template, paper, format: 'pdf' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="asha-verma-resume.pdf"');
    const pages = await parsePdf(res.rawPayload);

    expect(pages.length).toBe(2);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(paperPoints[paper][0], 0);
      expect(page.height).toBeCloseTo(paperPoints[paper][1], 0);
    }

    const text = allText(pages);
    for (const expected of ['Asha Verma', resume.email, resume.phone, 'Full-Stack Developer', 'Zoho', 'Krishi Vani', 'AWS Certified Developer', 'Code Club Hyderabad', 'Rashtrabhasha Praveen']) expect(text).toContain(expected);
    const headings = printedHeadings(resume, template);
    expect(headings).toEqual(expect.arrayContaining(['Summary', 'Experience', 'Education', 'Skills', 'Projects', 'Certifications', 'Languages', 'Volunteering', 'Awards']));
    for (const heading of headings) expect(text.toLowerCase()).toContain(heading.toLowerCase());
    for (const skill of resume.skills) expect(text).toContain(skill.name);
    expect(text).toContain('Advanced');
    expect(text).toContain('(Expired)');
    expect(hasIndicWord(text, 'తెలుగు')).toBe(true);
    expect(hasIndicWord(text, 'हिन्दी')).toBe(true);

    const links = pages.flatMap((page) => page.links);
    expect(links).toEqual(
      expect.arrayContaining(['mailto:asha.verma@example.in', 'https://linkedin.com/in/asha-verma', 'https://github.com/ashaverma', 'https://github.com/ashaverma/krishi-vani', 'https://krishivani.example.in/']),
    );

    expectHeadingsWithEntries(pages, headings);
  });

  it('never leaves a heading alone at the foot of a page, wherever the page break falls', { timeout: 60_000 }, async () => {
    const fonts = resumeFontPaths(resourcesDir);
    // Each extra line moves every later section down, so the break passes through every heading in turn.
    for (let extra = 0; extra < 24; extra += 2) {
      const lines = Array.from({ length: extra }, (_, i) => `- Shipped improvement number ${i + 1} to the billing service`).join('\n');
      const long = sampleResume({ summary: `${sampleResume().summary}\n${lines}` });
      for (const template of ['latex-modern', 'latex-executive'] as const) {
        const pages = await parsePdf(await renderResumePdf(fonts, { resume: long, template, paper: 'A4', today: '2026-01-01' }));
        expectHeadingsWithEntries(pages, printedHeadings(long, template));
      }
    }
  });

  it('prints a Devanagari and a Telugu name in the header and the file name', { timeout: 30_000 }, async () => {
    const res = await exportResume(await learner(), { ...sampleResume({ firstName: 'अनिल', lastName: 'రెడ్డి' }), format: 'pdf' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('अनिल-రెడ్డి-resume.pdf')}`);
    const text = allText(await parsePdf(res.rawPayload));
    expect(hasIndicWord(text, 'अनिल')).toBe(true);
    expect(hasIndicWord(text, 'రెడ్డి')).toBe(true);
  });

  it('leaves out empty sections and keeps a one-page resume to one page', { timeout: 30_000 }, async () => {
    const short: Resume = sampleResume({ experiences: [], projects: [], certificates: [], languages: [], customSections: [], summary: '' });
    expect(printedHeadings(short, 'latex-modern')).toEqual(['Education', 'Skills']);
    const res = await exportResume(await learner(), { ...short, format: 'pdf' });
    const pages = await parsePdf(res.rawPayload);
    expect(pages.length).toBe(1);
    const lines = pages.flatMap((page) => page.items.map((item) => item.text.trim().toLowerCase()));
    expect(lines).toContain('education');
    for (const absent of ['experience', 'projects', 'certifications', 'languages', 'summary']) expect(lines).not.toContain(absent);
  });
});

describe('POST /api/resume/export as JSON', () => {
  it('answers our JSON and JSON Resume as attachments', async () => {
    const headers = await learner();
    const ours = await exportResume(headers, { ...sampleResume(), format: 'json' });
    expect(ours.statusCode).toBe(200);
    expect(ours.headers['content-disposition']).toContain('filename="asha-verma-resume.json"');
    expect(resumeSchema.parse(ours.json())).toEqual(sampleResume());
    const open = await exportResume(headers, { ...sampleResume(), format: 'json-resume' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ basics: { name: 'Asha Verma', email: 'asha.verma@example.in' } });
  });
});

describe('POST /api/resume/export refuses', () => {
  it('a guest, with the product’s words', async () => {
    const res = await exportResume({}, { ...sampleResume(), format: 'pdf' });
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toBe('Please login to export resume');
  });

  it('a resume without a first name, last name or e-mail, and bad fields', async () => {
    const headers = await learner();
    for (const missing of [{ firstName: '' }, { lastName: '  ' }, { email: '' }]) {
      const res = await exportResume(headers, { ...sampleResume(), ...missing, format: 'pdf' });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe('Please fill in basic contact information before exporting');
    }
    const badEmail = await exportResume(headers, { ...sampleResume(), email: 'asha-at-example', format: 'pdf' });
    expect(badEmail.statusCode).toBe(400);
    expect(messageOf(badEmail)).toContain('Invalid email format');
    for (const bad of [{ format: 'docx' }, { paper: 'A3' }, { template: 'latex-fancy' }, { skills: [{ id: 's', name: 'React', level: 9, category: 'Technical' }] }]) {
      const res = await exportResume(headers, { ...sampleResume(), ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('more than 20 exports a minute from one learner', { timeout: 30_000 }, async () => {
    const headers = await learner();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await exportResume(headers, { ...sampleResume(), format: 'json' })).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await exportResume(headers, { ...sampleResume(), format: 'json' });
    expect(limited.statusCode).toBe(429);
    expect(messageOf(limited)).toBe(resumeMessages.exportTooFast);
  });
});

describe('the resume PDF benchmark', () => {
  it('draws every template a few times', { timeout: 60_000 }, async () => {
    const timings = await runResumePdfBench({ runs: 2 });
    expect(timings.map((timing) => timing.template)).toEqual([...templateIds]);
    for (const timing of timings) expect(timing.bytes).toBeGreaterThan(10_000);
  });
});
