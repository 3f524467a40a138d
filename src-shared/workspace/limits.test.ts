import { describe, expect, it } from 'vitest';
import { fullBucket, isRefusal, liveRefusals, takeToken } from './limits';

describe('takeToken', () => {
  it('lets a burst through, refuses the next, and refills with time', () => {
    const rule = { perSecond: 10, burst: 3 };
    const bucket = fullBucket(rule, 0);
    expect([takeToken(bucket, 0, rule), takeToken(bucket, 0, rule), takeToken(bucket, 0, rule), takeToken(bucket, 0, rule)]).toEqual([true, true, true, false]);
    expect(takeToken(bucket, 50, rule)).toBe(false);
    expect(takeToken(bucket, 100, rule)).toBe(true);
  });

  it('never holds more than the burst after a long pause', () => {
    const rule = { perSecond: 10, burst: 2 };
    const bucket = fullBucket(rule, 0);
    const taken = Array.from({ length: 4 }, () => takeToken(bucket, 60_000, rule));
    expect(taken).toEqual([true, true, false, false]);
  });
});

describe('liveRefusals', () => {
  it('are final except too many messages, with reasons that fit a close frame', () => {
    for (const [name, refusal] of Object.entries(liveRefusals)) {
      expect(isRefusal(refusal.code), name).toBe(name !== 'tooFast');
      expect(new TextEncoder().encode(refusal.reason).length).toBeLessThanOrEqual(123);
    }
  });
});
