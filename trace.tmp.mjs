import { chromium } from '@playwright/test';
import fs from 'node:fs';
const base = 'http://localhost:4310';
const path = process.argv[2] ?? '/courses/html-basics';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await page.request.post(`${base}/api/auth/register`, { data: { email: `trace-${Date.now()}@example.in`, password: 'chai-and-code-42' } });
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await page.goto(`${base}${path}`, { waitUntil: 'load' });
await page.waitForTimeout(5000);
await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(fs.readFileSync('/tmp/trace.json', 'utf8'));
const tasks = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 50000).sort((a, b) => a.ts - b.ts);
for (const task of tasks) {
  const inside = traceEvents.filter((e) => e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur && e.name !== 'RunTask');
  const by = {};
  for (const e of inside) by[e.name] = (by[e.name] ?? 0) + e.dur / 1000;
  console.log(Math.round(task.dur / 1000), 'ms:', Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${Math.round(d)}`).join(', '));
}
