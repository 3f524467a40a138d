/**
 * The ATS checker's accuracy and speed (product.md §2.11). Each pair of tests/fixtures/ats-eval is
 * a resume (printed by the resume builder in one of its templates, or written as a DOCX) and a job
 * description, with the skills a careful reader finds in each. The resume goes through the
 * server's extraction, then the skills found in it and in the description are compared with the
 * reader's: precision and recall over all pairs (targets 0.85 and 0.9). Then a two-page PDF is
 * parsed and scored warm, median and p95 (budget 150 ms).
 *
 *   npm run bench:ats-eval
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { extractResume } from '../src-server/ats/extract';
import { renderResumePdf, resumeFontPaths } from '../src-server/resume/pdf';
import { analyseAts } from '../src-shared/ats/analyse';
import { findSkills } from '../src-shared/ats/keywords';
import { emptyResume, type Resume } from '../src-shared/resume/resume';
import { templateIds } from '../src-shared/resume/templates';
import { docxBytes, docxZip } from '../tests/support/resume-files';
import { sampleResume } from '../tests/support/sample-resume';
import { reportFigure } from './figure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const fixturesDir = path.join(root, 'tests/fixtures/ats-eval');
export const targets = { precision: 0.85, recall: 0.9, twoPageMs: 150 } as const;

/** A resume as the fixtures write it: the builder's fields, shortened. */
const compactResume = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  link: z.string().default(''),
  title: z.string().default(''),
  summary: z.string().default(''),
  experience: z.array(z.object({ title: z.string(), company: z.string(), start: z.string(), end: z.string().default(''), bullets: z.array(z.string()) })).default([]),
  education: z.array(z.object({ degree: z.string(), institution: z.string(), year: z.string() })).default([]),
  skills: z.array(z.string()).default([]),
  projects: z.array(z.object({ name: z.string(), description: z.string(), technologies: z.array(z.string()).default([]) })).default([]),
  certificates: z.array(z.object({ name: z.string(), issuer: z.string() })).default([]),
});
type CompactResume = z.infer<typeof compactResume>;

export const evalPair = z.object({
  id: z.string(),
  /** A template of the builder (printed to PDF) or 'docx'. */
  format: z.enum([...templateIds, 'docx']),
  resume: compactResume,
  jobDescription: z.string(),
  /** What a careful reader finds: canonical names of the skills lexicon, or the reader's own word for a skill it lacks. */
  jobSkills: z.array(z.string()),
  resumeSkills: z.array(z.string()),
});
export type EvalPair = z.infer<typeof evalPair>;

export function loadPairs(): EvalPair[] {
  return fs
    .readdirSync(fixturesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => z.array(evalPair).parse(JSON.parse(fs.readFileSync(path.join(fixturesDir, name), 'utf8'))));
}

function toResume(r: CompactResume): Resume {
  const [firstName = '', ...rest] = r.name.split(' ');
  return {
    ...emptyResume(),
    firstName,
    lastName: rest.join(' '),
    email: r.email,
    phone: r.phone,
    github: r.link,
    jobTitle: r.title,
    summary: r.summary,
    experiences: r.experience.map((job, i) => ({
      id: `e${i}`,
      jobTitle: job.title,
      company: job.company,
      location: '',
      startDate: job.start,
      endDate: job.end,
      current: job.end === '',
      description: job.bullets.map((line) => `- ${line}`).join('\n'),
    })),
    education: r.education.map((school, i) => ({ id: `d${i}`, degree: school.degree, institution: school.institution, location: '', graduationDate: school.year, gpa: '', description: '' })),
    skills: r.skills.map((name, i) => ({ id: `s${i}`, name, level: 3, category: 'Technical' as const })),
    projects: r.projects.map((project, i) => ({ id: `p${i}`, name: project.name, description: project.description, technologies: project.technologies, startDate: '', endDate: '', github: '', demo: '', highlights: [] })),
    certificates: r.certificates.map((cert, i) => ({ id: `c${i}`, name: cert.name, issuer: cert.issuer, date: '', expiryDate: '', credentialId: '', url: '' })),
  };
}

/** The same resume as the paragraphs of a hand-written DOCX. */
function docxLines(r: CompactResume): string[] {
  return [
    r.name,
    [r.email, r.phone, r.link].filter(Boolean).join(' | '),
    ...(r.summary ? ['Summary', r.summary] : []),
    ...(r.experience.length ? ['Work Experience', ...r.experience.flatMap((job) => [`${job.title}, ${job.company} (${job.start} – ${job.end || 'Present'})`, ...job.bullets.map((line) => `• ${line}`)])] : []),
    ...(r.projects.length ? ['Projects', ...r.projects.flatMap((p) => [`${p.name}: ${p.description}`, ...(p.technologies.length ? [`Tech: ${p.technologies.join(', ')}`] : [])])] : []),
    ...(r.education.length ? ['Education', ...r.education.map((s) => `${s.degree}, ${s.institution}, ${s.year}`)] : []),
    ...(r.skills.length ? ['Skills', r.skills.join(', ')] : []),
    ...(r.certificates.length ? ['Certifications', ...r.certificates.map((c) => `${c.name} – ${c.issuer}`)] : []),
  ];
}

