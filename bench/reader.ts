/**
 * The lesson reader: requests/s and p99 of its one course request (GET /api/courses/:courseId, the
 * outline with locks and the caller's progress) for a signed-in learner, against bare Fastify
 * sending that request's own reply bytes and headers in the same run (a bare hello-world beside it
 * for information); and the gzipped JavaScript the reader route loads in the web build.
 * Budgets: at least 50% of the replay's requests/s; under 250 KB of gzipped JavaScript, with no
 * Monaco in it.
 *
 *   npm run bench:reader        (builds the server and the web edition first)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { measureRounds, printFigures, replyOf, root, startProduct, startServer, type Figures, type Server } from './harness';
import { reportFigure } from './figure';
import { readerBundle, readerBundleBudgetKb as bundleBudgetKb } from '../tests/support/reader-bundle';

const requestBudget = 0.5;

async function signedInLearner(base: string): Promise<{ token: string; courseId: string }> {
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.in`, password: 'bench-password-42' }),
  });
  const { accessToken } = z.object({ accessToken: z.string() }).parse(await registered.json());
  const list = await fetch(`${base}/api/courses`, { headers: { authorization: `Bearer ${accessToken}` } });
  const { courses } = z.object({ courses: z.array(z.object({ id: z.string(), lessonCount: z.number() })) }).parse(await list.json());
  const course = [...courses].sort((a, b) => b.lessonCount - a.lessonCount)[0];
  if (!course) throw new Error('The library has no course to read.');
  return { token: accessToken, courseId: course.id };
}

async function main(): Promise<void> {
  const bundle = readerBundle(path.join(root, 'out/web'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-bench-'));
  const bare = await startServer('bench/bare-server.mjs');
  const app = await startProduct(dataDir, {
    // One access token serves the whole run.
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-42',
  });
  let replay: Server | undefined;
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const { token, courseId } = await signedInLearner(base);
    const authorization = { authorization: `Bearer ${token}` };
    replay = await startServer('bench/bare-server.mjs', { BARE_REPLY: JSON.stringify(await replyOf(`${base}/api/courses/${courseId}`, authorization)) });
    const figures = await measureRounds([
      { name: 'bare Fastify GET /', url: `http://127.0.0.1:${bare.port}/`, pid: bare.pid },
      { name: "bare Fastify sending the course request's reply", url: `http://127.0.0.1:${replay.port}/`, pid: replay.pid },
      { name: `GET /api/courses/${courseId} (reader)`, url: `${base}/api/courses/${courseId}`, pid: app.pid, headers: authorization },
    ]);
    printFigures(figures);
    const [baseline, replayed, reader] = figures as [Figures, Figures, Figures];
    const ratio = reader.requestsPerSecond / replayed.requestsPerSecond;
    console.log(`reader course request / bare hello-world: ${((reader.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}%`);
    const monaco = [...bundle.files, ...bundle.onDemand].filter((file) => /monaco/i.test(file));
    reportFigure({ name: 'course request / bare Fastify replay', value: Math.round(ratio * 1000) / 10, unit: '%', budget: requestBudget * 100, bound: 'at least' });
    reportFigure({ name: 'reader route JS gzipped', value: Math.round(bundle.gzipKb * 10) / 10, unit: 'KB', budget: bundleBudgetKb, bound: 'at most' });
    console.log(`reader course request / its replay: ${(ratio * 100).toFixed(1)}% (budget ≥ ${requestBudget * 100}%: ${ratio >= requestBudget ? 'met' : 'MISSED'})`);
    console.log(
      `reader route JavaScript: ${bundle.gzipKb.toFixed(1)} KB gzipped in ${bundle.files.length} files (budget < ${bundleBudgetKb} KB: ${bundle.gzipKb < bundleBudgetKb ? 'met' : 'MISSED'}); Monaco ${monaco.length ? `PRESENT: ${monaco.join(', ')}` : 'absent'}`,
    );
    console.log(`loaded on demand by the reader (code highlighting): ${bundle.onDemandKb.toFixed(1)} KB gzipped in ${bundle.onDemand.length} files`);
    const met = ratio >= requestBudget && bundle.gzipKb < bundleBudgetKb && monaco.length === 0 && figures.every((f) => f.errors === 0);
    process.exitCode = met ? 0 : 1;
  } finally {
    bare.stop();
    replay?.stop();
    app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
