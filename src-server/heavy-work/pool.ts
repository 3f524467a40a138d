import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, type Transferable } from 'node:worker_threads';
import { atsMessageTable } from '@shared/ats/messages';
import { atsLimits } from '@shared/ats/rules';
import { heavyJobLimitsMs } from '@shared/heavy-work/limits';
import { heavyWorkMessageTable, heavyWorkRetryAfterSeconds } from '@shared/heavy-work/messages';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import { resumeMessageTable } from '@shared/resume/messages';
import { resumePdfLimits } from '@shared/resume/pdf/limits';
import { Piscina } from 'piscina';
import { AppError } from '../errors';
import type { JobInput, JobName, JobOutput } from './jobs';
import type { JobTask, WorkerAnswer } from './protocol';

/**
 * Heavy work (files read and drawn: ATS uploads, PDFs, course imports) runs in a pool of worker
 * threads beside the request loop, never on it (ARCHITECTURE.md "Heavy work"). Each job has a time
 * limit enforced by terminating its worker, each worker a memory limit, and the queue a length:
 * when it is full the request is refused at once with 503 and Retry-After instead of waiting.
 */
export interface HeavyWorkConfig {
  /** Worker threads: the machine's cores unless set. */
  threads: number;
  /** Jobs that may wait for a thread; one more is refused with 503. */
  queue: number;
  /**
   * How long a job may wait for a thread before it is refused as busy (503): the browser waits
   * this plus the job's limit (`heavyWorkReplyTimeoutMs`), so it is `heavyWorkQueueWaitMs` but in tests.
   */
  queueWaitMs: number;
  /** V8 old-generation limit of each worker, in megabytes. */
  memoryMb: number;
  /** Replaces every job's own time limit (tests, slow machines). */
  timeLimitMs: number | undefined;
}

export interface HeavyWork {
  run<K extends JobName>(job: K, input: JobInput<K>, transferList?: Transferable[]): Promise<JobOutput<K>>;
  /** Jobs running and waiting, for tests and the bench. */
  pending(): number;
  close(): Promise<void>;
}

/** What a feature needs to draw its PDFs in the pool: the pool, and where the fonts are. */
export interface PdfWork {
  heavyWork: HeavyWork;
  resourcesDir: string;
}

interface JobLimits {
  timeLimitMs: number;
  /** What the request answers when its job was stopped for time. */
  timedOut: () => AppError;
  /** What it answers when the job's worker ran out of memory. */
  outOfMemory: () => AppError;
}

const unprocessable = (message: IdentifiedMessage) => () => new AppError('VALIDATION', message, 422);
const ourPdfFailed = () => new AppError('UNAVAILABLE', heavyWorkMessageTable.ref('pdfFailed'), 503, heavyWorkRetryAfterSeconds);
const ourFileFailed = () => new AppError('UNAVAILABLE', heavyWorkMessageTable.ref('fileFailed'), 503, heavyWorkRetryAfterSeconds);

const limits: Record<JobName, JobLimits> = {
  // The same answers as a slow or huge file got when it was read on the request loop.
  atsScore: { timeLimitMs: atsLimits.readMs, timedOut: unprocessable(atsMessageTable.ref('tooSlow')), outOfMemory: unprocessable(atsMessageTable.ref('tooMuchText')) },
  resumePdf: { timeLimitMs: 20_000, timedOut: unprocessable(resumeMessageTable.ref('pdfTooSlow')), outOfMemory: unprocessable(resumeMessageTable.ref('pdfTooManyPages', { pages: resumePdfLimits.pages })) },
  courseFile: { timeLimitMs: 10_000, timedOut: unprocessable(heavyWorkMessageTable.ref('courseFileSlow')), outOfMemory: unprocessable(heavyWorkMessageTable.ref('courseFileSlow')) },
  // An organiser's export of every registration: tens of thousands of rows drawn take seconds, not a minute.
  // The limits of what the browser downloads are shared with it, which waits for them (heavy-work/limits.ts).
  registrationExport: { timeLimitMs: heavyJobLimitsMs.registrationExport, timedOut: unprocessable(heavyWorkMessageTable.ref('exportTooLarge')), outOfMemory: unprocessable(heavyWorkMessageTable.ref('exportTooLarge')) },
  courseExport: { timeLimitMs: heavyJobLimitsMs.courseExport, timedOut: ourFileFailed, outOfMemory: ourFileFailed },
  // Our own one-page documents: drawn in milliseconds, so a failure is ours and worth a retry.
  certificatePdf: { timeLimitMs: heavyJobLimitsMs.certificatePdf, timedOut: ourPdfFailed, outOfMemory: ourPdfFailed },
  receiptPdf: { timeLimitMs: heavyJobLimitsMs.receiptPdf, timedOut: ourPdfFailed, outOfMemory: ourPdfFailed },
  hold: { timeLimitMs: 60_000, timedOut: ourPdfFailed, outOfMemory: ourPdfFailed },
};

