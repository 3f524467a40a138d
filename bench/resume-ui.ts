/**
 * The resume builder in Chromium, on the built product: a learner whose full two-page resume
 * (tests/support/sample-resume.ts) is on the server opens the builder, then
 * - the first live preview (the PDF drawn in the browser and its pages drawn as images);
 * - Export PDF until the download starts, BENCH_RUNS times (the PDF drawn in the browser, no round trip);
 * - 300 characters typed into the summary at a fast typist's pace (one key every 60 ms), then the
 *   10 s until autosave has run: how long the browser took to handle each key (the Event Timing
 *   API's duration, what a person feels as lag) and the long tasks (main-thread work over 50 ms).
 *
 *   npm run build:web && npm run build:server && npx tsx bench/resume-ui.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { z } from 'zod';
import { sampleResume } from '../tests/support/sample-resume';
import { root, startProduct } from './harness';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const email = 'bench-resume@example.in';
const password = 'bench-resume-password';

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => sorted(values)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)] ?? 0;

async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

// Page-side code as text: this file is type-checked for Node, without the DOM's types.
async function watchMainThread(page: Page): Promise<void> {
  await page.evaluate(`
    window.benchKeys = [];
    window.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') window.benchKeys.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  `);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-resume-ui-'));
  const server = await startProduct(dataDir, { RENDERER_DIR: path.join(root, 'out/web'), REGISTER_RATE_LIMIT_PER_15_MINUTES: '1000' });
  const base = `http://localhost:${server.port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    if (!registered.ok) throw new Error(`registering answered ${registered.status}: ${await registered.text()}`);
    const { accessToken } = z.object({ accessToken: z.string() }).parse(await registered.json());
    const saved = await fetch(`${base}/api/resume`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ resume: sampleResume(), baseUpdatedAt: null }),
    });
    if (!saved.ok) throw new Error(`saving the sample resume answered ${saved.status}: ${await saved.text()}`);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await page.goto(`${base}/login`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('profile-menu-button').waitFor();

    const firstPreview = await timed(async () => {
      await page.goto(`${base}/resume-builder`);
      await page.getByTestId('resume-preview-pages').getByRole('img').first().waitFor();
    });

    const exports: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      exports.push(
        await timed(async () => {
          const download = page.waitForEvent('download');
          await page.getByRole('button', { name: 'Export PDF' }).click();
          await download;
        }),
      );
    }

    await page.getByRole('tab', { name: 'Summary' }).click();
    const summary = page.getByLabel(/^Professional summary/);
    await summary.click();
    await page.keyboard.press('End');
    await watchMainThread(page);
    const sentence = ' Built and shipped features that learners across India use every day, measured and improved.';
    const typed = sentence.repeat(4).slice(0, 300);
    await summary.pressSequentially(typed, { delay: 60 });
    const typingTasks = z.array(z.number()).parse(await page.evaluate('window.benchLongTasks.slice()'));
    await page.getByTestId('sync-status').filter({ hasText: 'All changes saved' }).waitFor({ timeout: 20_000 });
    const keys = z.array(z.number()).parse(await page.evaluate('window.benchKeys'));
    const allTasks = z.array(z.number()).parse(await page.evaluate('window.benchLongTasks'));

    console.log(`\nResume builder in Chromium, a full two-page resume (ms)`);
    console.log(`  first live preview on opening the builder:        ${firstPreview.toFixed(0)}`);
    console.log(`  Export PDF → download, ${runs} runs (median / p95):   ${median(exports).toFixed(0)} / ${p95(exports).toFixed(0)}   (first ${exports[0]?.toFixed(0) ?? '-'})`);
    console.log(`  keys typed: ${typed.length}; keys whose handling took over 16 ms: ${keys.length}, p95 of those ${p95(keys).toFixed(0)}, longest ${Math.max(0, ...keys).toFixed(0)}`);
    console.log(`  long tasks while typing: ${typingTasks.length}, longest ${Math.max(0, ...typingTasks).toFixed(0)}`);
    console.log(`  long tasks until autosave had run (preview redraws included): ${allTasks.length}, longest ${Math.max(0, ...allTasks).toFixed(0)}`);
  } finally {
    await browser.close();
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
