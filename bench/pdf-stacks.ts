/**
 * The server's two PDF stacks on the same documents: pdfkit (receipts, certificates, organiser
 * exports, with our own Indic line breaking) and @react-pdf (resumes). Each draws the organisers'
 * detailed export of every seeded registration (10,000 by default, about 800 landscape pages), the
 * same export of a tenth of them, and a participation certificate whose names are in Telugu and
 * Devanagari, all in the Noto fonts. Every drawing runs in a fresh Node process, so its time and
 * peak memory (the process's largest resident set) are its own; an export is drawn once, the
 * certificate once cold and 20 times warm. A drawing still running after PDF_BENCH_TIME_LIMIT_S
 * (600) is stopped and reported unfinished. No budget: the figures say whether one stack can
 * serve both.
 *
 *   npm run bench:pdf-stacks
 *   PDF_BENCH_REGISTRATIONS=2000 npm run bench:pdf-stacks
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, Link, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { z } from 'zod';
import { fontStack, registerResumeFonts } from '@shared/resume/pdf/fonts';
import { connect } from '../src-server/db/connect';
import { migrateToLatest } from '../src-server/db/migrate';
import { seed } from '../src-server/db/seed';
import { type CertificateDocument, renderCertificatePdf } from '../src-server/hackathon/certificate-pdf';
import { loadCurrentEvent } from '../src-server/hackathon/current-event';
import { type ExportCell, type ExportColumn, type ExportDocument, exportDocument, exportPageSize, indiaTime } from '../src-server/hackathon/export-document';
import { pdfStream } from '../src-server/hackathon/export-pdf';
import { loadPdfFonts } from '../src-server/pdf/fonts';
import { countPdfPages, resumeFontPaths } from '../src-server/resume/pdf';
import { seedRegistrations } from '../scripts/seed-hackathon';
import { reportFigure } from './figure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resourcesDir = path.join(root, 'resources');
const registrations = Number(process.env.PDF_BENCH_REGISTRATIONS ?? 10_000);
const warmRuns = 20;
/** A drawing still running after this long is stopped and reported as not finished. */
const timeLimitSeconds = Number(process.env.PDF_BENCH_TIME_LIMIT_S ?? 600);

const storedExport = z.object({
  title: z.string(),
  tables: z.array(
    z.object({
      title: z.string(),
      columns: z.array(z.object({ header: z.string(), kind: z.enum(['text', 'integer', 'decimal', 'time']), width: z.number() })),
      rows: z.array(z.array(z.union([z.string(), z.number()]))),
    }),
  ),
});
type StoredExport = z.infer<typeof storedExport>;

const certificate: CertificateDocument = {
  participantName: 'సాయి కిరణ్ రెడ్డి',
  teamName: 'Byte Yoddhas',
  memberNames: ['अनन्या शर्मा', 'Karthik Iyer', 'లక్ష్మి నాయుడు'],
  eventName: 'Code Yuddh 2027',
  eventOriginalName: 'कोड युद्ध 2027',
  startsAt: '2027-01-09T03:30:00.000Z',
  endsAt: '2027-01-10T12:30:00.000Z',
  venue: 'JNTU Hyderabad',
  problemStatement: 'PS03: A chatbot in Telugu and Hindi that explains rental agreements clause by clause',
  verificationCode: 'KDS-7Q4M-2XW9',
  verificationUrl: 'https://learn.kodeshala.in/hackathon/certificates/KDS-7Q4M-2XW9',
  issuedAt: '2027-01-12T06:00:00.000Z',
};

