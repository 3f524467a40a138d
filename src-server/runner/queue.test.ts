import { describe, expect, it } from 'vitest';
import { createRunQueue } from './queue';
import { createUserRunLimiter } from './rate-limit';

describe('the run queue', () => {
  it('runs as many jobs at once as it has slots, lines up the rest and refuses beyond the line', async () => {
    const queue = createRunQueue(2, 1);
    const gates: Array<() => void> = [];
    const job = (slot: { index: number }) => new Promise<number>((resolve) => gates.push(() => resolve(slot.index)));
    const first = queue.run(job);
    const second = queue.run(job);
    const third = queue.run(job);
    await expect(queue.run(job)).rejects.toMatchObject({ status: 503, message: 'The code runner is busy right now. Please try again in a few seconds.' });
    expect([queue.busy, queue.queued]).toEqual([2, 1]);
    gates.shift()?.();
    expect(await first).toBe(0);
    // The freed slot goes to the job that waited.
    await new Promise((resolve) => setImmediate(resolve));
    gates.pop()?.();
    expect(await third).toBe(0);
    gates.shift()?.();
    expect(await second).toBe(1);
    expect([queue.busy, queue.queued]).toEqual([0, 0]);
  });
});

describe('the per-learner run limit', () => {
  it('allows a few runs at a time and a steady number a minute, each refusal in words', () => {
    const limit = createUserRunLimiter({ inFlight: 2, perMinute: 3 });
    const releaseA = limit('asha', 0);
    const releaseB = limit('asha', 1);
    expect(() => limit('asha', 2)).toThrow('You already have 2 programs running. Wait for one to finish, then run again.');
    limit('ravi', 2);
    releaseA();
    releaseA();
    limit('asha', 3);
    releaseB();
    expect(() => limit('asha', 4)).toThrow('You have run 3 programs in the last minute. Please wait a moment and run again.');
    // A minute after the first runs, there is room again.
    expect(() => limit('asha', 60_002)).not.toThrow();
  });
});