/** A DOCX of one paragraph per line; `media` adds files (an image) as Word stores them. */
export async function docxFile(lines: readonly string[], media: Record<string, Buffer> = {}): Promise<Buffer> {
  const zip = docxZip(lines);
  for (const [name, bytes] of Object.entries(media)) zip.file(name, bytes, { compression: 'STORE' });
  return docxBytes(zip);
}

const fonts = resumeFontPaths(path.join(root, 'resources'));
const pdfFile = (resume: Resume, template: (typeof templateIds)[number]) => renderResumePdf(fonts, { resume, template, paper: 'A4', today: '2026-11-26' });

export interface PairResult {
  id: string;
  truePositives: number;
  falsePositives: string[];
  falseNegatives: string[];
}

export interface EvalFigures {
  pairs: PairResult[];
  precision: number;
  recall: number;
  /** Pairs whose one-column resume was read as two columns (the layout check's false alarms). */
  readAsTwoColumns: string[];
}

/** Compares what the checker finds with what the reader found, in the description and in the resume. */
export async function runAtsEval(pairs: readonly EvalPair[] = loadPairs()): Promise<EvalFigures> {
  const results: PairResult[] = [];
  const readAsTwoColumns: string[] = [];
  for (const pair of pairs) {
    const bytes = pair.format === 'docx' ? await docxFile(docxLines(pair.resume)) : await pdfFile(toResume(pair.resume), pair.format);
    const { text, twoColumnPages } = await extractResume(bytes);
    if (twoColumnPages.length > 0) readAsTwoColumns.push(pair.id);
    const result: PairResult = { id: pair.id, truePositives: 0, falsePositives: [], falseNegatives: [] };
    for (const [where, found, expected] of [
      ['job', findSkills(pair.jobDescription), pair.jobSkills],
      ['resume', findSkills(text), pair.resumeSkills],
    ] as const) {
      const wanted = new Set(expected);
      for (const skill of found) {
        if (wanted.has(skill)) result.truePositives++;
        else result.falsePositives.push(`${where}: ${skill}`);
      }
      const got = new Set(found);
      for (const skill of expected) if (!got.has(skill)) result.falseNegatives.push(`${where}: ${skill}`);
    }
    results.push(result);
  }
  const tp = results.reduce((sum, r) => sum + r.truePositives, 0);
  const fp = results.reduce((sum, r) => sum + r.falsePositives.length, 0);
  const fn = results.reduce((sum, r) => sum + r.falseNegatives.length, 0);
  return { pairs: results, precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), readAsTwoColumns };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** A two-page PDF from the builder, parsed and scored warm `runs` times. */
export async function timeTwoPagePdf(runs = 20): Promise<{ medianMs: number; p95Ms: number; pages: number | null }> {
  const bytes = await pdfFile(sampleResume(), 'latex-modern');
  const jobDescription = loadPairs()[0]?.jobDescription ?? '';
  let pages: number | null = null;
  for (let warm = 0; warm < 3; warm++) analyseAts((await extractResume(bytes)).text, jobDescription);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const resume = await extractResume(bytes);
    analyseAts(resume.text, jobDescription);
    times.push(performance.now() - start);
    pages = resume.pages;
  }
  times.sort((a, b) => a - b);
  return { medianMs: percentile(times, 50), p95Ms: percentile(times, 95), pages };
}

async function main(): Promise<void> {
  const pairs = loadPairs();
  const figures = await runAtsEval(pairs);
  console.log(`ATS keyword extraction, ${pairs.length} pairs (${pairs.filter((p) => p.format === 'docx').length} DOCX, the rest PDFs from the builder's templates):`);
  for (const pair of figures.pairs) {
    const misses = [...pair.falsePositives.map((s) => `+${s}`), ...pair.falseNegatives.map((s) => `-${s}`)];
    if (misses.length > 0) console.log(`  ${pair.id.padEnd(14)} ${misses.join('; ')}`);
  }
  console.log(`  precision ${figures.precision.toFixed(3)} (target ${targets.precision})   recall ${figures.recall.toFixed(3)} (target ${targets.recall})`);
  console.log(`  one-column resumes read as two columns: ${figures.readAsTwoColumns.length} of ${pairs.length}${figures.readAsTwoColumns.length ? ` (${figures.readAsTwoColumns.join(', ')})` : ''}`);
  const timing = await timeTwoPagePdf();
  console.log(`Two-page PDF (${timing.pages} pages) parsed and scored, warm, 20 runs: median ${timing.medianMs.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms (budget ${targets.twoPageMs} ms)`);
  reportFigure({ name: 'ATS keyword precision', value: Math.round(figures.precision * 1000) / 1000, unit: '', budget: targets.precision, bound: 'at least' });
  reportFigure({ name: 'ATS keyword recall', value: Math.round(figures.recall * 1000) / 1000, unit: '', budget: targets.recall, bound: 'at least' });
  reportFigure({ name: 'ATS two-page PDF score p95', value: Math.round(timing.p95Ms), unit: 'ms', budget: targets.twoPageMs, bound: 'at most' });
  if (figures.precision < targets.precision || figures.recall < targets.recall || timing.p95Ms > targets.twoPageMs) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