/** Seeds a throw-away SQLite database and reads the detailed export's rows, the file both stacks draw. */
async function writeExportRows(file: string, dataDir: string): Promise<number> {
  const db = connect({ databaseUrl: undefined, dataDir });
  try {
    await migrateToLatest(db.kysely);
    await seed(db.kysely, resourcesDir, new Date('2027-01-05T00:00:00Z'));
    await seedRegistrations(db.kysely, { count: registrations, seed: 1, now: new Date('2027-01-05T00:00:00Z') });
    const document = exportDocument(db.kysely, await loadCurrentEvent(db.kysely), 'detailed', []);
    const tables: StoredExport['tables'] = [];
    for (const table of document.tables) {
      const rows: ExportCell[][] = [];
      for await (const page of table.pages()) rows.push(...page);
      tables.push({ title: table.title, columns: [...table.columns], rows });
    }
    writeFileSync(file, JSON.stringify({ title: document.title, tables }));
    return tables.reduce((sum, table) => sum + table.rows.length, 0);
  } finally {
    await db.close();
  }
}

function asExportDocument(stored: StoredExport): ExportDocument {
  return {
    title: stored.title,
    tables: stored.tables.map((table) => ({
      title: table.title,
      columns: table.columns,
      pages: async function* () {
        for (let start = 0; start < table.rows.length; start += exportPageSize) yield table.rows.slice(start, start + exportPageSize);
      },
    })),
  };
}

async function pdfkitExport(stored: StoredExport): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdfStream(await loadPdfFonts(resourcesDir), asExportDocument(stored))) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const cellText = (cell: ExportCell, column: ExportColumn | undefined) =>
  typeof cell === 'number' ? (column?.kind === 'decimal' ? cell.toFixed(2) : String(cell)) : column?.kind === 'time' ? indiaTime(cell) : cell;

const sans = fontStack('sans');

