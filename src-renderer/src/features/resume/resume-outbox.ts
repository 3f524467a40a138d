import { routePath } from '@shared/api/route';
import { resumeRoutes } from '@shared/api/routes/resume';
import { Outbox, type OutboxStore, type Queued } from '@shared/offline/outbox';
import type { Resume } from '@shared/resume/resume';
import { z } from 'zod';
import { draftFrom, sameContent } from './resume-draft';
import { resumeOutboxKey } from './resume-outbox-keys';

/**
 * The builder's save waiting for the server, in the one outbox (`@shared/offline/outbox`) over the
 * browser's storage, per learner. The resume route's contract folds it: only the latest copy
 * waits. It carries its Idempotency-Key, so a save whose answer was lost, sent again unchanged, is
 * stored once; the save on its way is never replaced by a newer one, which waits behind it.
 */
export interface ResumeWrite {
  resume: Resume;
  /** The server copy's `updatedAt` the edits started from; null when there was none. */
  baseUpdatedAt: string | null;
}

export type QueuedResume = Queued<ResumeWrite>;

const payload = z.object({ resume: z.unknown().transform(draftFrom), baseUpdatedAt: z.string().nullable() });
const stored = z.array(z.object({ id: z.string(), key: z.string(), owner: z.string(), route: z.string(), entity: z.string(), at: z.number(), attempts: z.number(), notBefore: z.number(), payload }));

const address = routePath(resumeRoutes.save);

/** The same words from the same base: one save, with one key. */
const saysTheSame = (a: ResumeWrite, b: ResumeWrite): boolean => a.baseUpdatedAt === b.baseUpdatedAt && sameContent(a.resume, b.resume);

/** A new id and Idempotency-Key: crypto.randomUUID needs a secure origin, getRandomValues does not. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export class ResumeOutbox {
  private readonly outbox: Outbox<ResumeWrite>;
  private readonly store: OutboxStore<ResumeWrite>;
  /** The save being sent: no newer one replaces it. */
  private onItsWay: string | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly userId: string,
  ) {
    this.store = {
      waiting: (owner, route, entity) => this.read().filter((queued) => queued.owner === owner && queued.route === route && queued.entity === entity && queued.id !== this.onItsWay),
      add: (queued) => this.write([...this.read(), queued]),
      remove: (ids) => this.write(this.read().filter((queued) => !ids.includes(queued.id))),
    };
    this.outbox = new Outbox(this.store);
  }

  /** The save to send for this copy: the one waiting when it says the same, else a new one in its place. */
  async queue(write: ResumeWrite, at: number): Promise<QueuedResume> {
    const waiting = this.read().filter((queued) => queued.id !== this.onItsWay);
    const latest = waiting.at(-1);
    if (latest && saysTheSame(latest.payload, write)) return latest;
    const key = newKey();
    // The copy in hand is the newest, even after the clock was set back.
    const after = Math.max(at, ...waiting.map((queued) => queued.at + 1));
    const queued = await this.outbox.enqueue(resumeRoutes.save, { id: key, key, owner: this.userId, params: {}, body: write, address, at: after, payload: write });
    if (!queued) throw new Error('The resume outbox kept an older save over the newest copy.');
    return queued;
  }

  /**
   * The save to send as the page goes away: the one on its way when it says the same (its answer
   * may never come now), else the one `queue` gives. Left waiting, it goes again on the next visit
   * with the same key if the page's copy was lost.
   */
  async forExit(write: ResumeWrite, at: number): Promise<QueuedResume> {
    const onItsWay = this.read().find((queued) => queued.id === this.onItsWay);
    if (onItsWay && saysTheSame(onItsWay.payload, write)) return onItsWay;
    return this.queue(write, at);
  }

  /** The save goes now: until it is answered, a newer one queues behind it. */
  sending(queued: QueuedResume): void {
    this.onItsWay = queued.id;
  }

  /** Answered: stored, refused or a conflict the learner settles, it waits no more; with no answer it stays to go again. */
  answered(queued: QueuedResume, done: boolean): void {
    if (this.onItsWay === queued.id) this.onItsWay = undefined;
    if (done) this.write(this.read().filter((waiting) => waiting.id !== queued.id));
  }

  /** The server's copy is the learner's now: nothing waiting should go over it. */
  forget(): Promise<void> {
    return this.outbox.forget(resumeRoutes.save, this.userId, {}, undefined, address);
  }

  read(): QueuedResume[] {
    try {
      const raw = this.storage.getItem(resumeOutboxKey(this.userId));
      if (!raw) return [];
      const parsed = stored.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }

  private write(queue: QueuedResume[]): void {
    try {
      if (queue.length === 0) this.storage.removeItem(resumeOutboxKey(this.userId));
      else this.storage.setItem(resumeOutboxKey(this.userId), JSON.stringify(queue));
    } catch {
      // Storage full or refused (private mode): the save is still sent from the copy in memory.
    }
  }
}
