import { errorReply } from '@shared/api/error-reply';
import { atsMessages } from '@shared/ats/rules';
import { heavyWorkMessages } from '@shared/heavy-work/messages';
import { resumeMessageTable } from '@shared/resume/messages';
import { surelyTooLong } from '@shared/resume/pdf/limits';
import { createHeavyWork } from '@server/heavy-work/pool';
import { renderResumePdf, resumeFontPaths } from '@server/resume/pdf';
import type { Resume } from '@shared/resume/resume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume } from '../support/sample-resume';
import { multipartBody, pdfType, textOperatorPdf } from '../support/resume-files';
import { bearer, goodPassword, uniqueEmail } from './support/accounts';
import { createTestApp, resourcesDir, type TestApp } from './support/test-app';

/**
 * Heavy work (ARCHITECTURE.md "Heavy work") runs in a worker-thread pool beside the request loop:
 * a job holding its thread does not hold other requests, a job over its time limit is stopped
 * with the answer the user got before, a full queue answers 503 at once, and a resume PDF has a
 * page cap. One thread and a queue of one make "busy" and "full" exact.
 */
let t: TestApp;
let address = 0;
let headers: Record<string, string>;

async function learner(app: TestApp): Promise<Record<string, string>> {
  const res = await app.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail('heavy'), password: goodPassword }, remoteAddress: `203.0.113.${++address}` });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return bearer((res.json() as { accessToken: string }).accessToken);
}

beforeAll(async () => {
  t = await createTestApp({ HEAVY_WORK_THREADS: '1', HEAVY_WORK_QUEUE: '1' });
  headers = await learner(t);
});
afterAll(() => t.close());

const jobDescription = 'Full-Stack Developer (React / Node.js), Hyderabad. You will build our dashboard with React and TypeScript and its APIs with Node.js.';
const score = (app: TestApp, as: Record<string, string>, bytes: Buffer) => {
  const body = multipartBody([{ name: 'resume.pdf', type: pdfType, bytes }], { jobDescription });
  return app.app.inject({ method: 'POST', url: '/api/ats/score', headers: { ...as, ...body.headers }, payload: body.payload });
};
const messageOf = (res: { json(): unknown }) => errorReply.parse(res.json()).error.message;

/** Resolves once a hold job with a second slot holds its thread (Node has `Atomics.waitAsync`; the ES2022 lib does not declare it). */
const heldOn = async (slots: Int32Array): Promise<void> => {
  const { waitAsync } = Atomics as unknown as { waitAsync(array: Int32Array, index: number, value: number): { value: Promise<string> | string } };
  await waitAsync(slots, 1, 0).value;
};

/** A job that holds the pool's one thread until released, as a slow parse would. */
function holdThread() {
  const release = new Int32Array(new SharedArrayBuffer(4));
  const done = t.heavyWork.run('hold', { release });
  return {
    done,
    release: () => {
      Atomics.store(release, 0, 1);
      Atomics.notify(release, 0);
      return done;
    },
  };
}