const busy = () => new AppError('UNAVAILABLE', heavyWorkMessageTable.ref('busy'), 503, heavyWorkRetryAfterSeconds);
/** Why a job was aborted when it waited for a thread longer than the queue allows. */
const waitedTooLong = Symbol('waited too long for a thread');

/**
 * The worker entry: the bundled `heavy-work-worker.js` beside the server bundle (`npm run
 * build:server`, and electron-vite's main build for the desktop). Run from source (tests, `tsx`),
 * the entry is bundled the same way by esbuild on first use: tsx's loader does not load
 * @react-pdf inside a worker thread on Node 20.
 */
let entry: Promise<string> | undefined;
/** One bundle per process, however many apps (tests) it builds. */
const workerFile = () => (entry ??= workerEntry());

async function workerEntry(): Promise<string> {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  if (!here.endsWith('.ts')) return pathToFileURL(path.join(dir, 'heavy-work-worker.js')).href;
  const root = path.resolve(dir, '../..');
  const { build } = await import('esbuild');
  const outdir = path.join(root, 'out', 'heavy-work-dev');
  const result = await build({
    entryPoints: { worker: path.join(dir, 'worker.ts') },
    bundle: true,
    // Each job's modules in their own chunk, loaded when the job first runs (jobs.ts).
    splitting: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    outdir,
    logLevel: 'silent',
  });
  // Named by content, written whole then renamed: parallel test processes share one folder safely.
  const hash = createHash('sha256');
  for (const output of result.outputFiles) hash.update(output.path).update(output.contents);
  const folder = path.join(outdir, hash.digest('hex').slice(0, 16));
  if (!existsSync(folder)) {
    const temporary = `${folder}.${process.pid}.tmp`;
    for (const output of result.outputFiles) {
      const target = path.join(temporary, path.relative(outdir, output.path));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, output.contents);
    }
    await rename(temporary, folder).catch(async (error: unknown) => {
      // Another process wrote the same folder first: its copy is the same bytes.
      if (!existsSync(folder)) throw error;
      await rm(temporary, { recursive: true, force: true });
    });
  }
  return pathToFileURL(path.join(folder, 'worker.js')).href;
}

export function createHeavyWork(config: HeavyWorkConfig): HeavyWork {
  const pool = new Piscina<JobTask, WorkerAnswer>({
    maxThreads: config.threads,
    // Every thread kept: piscina replaces a thread ended for time or memory only up to minThreads,
    // and jobs queued behind it would otherwise wait for the next job to arrive.
    minThreads: config.threads,
    // piscina keeps abortable tasks (all of ours) out of the queue `maxQueue` bounds, so `run` counts its own.
    // One job per thread: a second job on a busy thread would share its time limit and memory.
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxOldGenerationSizeMb: config.memoryMb },
  });

  let pending = 0;
  return {
    async run<K extends JobName>(job: K, input: JobInput<K>, transferList: Transferable[] = []): Promise<JobOutput<K>> {
      if (pending >= config.threads + config.queue) throw busy();
      const jobLimits = limits[job];
      const timeLimitMs = config.timeLimitMs ?? jobLimits.timeLimitMs;
      const { port1, port2 } = new MessageChannel();
      const stop = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      // The clock starts when a worker picks the job up: time in the queue is not the job's.
      port1.once('message', () => {
        clearTimeout(timer);
        if (!stop.signal.aborted) timer = setTimeout(() => stop.abort(), timeLimitMs);
      });
      pending++;
      try {
        const filename = await workerFile();
        // A job not started in time leaves the queue (piscina drops an aborted queued task) as
        // busy. Should its start be on its way as the wait ends, it is stopped all the same: busy
        // is still true, since nothing it would have done is kept.
        timer = setTimeout(() => stop.abort(waitedTooLong), config.queueWaitMs);
        const answer = await pool.run({ job, input, started: port2 }, { filename, signal: stop.signal, transferList: [port2, ...transferList] as never });
        if (!answer.ok) throw new AppError(answer.error.code, answer.error, answer.error.status);
        // The worker ran `jobs[job]`, whose output type this is.
        return answer.value as JobOutput<K>;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (stop.signal.aborted) throw stop.signal.reason === waitedTooLong ? busy() : jobLimits.timedOut();
        if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw jobLimits.outOfMemory();
        throw error;
      } finally {
        pending--;
        clearTimeout(timer);
        port1.close();
      }
    },
    pending: () => pending,
    close: () => pool.destroy(),
  };
}
