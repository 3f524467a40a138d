/**
 * Lighthouse on the built product in Debian's Chromium: the home page, the course catalogue, a
 * lesson, the hackathon landing and the legal pages, each category (performance, accessibility,
 * best practices, SEO) against a budget of 95, on the mobile form factor (Lighthouse's default:
 * a slow phone on a slow 4G network, simulated) and, unless LIGHTHOUSE_DESKTOP=0, on desktop.
 * The catalogue and the lesson are signed in (a learner registered for the run; Lighthouse keeps
 * cookies, so the session's refresh cookie carries over); the public pages are measured as a new
 * visitor sees them, with no cookies, which is the page the server prerenders. Performance varies with the machine's
 * load; LIGHTHOUSE_RUNS (default 1) takes the median of several runs per page. Each page's full
 * report (the last run's) is written to out/lighthouse/ to open in a browser. LIGHTHOUSE_PAGES
 * (names separated by commas, e.g. `lesson,home`) measures only those pages.
 *
 *   npm run bench:lighthouse      (builds the web edition and the server first)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { z } from 'zod';
import { chromiumForLighthouse } from '../tests/support/lighthouse-chromium';
import { reportFigure } from './figure';
import { root, startProduct } from './harness';

const budget = 95;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const formFactors: Array<{ name: string; config: Config | undefined }> = [
  { name: 'mobile', config: undefined },
  ...(process.env.LIGHTHOUSE_DESKTOP === '0' ? [] : [{ name: 'desktop', config: desktopConfig }]),
];

const timedAudits = [
  ['FCP ms', 'first-contentful-paint'],
  ['LCP ms', 'largest-contentful-paint'],
  ['TBT ms', 'total-blocking-time'],
] as const;

const reportDir = path.join(root, 'out/lighthouse');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function firstCourseId(base: string, accessToken: string): Promise<string> {
  const list = await fetch(`${base}/api/courses`, { headers: { authorization: `Bearer ${accessToken}` } });
  const { courses } = z.object({ courses: z.array(z.object({ id: z.string() })) }).parse(await list.json());
  const course = courses[0];
  if (!course) throw new Error('The library has no course to read.');
  return course.id;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'out/web/index.html')) || !fs.existsSync(path.join(root, 'out/server/main.js'))) {
    throw new Error('No build: run npm run build:web && npm run build:server first (npm run bench:lighthouse does).');
  }
  fs.mkdirSync(reportDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-lighthouse-'));
  const server = await startProduct(dataDir, { RENDERER_DIR: path.join(root, 'out/web') });
  const base = `http://localhost:${server.port}`;
  const browser = await chromiumForLighthouse();
  const { context, port: debuggingPort } = browser;
  let failed = false;
  try {
    const registered = await context.request.post(`${base}/api/auth/register`, {
      data: { email: `lighthouse-${Date.now()}@example.in`, password: 'lighthouse-password-42' },
    });
    if (!registered.ok()) throw new Error(`registering answered ${registered.status()}: ${await registered.text()}`);
    const { accessToken } = z.object({ accessToken: z.string() }).parse(await registered.json());
    const courseId = await firstCourseId(base, accessToken);
    // The learner's cookies while a public page is measured: the session's refresh token turns
    // over at each use, so it is put aside when the cookies are cleared and put back as it was.
    let session = await context.cookies();
    let signedIn = true;
    const signIn = async (wanted: boolean) => {
      if (wanted === signedIn) return;
      if (wanted) await context.addCookies(session);
      else {
        session = await context.cookies();
        await context.clearCookies();
      }
      signedIn = wanted;
    };
    const pages = [
      { name: 'home', path: '/', signedIn: false },
      { name: 'catalogue', path: '/courses', signedIn: true },
      { name: 'lesson', path: `/courses/${courseId}`, signedIn: true },
      { name: 'hackathon', path: '/hackathon', signedIn: false },
      { name: 'privacy policy', path: '/privacy-policy', signedIn: false },
      { name: 'terms', path: '/terms-conditions', signedIn: false },
      { name: 'refund policy', path: '/refund-policy', signedIn: false },
      { name: 'shipping policy', path: '/shipping-policy', signedIn: false },
    ];
    const chosen = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    const unknown = chosen?.filter((name) => !pages.some((page) => page.name === name)) ?? [];
    if (unknown.length) throw new Error(`LIGHTHOUSE_PAGES names no page ${unknown.join(', ')}; the pages are ${pages.map((page) => page.name).join(', ')}.`);
    const rows: Array<Record<string, string | number>> = [];
    for (const formFactor of formFactors) {
      for (const page of pages.filter((candidate) => !chosen || chosen.includes(candidate.name))) {
        const scores = new Map<string, number[]>(categories.map((c) => [c, []]));
        const problems = new Set<string>();
        const benchmarkIndexes: number[] = [];
        // The metrics behind the performance score, in milliseconds, to say which one costs it.
        const timings = new Map<string, number[]>(timedAudits.map(([, id]) => [id, []]));
        for (let run = 0; run < runs; run++) {
          await signIn(page.signedIn);
          const result = await lighthouse(`${base}${page.path}`, { port: debuggingPort, logLevel: 'error', output: 'html', onlyCategories: [...categories] }, formFactor.config);
          if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
          const { lhr, report } = result;
          fs.writeFileSync(path.join(reportDir, `${page.name.replaceAll(' ', '-')}-${formFactor.name}.html`), typeof report === 'string' ? report : report.join(''));
          fs.writeFileSync(path.join(reportDir, `${page.name.replaceAll(' ', '-')}-${formFactor.name}.json`), JSON.stringify(lhr));
          if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
          if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) throw new Error(`Lighthouse on ${page.path} ended on ${lhr.finalDisplayedUrl}, so it measured another page.`);
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          for (const [, id] of timedAudits) timings.get(id)?.push(lhr.audits[id]?.numericValue ?? 0);
          for (const category of categories) {
            const found = lhr.categories[category];
            scores.get(category)?.push(Math.round((found?.score ?? 0) * 100));
            // What costs points, so a score under budget says where to look.
            for (const ref of found?.auditRefs ?? []) {
              const audit = lhr.audits[ref.id];
              if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) problems.add(`${category}: ${audit.id} (${Math.round(audit.score * 100)})${audit.displayValue ? ` ${audit.displayValue}` : ''}`);
            }
          }
        }
        // Lighthouse's CPU speed score for this machine at the time: its simulated 4x slower phone
        // assumes an idle desktop (about 1000 and more); a busy 2-core machine scores far less.
        const row: Record<string, string | number> = { page: page.name, form: formFactor.name, 'CPU benchmark': Math.round(median(benchmarkIndexes)) };
        for (const category of categories) {
          const value = median(scores.get(category) ?? []);
          row[category] = value;
          if (value < budget) failed = true;
          reportFigure({ name: `${page.name} ${formFactor.name} ${category}`, value, unit: '', budget, bound: 'at least' });
        }
        for (const [label, id] of timedAudits) row[label] = Math.round(median(timings.get(id) ?? []));
        rows.push(row);
        if (problems.size) console.log(`${page.name} (${formFactor.name}) loses points on: ${[...problems].join('; ')}`);
      }
    }
    console.log(`\nLighthouse scores, median of ${runs} run(s) per page (budget ≥ ${budget} in every category); ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}`);
    console.table(rows);
  } finally {
    await browser.close();
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
