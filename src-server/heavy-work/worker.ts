import { AppError } from '../errors';
import { jobs, type JobName } from './jobs';
import type { JobTask, WorkerAnswer } from './protocol';

/**
 * The heavy-work pool's worker entry (piscina loads its default export in each worker thread).
 * It loads the job's modules, then tells the pool the job has started, so the time limit counts
 * the job's own time and not its wait in the queue or a cold thread's imports. An AppError comes back as data: structured clone keeps an Error's
 * message but not its status.
 */
export default async function runJob({ job, input, started }: JobTask): Promise<WorkerAnswer> {
  // The pool's `run` pairs each name with its input's type; the task crossed as plain data.
  const run = (await jobs[job as JobName]()) as (input: unknown) => Promise<unknown>;
  started.postMessage('started');
  started.close();
  try {
    const value: unknown = await run(input);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof AppError) {
      const { code, message, messageId, messageValues, status } = error;
      return { ok: false, error: { code, message, status, messageId, ...(messageValues ? { messageValues } : {}) } };
    }
    throw error;
  }
}
