/**
 * The organisers' registrations table in Chromium at event size: 10,000 registrations seeded into a
 * fresh database behind the built product, an organiser signed in through the login page, then
 * BENCH_RUNS times each: a search typed into the box until the table shows its rows (the box waits
 * 300 ms for typing to stop, which is included), the next page, and "select all filtered" (500 ids
 * from the server) until the bulk bar counts them. Beside the times, the browser's long tasks
 * (main-thread work over 50 ms, which a person feels as a stuck screen) over the whole run.
 *
 *   npm run build:web && npm run build:server && npx tsx bench/hackathon-admin-ui.ts
 *   BENCH_COUNT=2000 BENCH_RUNS=5 npx tsx bench/hackathon-admin-ui.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { z } from 'zod';
import { root, startProduct } from './harness';

const count = Number(process.env.BENCH_COUNT ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 10);
const organiser = 'bench-organiser@example.in';
const password = 'bench-organiser-password';
const searches = ['sharma', 'cse', 'reddy', 'iit', 'team', 'kumar', 'anna', 'priya', 'mech', 'nair'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)] ?? 0;

async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

/** Records every long task of the page from now on, for reading at the end. */
// Page-side code as text: this file is type-checked for Node, without the DOM's types.
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(`
    window.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  `);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-admin-ui-'));
  const seedStart = performance.now();
  execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/seed-hackathon.ts', '--count', String(count), '--data-dir', dataDir], { cwd: root, stdio: 'inherit' });
  console.log(`seeded ${count.toLocaleString('en-IN')} registrations in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const server = await startProduct(dataDir, { RENDERER_DIR: path.join(root, 'out/web'), ORGANISER_EMAILS: organiser, REGISTER_RATE_LIMIT_PER_15_MINUTES: '1000' });
  const base = `http://localhost:${server.port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: organiser, password }) });
    if (!registered.ok) throw new Error(`registering the organiser answered ${registered.status}: ${await registered.text()}`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/login`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(organiser);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('profile-menu-button').waitFor();

    const firstLoad = await timed(async () => {
      await page.goto(`${base}/hackathon/admin`);
      await page.getByRole('tab', { name: 'Registrations' }).click();
      await page.getByTestId('admin-registration-row').first().waitFor();
    });
    await watchLongTasks(page);

    const searchBox = page.getByRole('textbox', { name: 'Search' });
    const rows = page.getByTestId('admin-registration-row');
    const pager = page.getByTestId('admin-page');
    const bulkBar = page.getByTestId('admin-bulk-bar');
    const matching = page.getByText(/^[\d,]+ matching$/);
    const times = { typing: [] as number[], search: [] as number[], nextPage: [] as number[], selectFiltered: [] as number[] };
    for (let run = 0; run < runs; run += 1) {
      const term = searches[run % searches.length] ?? 'team';
      const everything = (await matching.textContent()) ?? '';
      times.search.push(
        await timed(async () => {
          times.typing.push(await timed(() => searchBox.pressSequentially(term)));
          await page.getByText(/^[\d,]+ matching$/).filter({ hasNotText: everything }).waitFor();
          await rows.first().or(page.getByText('No registrations match these filters.')).waitFor();
        }),
      );
      await searchBox.fill('');
      await matching.filter({ hasText: everything }).waitFor();
      await pager.filter({ hasText: /^Page 1 of \d+$/ }).waitFor();
      const firstId = (await rows.first().getByRole('cell').nth(1).textContent()) ?? '';
      times.nextPage.push(
        await timed(async () => {
          await page.getByRole('button', { name: 'Next' }).click();
          await pager.filter({ hasText: /^Page 2 of/ }).waitFor();
          await rows.first().getByRole('cell').nth(1).filter({ hasNotText: firstId }).waitFor();
        }),
      );
      await page.getByRole('button', { name: 'Previous' }).click();
      times.selectFiltered.push(
        await timed(async () => {
          await page.getByRole('button', { name: /^Select all .* filtered$/ }).click();
          await bulkBar.filter({ hasText: /\b500 selected/ }).waitFor();
        }),
      );
      await page.getByRole('button', { name: 'Clear selection' }).click();
      await bulkBar.filter({ hasText: /\b0 selected/ }).waitFor();
    }
    const longTasks = z.array(z.number()).parse(await page.evaluate('window.benchLongTasks'));

    console.log(`\nOrganisers' registrations table in Chromium, ${count.toLocaleString('en-IN')} registrations, ${runs} runs (median / p95, ms)`);
    console.log(`  first load of the Registrations tab:      ${firstLoad.toFixed(0)}`);
    console.log(`  typing a search (${searches[0]?.length ?? 0}–5 keys, one at a time): ${median(times.typing).toFixed(0)} / ${p95(times.typing).toFixed(0)}`);
    console.log(`  search typed → rows shown (incl. 300 ms): ${median(times.search).toFixed(0)} / ${p95(times.search).toFixed(0)}`);
    console.log(`  next page → rows shown:                    ${median(times.nextPage).toFixed(0)} / ${p95(times.nextPage).toFixed(0)}`);
    console.log(`  select all filtered → 500 selected:        ${median(times.selectFiltered).toFixed(0)} / ${p95(times.selectFiltered).toFixed(0)}`);
    console.log(`  long tasks (> 50 ms) during all of it:     ${longTasks.length}, longest ${Math.max(0, ...longTasks).toFixed(0)} ms`);
  } finally {
    await browser.close();
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