/** The export as pdfkit draws it: landscape A4, 6.5 pt cells, the header row and "Page N" on every page. */
function ReactPdfExport({ stored }: { stored: StoredExport }): ReactElement {
  const border = { borderBottomWidth: 0.3, borderBottomColor: '#ced4da' };
  const row = (cells: string[], columns: readonly ExportColumn[], total: number, bold: boolean, key: string | number, fixed = false) =>
    h(
      View,
      { key, fixed, wrap: false, style: { flexDirection: 'row', ...border } },
      cells.map((cell, i) => h(Text, { key: i, style: { width: `${((columns[i]?.width ?? 0) / total) * 100}%`, padding: 2, fontWeight: bold ? 700 : 400 } }, cell)),
    );
  return h(
    Document,
    { title: stored.title, author: 'Kodeshala' },
    h(
      Page,
      { size: 'A4', orientation: 'landscape', style: { padding: 28, fontFamily: sans, fontSize: 6.5, color: '#212529' } },
      h(Text, { fixed: true, style: { position: 'absolute', bottom: 10, left: 28, right: 28, textAlign: 'center', color: '#495057' }, render: ({ pageNumber }: { pageNumber: number }) => `Page ${pageNumber}` }),
      h(Text, { style: { fontSize: 14, fontWeight: 700 } }, stored.title),
      stored.tables.map((table, t) => {
        const total = table.columns.reduce((sum, column) => sum + column.width, 0);
        return h(
          View,
          { key: t },
          h(Text, { style: { fontSize: 10, fontWeight: 700, marginTop: 8, marginBottom: 3 } }, table.title),
          row(table.columns.map((column) => column.header), table.columns, total, true, 'header', true),
          table.rows.map((cells, r) => row(cells.map((cell, i) => cellText(cell, table.columns[i])), table.columns, total, false, r)),
        );
      }),
    ),
  );
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The certificate as pdfkit draws it: two frames, the same texts, sizes, colours and places. */
function ReactPdfCertificate({ c }: { c: CertificateDocument }): ReactElement {
  const centred = (fontSize: number, color: string, bold: boolean, marginTop: number) => ({ fontSize, color, fontWeight: bold ? 700 : 400, textAlign: 'center' as const, marginTop });
  const team = c.memberNames.length > 0 ? `${c.teamName} (with ${c.memberNames.join(', ')})` : c.teamName;
  const original = c.eventOriginalName && c.eventOriginalName !== c.eventName ? ` (${c.eventOriginalName})` : '';
  const footer = (bottom: number, text: string) => h(Text, { style: { position: 'absolute', left: 70, bottom, fontSize: 10, color: '#868e96' } }, text);
  return h(
    Document,
    { title: `${c.eventName} participation certificate ${c.verificationCode}`, author: 'Kodeshala', subject: c.participantName },
    h(
      Page,
      { size: 'A4', orientation: 'landscape', style: { fontFamily: sans, paddingHorizontal: 70, paddingTop: 60 } },
      h(View, { fixed: true, style: { position: 'absolute', top: 24, left: 24, right: 24, bottom: 24, borderWidth: 4, borderColor: '#1c7ed6' } }),
      h(View, { fixed: true, style: { position: 'absolute', top: 34, left: 34, right: 34, bottom: 34, borderWidth: 1, borderColor: '#74c0fc' } }),
      h(Text, { style: centred(14, '#1c7ed6', false, 0) }, 'Kodeshala'),
      h(Text, { style: centred(30, '#212529', true, 10) }, 'Certificate of Participation'),
      h(Text, { style: centred(14, '#495057', false, 22) }, 'This is to certify that'),
      h(Text, { style: centred(32, '#1864ab', true, 8) }, c.participantName),
      h(Text, { style: centred(14, '#495057', false, 16) }, `of team ${team}`),
      h(Text, { style: centred(14, '#495057', false, 10) }, `took part in ${c.eventName}${original}, held from ${day(c.startsAt)} to ${day(c.endsAt)} (${c.venue}).`),
      c.problemStatement ? h(Text, { style: centred(14, '#495057', false, 6) }, `Problem statement: ${c.problemStatement}`) : null,
      footer(116, `Issued on ${day(c.issuedAt)}`),
      footer(98, `Verification code: ${c.verificationCode}`),
      h(Text, { style: { position: 'absolute', left: 70, bottom: 80, fontSize: 10, color: '#868e96' } }, 'Check it at ', h(Link, { src: c.verificationUrl, style: { color: '#868e96', textDecoration: 'none' } }, c.verificationUrl)),
      h(Text, { style: { position: 'absolute', right: 70, bottom: 116, fontSize: 12, fontWeight: 700, color: '#212529' } }, `The ${c.eventName} organisers`),
    ),
  );
}

const cases = ['pdfkit export', 'react-pdf export', 'pdfkit certificate', 'react-pdf certificate'] as const;
type Case = (typeof cases)[number];

const measured = z.object({ firstMs: z.number(), warmMedianMs: z.number().nullable(), peakRssMb: z.number(), startRssMb: z.number(), bytes: z.number(), pages: z.number() });
type Measured = z.infer<typeof measured>;
const resultTag = 'PDF-STACKS-RESULT ';

/** One case in this process, which the parent started for it alone; an export draws its first `rowCount` rows. */
async function runCase(name: Case, rowsFile: string, rowCount: number): Promise<Measured> {
  const read = name.endsWith('export') ? storedExport.parse(JSON.parse(readFileSync(rowsFile, 'utf8'))) : undefined;
  const stored = read && { ...read, tables: read.tables.map((table) => ({ ...table, rows: table.rows.slice(0, rowCount) })) };
  const fonts = await loadPdfFonts(resourcesDir);
  if (name.startsWith('react-pdf')) registerResumeFonts(resumeFontPaths(resourcesDir));
  const draw = (): Promise<Buffer> => {
    if (stored) return name === 'pdfkit export' ? pdfkitExport(stored) : renderToBuffer(h(ReactPdfExport, { stored }) as Parameters<typeof renderToBuffer>[0]);
    return name === 'pdfkit certificate' ? renderCertificatePdf(fonts, [certificate]) : renderToBuffer(h(ReactPdfCertificate, { c: certificate }) as Parameters<typeof renderToBuffer>[0]);
  };
  const startRssMb = process.memoryUsage().rss / 2 ** 20;
  let start = performance.now();
  const pdf = await draw();
  const firstMs = performance.now() - start;
  let warmMedianMs: number | null = null;
  if (!stored) {
    const times: number[] = [];
    for (let run = 0; run < warmRuns; run++) {
      start = performance.now();
      await draw();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    warmMedianMs = times[Math.floor(times.length / 2)] ?? null;
  }
  return { firstMs, warmMedianMs, peakRssMb: process.resourceUsage().maxRSS / 1024, startRssMb, bytes: pdf.length, pages: countPdfPages(pdf) };
}

/** The kernel's record of a process's largest resident set, read from outside before it is stopped. */
function peakRssOf(pid: number | undefined): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * Runs a case in a fresh Node process with this one's loader (tsx), so peak memory is the case's
 * own. A case still drawing after `limitSeconds` is stopped and reported with its memory so far.
 */
function inChild(name: Case, rowsFile: string, rowCount: number, limitSeconds: number): Promise<Measured | string> {
  return new Promise((resolve) => {
    const args = [...process.execArgv, fileURLToPath(import.meta.url), '--case', name, rowsFile, String(rowCount)];
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    let stopped: string | undefined;
    const limit = setTimeout(() => {
      const peak = peakRssOf(child.pid);
      stopped = `stopped after ${limitSeconds} s, not finished${peak === undefined ? '' : `; peak RSS so far ${mb(peak)}`}`;
      child.kill('SIGKILL');
    }, limitSeconds * 1000);
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('close', (code) => {
      clearTimeout(limit);
      const line = output.split('\n').find((l) => l.startsWith(resultTag));
      if (line) resolve(measured.parse(JSON.parse(line.slice(resultTag.length))));
      else resolve(stopped ?? `failed (exit ${code}): ${errors.trim().split('\n').slice(-3).join(' ')}`);
    });
  });
}

const mb = (value: number) => `${Math.round(value)} MB`;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kodeshala-pdf-stacks-'));
  try {
    const rowsFile = path.join(dir, 'export.json');
    const rows = await writeExportRows(rowsFile, dir);
    const sample = Math.ceil(rows / 10);
    console.log(`PDF stacks on Node ${process.version}, each drawing in its own process (load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores):`);
    const runs: Array<{ name: Case; label: string; rowCount: number }> = [
      ...(['pdfkit export', 'react-pdf export'] as const).map((name) => ({ name, label: `${sample} registrations`, rowCount: sample })),
      ...(['pdfkit export', 'react-pdf export'] as const).map((name) => ({ name, label: `${rows} registrations`, rowCount: rows })),
      ...(['pdfkit certificate', 'react-pdf certificate'] as const).map((name) => ({ name, label: 'Telugu and Devanagari names', rowCount: 0 })),
    ];
    for (const { name, label, rowCount } of runs) {
      const result = await inChild(name, rowsFile, rowCount, timeLimitSeconds);
      const title = `${name} (${label})`;
      if (typeof result === 'string') {
        console.log(`  ${title.padEnd(58)} ${result}`);
        continue;
      }
      const warm = result.warmMedianMs === null ? '' : `, warm median ${result.warmMedianMs.toFixed(1)} ms`;
      console.log(
        `  ${title.padEnd(58)} ${result.pages} pages, ${Math.round(result.bytes / 1024)} KB; first draw ${Math.round(result.firstMs)} ms${warm}; peak RSS ${mb(result.peakRssMb)} (${mb(result.startRssMb)} before drawing)`,
      );
      const figure = `${name} PDF, ${label}`;
      reportFigure({ name: `${figure}, ${result.warmMedianMs === null ? 'time' : 'warm median'}`, value: Math.round(result.warmMedianMs ?? result.firstMs), unit: 'ms' });
      reportFigure({ name: `${figure}, peak RSS`, value: Math.round(result.peakRssMb), unit: 'MB' });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const caseArg = process.argv.indexOf('--case');
if (caseArg !== -1) {
  const name = z.enum(cases).parse(process.argv[caseArg + 1]);
  const result = await runCase(name, process.argv[caseArg + 2] ?? '', Number(process.argv[caseArg + 3]));
  console.log(`${resultTag}${JSON.stringify(result)}`);
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
