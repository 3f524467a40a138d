import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropQueuedVisit, markSent, markTried, progressRetry, queueCompletion, queueVisit, readOutbox } from './progress-outbox';

const key = 'kodeshala:progress-outbox:u1';
let items: Map<string, string>;

beforeEach(() => {
  items = new Map();
  const localStorage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
  vi.stubGlobal('window', { localStorage });
});
afterEach(() => vi.unstubAllGlobals());

const payloads = () => readOutbox('u1').map((q) => q.payload);

describe('the browser’s progress outbox', () => {
  it('folds by the progress routes’ rules and gives each write its own key', async () => {
    await queueCompletion('u1', { courseId: 'c', contentId: 'l1', at: 1 });
    await queueCompletion('u1', { courseId: 'c', contentId: 'l1', at: 2 });
    await queueVisit('u1', { courseId: 'c', contentId: 'l1', at: 3 });
    await queueVisit('u1', { courseId: 'c', contentId: 'l2', at: 5 });
    await queueVisit('u1', { courseId: 'c', contentId: 'l0', at: 4 });
    expect(payloads()).toEqual([
      { kind: 'complete', courseId: 'c', contentId: 'l1' },
      { kind: 'visit', courseId: 'c', contentId: 'l2' },
    ]);
    const [first, second] = readOutbox('u1');
    expect(first?.key).toMatch(/^[\w-]{8,100}$/);
    expect(first?.key).not.toBe(second?.key);
    await dropQueuedVisit('u1', 'c');
    expect(payloads()).toEqual([{ kind: 'complete', courseId: 'c', contentId: 'l1' }]);
    markSent('u1', first!);
    expect(items.has(key)).toBe(false);
  });

  it('keeps sending what an earlier version of the page queued, each entry once', async () => {
    items.set(key, JSON.stringify([{ courseId: 'c', contentId: 'l1', at: 1 }, { kind: 'visit', courseId: 'c', contentId: 'l2', at: 2 }]));
    const earlier = readOutbox('u1');
    expect(earlier.map((q) => q.payload)).toEqual([
      { kind: 'complete', courseId: 'c', contentId: 'l1' },
      { kind: 'visit', courseId: 'c', contentId: 'l2' },
    ]);
    expect(readOutbox('u1')).toEqual(earlier);
    // The same lesson completed again now waits once, beside the earlier entry.
    await queueCompletion('u1', { courseId: 'c', contentId: 'l1', at: 3 });
    expect(readOutbox('u1')).toHaveLength(2);
    markSent('u1', earlier[0]!);
    expect(payloads()).toEqual([{ kind: 'visit', courseId: 'c', contentId: 'l2' }]);
  });

  it('waits longer after each try that met no answer', async () => {
    await queueCompletion('u1', { courseId: 'c', contentId: 'l1', at: 1 });
    markTried('u1', readOutbox('u1')[0]!, 1_000);
    expect(readOutbox('u1')[0]).toMatchObject({ attempts: 1, notBefore: 1_000 + progressRetry.firstMs });
    markTried('u1', readOutbox('u1')[0]!, 2_000);
    expect(readOutbox('u1')[0]).toMatchObject({ attempts: 2, notBefore: 2_000 + 2 * progressRetry.firstMs });
  });
});
