import { describe, expect, it } from 'vitest';
import { createRunQueue } from './queue';

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