describe('the heavy-work pool', () => {
  it('answers other requests while a hostile upload is being read', { timeout: 60_000 }, async () => {
    const hold = holdThread();
    let answered = false;
    // Two megabytes of text operators: refused for its text inside the first page, in well under
    // the time limit and the thread's memory, so the answer does not depend on the machine's load.
    const upload = score(t, headers, textOperatorPdf(2)).then((res) => {
      answered = true;
      return res;
    });
    try {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      // The upload waits for the held thread: it is not being read on the request loop.
      expect(answered).toBe(false);
    } finally {
      await hold.release();
    }
    const res = await upload;
    expect(res.statusCode, res.body).toBe(422);
    expect(messageOf(res)).toBe(atsMessages.tooMuchText);
  });

  it('refuses at once with 503 and Retry-After when the queue is full', { timeout: 60_000 }, async () => {
    const running = holdThread();
    const queued = holdThread();
    try {
      const res = await score(t, headers, textOperatorPdf(1));
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(messageOf(res)).toBe(heavyWorkMessages.busy);
    } finally {
      await running.release();
      await queued.release();
    }
    expect(t.heavyWork.pending()).toBe(0);
  });

  it('refuses as busy a job that waited for a thread longer than the queue allows, so the browser’s wait covers it', { timeout: 60_000 }, async () => {
    const pool = createHeavyWork({ threads: 1, queue: 4, queueWaitMs: 500, memoryMb: 256, timeLimitMs: undefined });
    const held = new Int32Array(new SharedArrayBuffer(8));
    let running: Promise<string> | undefined;
    try {
      // A cold thread's start counts as waiting: try until the thread holds the job.
      for (let tries = 0; running === undefined && tries < 20; tries++) {
        const attempt = pool.run('hold', { release: held });
        const outcome = await Promise.race([heldOn(held).then(() => 'held' as const), attempt.then(() => 'ended' as const, () => 'refused' as const)]);
        if (outcome === 'held') running = attempt;
      }
      expect(running).toBeDefined();
      const waiting = new Int32Array(new SharedArrayBuffer(4));
      await expect(pool.run('hold', { release: waiting })).rejects.toMatchObject({ status: 503, message: heavyWorkMessages.busy, retryAfterSeconds: 5 });
      expect(pool.pending()).toBe(1);
    } finally {
      Atomics.store(held, 0, 1);
      Atomics.notify(held, 0);
      await running;
      await pool.close();
    }
  });

  it('stops a job over its time limit by ending its worker, with the 422 a slow PDF gets', { timeout: 90_000 }, async () => {
    const quick = await createTestApp({ HEAVY_WORK_THREADS: '1', HEAVY_WORK_TIME_LIMIT_MS: '1' });
    try {
      const as = await learner(quick);
      // The second waits behind the first on the one thread, which is ended and replaced.
      const [first, second] = await Promise.all([score(quick, as, textOperatorPdf(20, 1000)), score(quick, as, textOperatorPdf(20, 1000))]);
      for (const res of [first, second]) {
        expect(res.statusCode, res.body).toBe(422);
        expect(messageOf(res)).toBe(atsMessages.tooSlow);
      }
    } finally {
      await quick.close();
    }
  });
});

describe('the resume PDF page cap', () => {
  const exportPdf = (resume: Resume) => t.app.inject({ method: 'POST', url: '/api/resume/export', headers, payload: { ...resume, format: 'pdf' } });
  const experiences = (count: number, descriptionChars: number): Resume['experiences'] =>
    Array.from({ length: count }, (_, i) => ({
      id: `exp-${i}`,
      jobTitle: `Developer ${i}`,
      company: `Company ${i}`,
      location: 'Hyderabad',
      startDate: '2020-01',
      endDate: '2021-01',
      current: false,
      description: Array.from({ length: Math.ceil(descriptionChars / 100) }, (_, line) => `- Built and shipped feature ${line} of the billing dashboard in React and Node.js for merchants`).join('\n').slice(0, descriptionChars),
    }));

  it('refuses a resume that surely prints on more than 10 pages, before drawing it', { timeout: 60_000 }, async () => {
    const res = await exportPdf(sampleResume({ experiences: experiences(30, 3000) }));
    expect(res.statusCode, res.body).toBe(422);
    // Refused inside the worker: the message's id and values cross back with it.
    expect(res.json()).toMatchObject({ error: { message: resumeMessageTable.en.pdfTooManyPages({ pages: 10 }), messageId: 'resume.pdfTooManyPages', messageValues: { pages: 10 } } });
  });

  it('refuses a resume that turns out longer than 10 pages once drawn', { timeout: 120_000 }, async () => {
    // 36,000 characters of bullet points: under the estimate, 12 pages once drawn.
    const resume = sampleResume({ experiences: experiences(30, 1200) });
    expect(surelyTooLong(resume)).toBe(false);
    await expect(renderResumePdf(resumeFontPaths(resourcesDir), { resume, template: resume.template, paper: 'A4', today: '2026-01-01' })).rejects.toMatchObject({
      status: 422,
      message: resumeMessageTable.en.pdfTooManyPages({ pages: 10 }),
      messageId: 'resume.pdfTooManyPages',
    });
  });
});
