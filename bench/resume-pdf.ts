/**
 * The resume's PDF in Node (product.md §2.10): a full two-page resume drawn warm by each template
 * through the server's renderer, median and p95 over `runs` runs. Budget: 150 ms warm.
 *
 *   npm run bench:resume-pdf
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderResumePdf, resumeFontPaths } from '../src-server/resume/pdf';
import { templateIds, type TemplateId } from '../src-shared/resume/templates';
import { sampleResume } from '../tests/support/sample-resume';
import { reportFigure } from './figure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const budgetMs = 150;

export interface TemplateTiming {
  template: TemplateId;
  medianMs: number;
  p95Ms: number;
  bytes: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function runResumePdfBench({ runs = 20 }: { runs?: number } = {}): Promise<TemplateTiming[]> {
  const fonts = resumeFontPaths(path.join(root, 'resources'));
  const resume = sampleResume();
  const requestFor = (template: TemplateId) => ({ resume, template, paper: 'A4' as const, today: '2026-01-01' });
  // Warm: fonts parsed and code compiled for every template first, as in a server that has drawn a few resumes.
  for (let round = 0; round < 3; round++) for (const template of templateIds) await renderResumePdf(fonts, requestFor(template));
  const timings: TemplateTiming[] = [];
  for (const template of templateIds) {
    const request = requestFor(template);
    let bytes = 0;
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      bytes = (await renderResumePdf(fonts, request)).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    timings.push({ template, medianMs: percentile(times, 50), p95Ms: percentile(times, 95), bytes });
  }
  return timings;
}

async function main(): Promise<void> {
  const timings = await runResumePdfBench();
  console.log(`Resume PDF, full two-page resume, warm, 20 runs each (budget ${budgetMs} ms):`);
  for (const t of timings) {
    reportFigure({ name: `resume PDF ${t.template} p95`, value: Math.round(t.p95Ms), unit: 'ms', budget: budgetMs, bound: 'at most' });
    console.log(`  ${t.template.padEnd(16)} median ${t.medianMs.toFixed(1).padStart(6)} ms   p95 ${t.p95Ms.toFixed(1).padStart(6)} ms   ${(t.bytes / 1024).toFixed(0)} KB${t.p95Ms > budgetMs ? '   OVER BUDGET' : ''}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
