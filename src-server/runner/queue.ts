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

  return {
    concurrency,
    async run<T>(job: (slot: Slot) => Promise<T>): Promise<T> {
      const index = free.shift();
      let slot: Slot;
      if (index !== undefined) slot = { index };
      else {
        if (waiting.length >= maxWaiting) {
          throw new AppError('UNAVAILABLE', 'The code runner is busy right now. Please try again in a few seconds.', 503);
        }
        slot = await new Promise<Slot>((resolve) => waiting.push(resolve));
      }
      try {
        return await job(slot);
      } finally {
        release(slot);
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
