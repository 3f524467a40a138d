import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../clock';
import type { Executor } from '../db/executor';
import { claimMail, findMailMessage, listDueMail, updateMail } from './queries';
import type { MailTransport } from './transport';

export const maxMailAttempts = 5;
/** Waits after a failed send: 30 s, 1 min, 2 min, 4 min; then the message is marked failed. */
const backoffMs = (attempt: number) => 30_000 * 2 ** (attempt - 1);
/** A claimed message is someone's for this long; a process that died mid-send releases it so. */
const leaseMs = 120_000;
const retryEveryMs = 30_000;
const batchSize = 50;

export interface MailDelivery {
  /** True when mail goes out through SMTP; false when the outbox table is the delivery. */
  readonly smtp: boolean;
  /** Starts a delivery round in the background; a payment never waits for mail. */
  kick(): void;
  /** One round: sends what is due. Resolves with the number sent. */
  deliverDue(now?: Date): Promise<number>;
  start(): void;
  stop(): void;
}

/**
 * Sends pending outbox messages. Each message is claimed by moving its next attempt past a lease
 * with a conditional update, so two server processes never send the same message twice at once.
 */
export function createMailDelivery(db: Executor, transport: MailTransport | undefined, log: FastifyBaseLogger, clock: Clock = systemClock): MailDelivery {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function deliverOne(id: string, attempts: number, dueAt: string, now: Date): Promise<boolean> {
    if (!transport) return false;
    if (!(await claimMail(db, id, dueAt, new Date(now.getTime() + leaseMs).toISOString()))) return false;
    const message = await findMailMessage(db, id);
    try {
      await transport.send({ to: message.to_address, subject: message.subject, text: message.text_body, ...(message.html_body === null ? {} : { html: message.html_body }) });
      await updateMail(db, id, { status: 'sent', attempts: attempts + 1, sent_at: clock().toISOString(), last_error: null });
      return true;
    } catch (error) {
      const attempt = attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: id, attempt, reason }, 'mail send failed');
      await updateMail(db, id, {
        status: attempt >= maxMailAttempts ? 'failed' : 'pending',
        attempts: attempt,
        last_error: reason.slice(0, 500),
        next_attempt_at: new Date(clock().getTime() + backoffMs(attempt)).toISOString(),
      });
      return false;
    }
  }

  /**
   * Batches of 50 until nothing is due, so an organiser's mail to a thousand registrations goes
   * out now rather than 50 every timer round. It ends: a message tried is either sent or moved
   * past `now` by its backoff, and one another process claimed is moved past it by the lease.
   */
  async function round(now: Date): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await listDueMail(db, now.toISOString(), batchSize);
      for (const row of due) if (await deliverOne(row.id, row.attempts, row.next_attempt_at, now)) sent++;
      if (due.length < batchSize) return sent;
    }
  }

  let kickedDuringRound = false;
  const deliverDue = (now: Date = clock()): Promise<number> => {
    // One round at a time in this process; mail queued during a round gets a round of its own
    // right after it, not at the next timer round.
    if (running) {
      kickedDuringRound = true;
      return running;
    }
    running = round(now).finally(() => {
      running = undefined;
      if (kickedDuringRound) {
        kickedDuringRound = false;
        deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail delivery round failed'));
      }
    });
    return running;
  };

  return {
    smtp: transport !== undefined,
    deliverDue,
    kick() {
      if (!transport) return;
      deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail delivery round failed'));
    },
    start() {
      if (!transport || timer) return;
      timer = setInterval(() => this.kick(), retryEveryMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
