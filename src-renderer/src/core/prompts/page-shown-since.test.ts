import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delayLeft, leftPrerenderedPage, pageShownSince, rememberPrerenderedPage } from './page-shown-since';

describe("a prompt's seconds", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.advanceTimersByTime(4_000);
  });
  afterEach(() => {
    leftPrerenderedPage();
    vi.useRealTimers();
  });

  it('count from the document’s load on the page the server drew, until the visitor leaves it', () => {
    rememberPrerenderedPage('/');
    expect(pageShownSince('/')).toBe(0);
    expect(delayLeft(3_000, pageShownSince('/'))).toBe(0);
    expect(pageShownSince('/privacy-policy')).toBe(4_000);
    leftPrerenderedPage();
    expect(pageShownSince('/')).toBe(4_000);
    expect(delayLeft(3_000, pageShownSince('/'))).toBe(3_000);
  });

  it('count from when the page showed when the app drew it', () => {
    expect(pageShownSince('/')).toBe(4_000);
    vi.advanceTimersByTime(1_000);
    expect(delayLeft(15_000, 0)).toBe(10_000);
    expect(delayLeft(2_000, 4_000)).toBe(1_000);
  });
});
