import { runnerMessageTable } from '@shared/runner/messages';
import { AppError } from '../errors';

export interface Slot {
  /** 0 … concurrency-1; each slot has its own host user id, so process limits never add up. */
  index: number;
}

/**
 * At most `concurrency` programs run at once (one per core); up to `maxWaiting` more wait in
 * order. Beyond that a run is refused at once rather than left hanging.
 */
export function createRunQueue(concurrency: number, maxWaiting: number) {
  const free = Array.from({ length: concurrency }, (_, index) => index);
  const waiting: Array<(slot: Slot) => void> = [];

  const release = (slot: Slot) => {
    const next = waiting.shift();
    if (next) next(slot);
    else free.push(slot.index);
  };

  /** A free slot, or a place in the line for one; `release` hands it on exactly once. */
  async function acquire(): Promise<{ slot: Slot; release: () => void }> {
    const index = free.shift();
    let slot: Slot;
    if (index !== undefined) slot = { index };
    else {
      if (waiting.length >= maxWaiting) {
        throw new AppError('UNAVAILABLE', runnerMessageTable.ref('busy'), 503);
      }
      slot = await new Promise<Slot>((resolve) => waiting.push(resolve));
    }
    let released = false;
    return {
      slot,
      release: () => {
        if (released) return;
        released = true;
        release(slot);
      },
    };
  }

  return {
    concurrency,
    acquire,
    async run<T>(job: (slot: Slot) => Promise<T>): Promise<T> {
      const { slot, release: done } = await acquire();
      try {
        return await job(slot);
      } finally {
        done();
      }
    },
    get busy() {
      return concurrency - free.length;
    },
    get queued() {
      return waiting.length;
    },
  };
}

export type RunQueue = ReturnType<typeof createRunQueue>;
