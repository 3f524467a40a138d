import { describe, expect, it } from 'vitest';
import { heavyJobLimitsMs, heavyWorkQueueWaitMs, heavyWorkReplyTimeoutMs } from './limits';

describe('how long the browser waits for heavy work', () => {
  it('outlasts the longest queue wait and the job limit together, with room for the answer', () => {
    const limit = heavyJobLimitsMs.registrationExport;
    expect(heavyWorkReplyTimeoutMs(limit)).toBeGreaterThan(heavyWorkQueueWaitMs + limit);
    expect(heavyWorkReplyTimeoutMs(limit)).toBe(120_000);
  });

  it('grows with the job limit and the queue wait it is given', () => {
    expect(heavyWorkReplyTimeoutMs(10_000, 5_000, 1_000)).toBe(16_000);
    expect(heavyWorkReplyTimeoutMs(heavyJobLimitsMs.certificatePdf)).toBe(70_000);
  });
});
