/**
 * The desktop app's main process must keep drawing the window while the platform server works:
 * this measures the host process's event-loop delay (p99) while the server, forked as the app's
 * utility process is, parses resumes for the ATS checker and exports resume PDFs. For contrast it
 * measures the same work with the server inside the host process, as the app ran it before.
 * Budget: p99 under 20 ms with the server in its own process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { desktopAccessHeader } from '../src-server/http/desktop-access';
import { startEmbeddedServer } from '../src-main/services/embedded-server';
import { forkServerChild, startServerProcess } from '../src-main/services/server-process';
import { bundleServerProcess } from '../tests/support/desktop-server-bundle';
import { docxBytes, docxType, docxZip, multipartBody } from '../tests/support/resume-files';
import { sampleResume } from '../tests/support/sample-resume';
import { reportFigure } from './figure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const budgetMs = 20;
const accessSecret = 'bench-secret-0123456789-0123456789-abcdef';
const rounds = Number(process.env.DESKTOP_DELAY_ROUNDS ?? 6);
const jobDescription =
  'We are hiring a full-stack developer with React, Node.js, TypeScript, PostgreSQL and REST API experience to build accessible web applications for small businesses across India.';

/** Signs a learner up, then runs `rounds` ATS parses and PDF exports side by side. */
async function work(url: string): Promise<void> {
  const headers = { [desktopAccessHeader]: accessSecret };
  const signUp = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password-long-enough' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const { accessToken } = (await signUp.json()) as { accessToken: string };
  const auth = { ...headers, authorization: `Bearer ${accessToken}` };
  const resume = sampleResume();
  const lines = [`${resume.firstName} ${resume.lastName}`, resume.jobTitle, resume.summary, ...resume.experiences.flatMap((e) => [e.jobTitle, e.company, e.description])];
  const docx = await docxBytes(docxZip(lines));
  for (let round = 0; round < rounds; round++) {
    const upload = multipartBody([{ name: 'resume.docx', type: docxType, bytes: docx }], { jobDescription });
    const [ats, pdf] = await Promise.all([
      fetch(`${url}/api/ats/score`, { method: 'POST', headers: { ...auth, ...upload.headers }, body: upload.payload }),
      fetch(`${url}/api/resume/export`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ ...resume, format: 'pdf' }) }),
    ]);
    if (!ats.ok) throw new Error(`ATS score answered ${ats.status}: ${await ats.text()}`);
    if (!pdf.ok) throw new Error(`export answered ${pdf.status}: ${await pdf.text()}`);
    await pdf.arrayBuffer();
    await ats.arrayBuffer();
  }
}

/** The host's p99 event-loop delay, in ms, while `run` goes on. */
async function delayDuring(run: () => Promise<void>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await run();
  histogram.disable();
  return histogram.percentile(99) / 1e6;
}

export async function main(): Promise<void> {
  const options = (dataDir: string) => ({ dataDir, rendererDir: path.join(dataDir, 'no-renderer'), resourcesDir: path.join(root, 'resources'), version: 'bench', accessSecret });
  const forkedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-delay-forked-'));
  const inProcessDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-delay-inproc-'));
  try {
    const entry = await bundleServerProcess();
    const forked = await startServerProcess(forkServerChild(entry, [], { ...process.env, LOG_LEVEL: 'silent' }), options(forkedDir));
    await work(forked.url); // warm: fonts, parsers and code loaded, as in a server that has served a few
    const forkedP99 = await delayDuring(() => work(forked.url));
    await forked.stop();

    process.env.LOG_LEVEL = 'silent';
    const inProcess = await startEmbeddedServer(options(inProcessDir));
    await work(inProcess.url);
    const inProcessP99 = await delayDuring(() => work(inProcess.url));
    await inProcess.close();

    console.log(`main-process event-loop delay p99, ${rounds} ATS parses + ${rounds} resume PDF exports:`);
    console.log(`  server in its own process: ${forkedP99.toFixed(1)} ms (budget < ${budgetMs} ms)`);
    console.log(`  server inside the main process (before): ${inProcessP99.toFixed(1)} ms`);
    reportFigure({ name: 'desktop main-process delay p99, server in its own process', value: Number(forkedP99.toFixed(1)), unit: 'ms', budget: budgetMs, bound: 'at most' });
    reportFigure({ name: 'desktop main-process delay p99, server in the main process', value: Number(inProcessP99.toFixed(1)), unit: 'ms' });
  } finally {
    fs.rmSync(forkedDir, { recursive: true, force: true });
    fs.rmSync(inProcessDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
