/**
 * The ATS checker on files at its 5 MB limit (product.md §2.11, budget 2 s each, memory bounded):
 * a two-page PDF carrying a large photo, a ten-page PDF packed with text (refused as more than a
 * resume), and a DOCX carrying a large image. Each is read and scored as the server does; the
 * script prints the time and the process's memory after each.
 *
 *   npm run bench:ats-large
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { extractResume } from '../src-server/ats/extract';
import { analyseAts } from '../src-shared/ats/analyse';
import { atsLimits } from '../src-shared/ats/rules';
import { pdfkitBytes } from '../tests/support/resume-files';
import { docxFile, loadPairs } from './ats-eval';
import { reportFigure } from './figure';

export const largeFileBudgetMs = 2_000;

const resumeLines = [
  'Asha Verma',
  'asha.verma@example.in | +91 98765 43210 | github.com/ashaverma',
  'Summary',
  'Full-stack developer who builds dashboards with React, TypeScript and Node.js on PostgreSQL.',
  'Experience',
  'Software Engineering Intern, Razorpay, Bengaluru, Jan 2024 – Jun 2024',
  'Built a settlement report in React and TypeScript used by 2,000 merchants; cut load time by 40%.',
  'Wrote REST APIs in Node.js and PostgreSQL, deployed with Docker on AWS.',
  'Education',
  'B.Tech in Computer Science, NIT Warangal, 2020 – 2024',
  'Skills',
  'JavaScript, TypeScript, React, Node.js, Express, PostgreSQL, Docker, AWS, Git',
  'Projects',
  'Canteen pre-order app: React front end and an Express API used by 600 students.',
];

/** A PNG of random pixels (it does not compress), `bytes` long give or take a row. */
function noisePng(bytes: number): Buffer {
  const width = 1000;
  const height = Math.ceil(bytes / (width * 3));
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows, { level: 0 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Streams left as written, so a file's size is what it shows and carries. */
const uncompressed = { compress: false };

/** Under the limit by a few kilobytes, as a learner's largest file would be. */
const target = atsLimits.fileBytes - 64 * 1024;

export async function largeFiles(): Promise<Array<{ name: string; bytes: Buffer }>> {
  const photoPdf = await pdfkitBytes((doc) => {
    doc.image(noisePng(target - 40_000), 400, 40, { width: 150 });
    doc.fontSize(10).text(resumeLines.join('\n'), 40, 40, { width: 340 });
    doc.addPage().text(resumeLines.slice(4).join('\n'));
  }, uncompressed);
  const filler = 'React TypeScript Node.js PostgreSQL Docker AWS Kubernetes GraphQL Redis Python ';
  const textPdf = await pdfkitBytes((doc) => {
    doc.fontSize(2);
    // An uncompressed content stream spends about three bytes on each character it shows.
    const perPage = Math.floor(target / 10 / filler.length / 3.2);
    for (let page = 0; page < 10; page++) {
      if (page > 0) doc.addPage();
      doc.text(filler.repeat(perPage), 20, 20, { width: 570 });
    }
  }, uncompressed);
  const photoDocx = await docxFile(resumeLines, { 'word/media/image1.png': noisePng(target - 20_000) });
  return [
    { name: 'two-page PDF with a large photo', bytes: photoPdf },
    { name: 'ten-page PDF packed with text', bytes: textPdf },
    { name: 'DOCX with a large image', bytes: photoDocx },
  ];
}

export interface LargeFileFigure {
  name: string;
  megabytes: number;
  ms: number;
  outcome: string;
  rssMb: number;
}

/** Reads and scores one file as the server does; a refusal is an outcome too. */
export async function checkLargeFile(file: { name: string; bytes: Buffer }, jobDescription: string): Promise<LargeFileFigure> {
  const start = performance.now();
  let outcome: string;
  try {
    const resume = await extractResume(file.bytes);
    outcome = `scored ${analyseAts(resume.text, jobDescription, resume).atsScore}`;
  } catch (error) {
    outcome = `refused: ${error instanceof Error ? error.message : String(error)}`;
  }
  const ms = performance.now() - start;
  return { name: file.name, megabytes: file.bytes.length / 1024 / 1024, ms, outcome, rssMb: process.memoryUsage().rss / 1024 / 1024 };
}

async function main(): Promise<void> {
  const jobDescription = loadPairs()[0]?.jobDescription ?? '';
  console.log(`ATS checker on files near its 5 MB limit (budget ${largeFileBudgetMs} ms each); RSS at start ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
  let over = false;
  for (const file of await largeFiles()) {
    const figure = await checkLargeFile(file, jobDescription);
    over ||= figure.ms > largeFileBudgetMs;
    reportFigure({ name: `ATS ${figure.name}`, value: Math.round(figure.ms), unit: 'ms', budget: largeFileBudgetMs, bound: 'at most' });
    console.log(`  ${figure.name.padEnd(32)} ${figure.megabytes.toFixed(2)} MB  ${figure.ms.toFixed(0).padStart(5)} ms  RSS ${figure.rssMb.toFixed(0)} MB  ${figure.outcome}`);
  }
  if (over) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
