import type { MessagePort } from 'node:worker_threads';
import type { ErrorCode } from '@shared/errors';
import type { IdentifiedMessage } from '@shared/i18n/messages';

/** What crosses to a worker for one job. */
export interface JobTask {
  job: string;
  input: unknown;
  /** The worker posts 'started' here when it picks the job up. */
  started: MessagePort;
}

/** A job's value, or the AppError it refused with, as plain data: its message's id and values too, so the reply can be translated. */
export type WorkerAnswer = { ok: true; value: unknown } | { ok: false; error: IdentifiedMessage & { code: ErrorCode; status: number } };
