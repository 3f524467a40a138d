import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routePath, type QueueRule, type RouteContract } from '../api/route';
import { progressRoutes } from '../api/routes/progress';
import { classifyReply, dueInOrder, entityOf, fold, listStore, offlineRuleOf, Outbox, queueRuleOf, retryDelayMs, routeKey, triedAgainLater, type Queued } from './outbox';

function memoryOutbox() {
  let queue: Queued<string>[] = [];
  const outbox = new Outbox<string>(
    listStore(
      () => queue,
      (next) => {
        queue = next;
      },
    ),
  );
  let n = 0;
  const write = (contract: RouteContract, params: Record<string, string>, body: unknown, at: number, owner = 'u1') => {
    n += 1;
    return outbox.enqueue(contract, { id: `id-${n}`, key: `key-${n}`, owner, params, body, address: routePath(contract, params), at, payload: `w${n}` });
  };
  return { outbox, write, queue: () => queue };
}

describe('the outbox rules', () => {
  it('reads the rule from the contract, in either form', () => {
    expect(offlineRuleOf(progressRoutes.visit)).toBe('queue');
    expect(offlineRuleOf(progressRoutes.quiz)).toBe('queue');
    expect(offlineRuleOf(progressRoutes.get as RouteContract)).toBeUndefined();
    expect(queueRuleOf(progressRoutes.quiz)).toEqual({ queue: 'append', entity: [] });
    expect(queueRuleOf(progressRoutes.complete)).toEqual({ queue: 'once', entity: ['courseId', 'contentId'] });
    expect(queueRuleOf({ offline: 'online' })).toBeUndefined();
    expect(routeKey(progressRoutes.visit)).toBe('POST /api/progress/:courseId/visit');
  });

  it('names the entity from the params, then the body, else the address', () => {
    const rule: QueueRule = { queue: 'once', entity: ['courseId', 'contentId'] };
    expect(entityOf(rule, { courseId: 'c1' }, { contentId: 'l1' }, '/a')).toBe('["c1","l1"]');
    expect(entityOf(rule, { courseId: 'c1' }, {}, '/a')).toBe('/a');
    expect(entityOf({ queue: 'append', entity: [] }, { courseId: 'c1' }, { contentId: 'l1' }, '/a')).toBe('/a');
  });

  it('folds: append keeps all, once keeps the first, latest keeps the newest', () => {
    const waiting = [{ id: 'a', at: 5 }];
    expect(fold({ queue: 'append', entity: [] }, waiting, 1)).toEqual({ drop: [], add: true });
    expect(fold({ queue: 'once', entity: [] }, waiting, 9)).toEqual({ drop: [], add: false });
    expect(fold({ queue: 'once', entity: [] }, [], 9)).toEqual({ drop: [], add: true });
    expect(fold({ queue: 'latest', entity: [] }, waiting, 9)).toEqual({ drop: ['a'], add: true });
    expect(fold({ queue: 'latest', entity: [] }, waiting, 4)).toEqual({ drop: [], add: false });
  });

  it('classifies every answer', () => {
    expect([200, 201, 204].map((s) => classifyReply(s))).toEqual(['done', 'done', 'done']);
    expect([0, 408, 425, 429, 500, 502, 503].map((s) => classifyReply(s))).toEqual(Array(7).fill('retry'));
    expect(classifyReply(401)).toBe('sign-in');
    expect(classifyReply(409)).toBe('conflict');
    expect(classifyReply(409, true)).toBe('retry');
    expect([400, 403, 404, 410, 422].map((s) => classifyReply(s))).toEqual(Array(5).fill('refused'));
  });

  it('backs off by doubling up to the ceiling, and never waits less after another failure', () => {
    const backoff = { firstMs: 30_000, maxMs: 300_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, backoff))).toEqual([30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 1_000_000 }), (n, first, extra) => {
        const b = { firstMs: first, maxMs: first + extra };
        const delay = retryDelayMs(n, b);
        return delay >= first && delay <= b.maxMs && retryDelayMs(n + 1, b) >= delay;
      }),
    );
    const queued = { attempts: 0, notBefore: 0 };
    const once = triedAgainLater(queued, 1000, backoff);
    expect(once).toEqual({ attempts: 1, notBefore: 31_000 });
    expect(dueInOrder([{ at: 2, notBefore: 0 }, { at: 1, notBefore: 0 }, { ...once, at: 0 }], 1000)).toEqual([
      { at: 1, notBefore: 0 },
      { at: 2, notBefore: 0 },
    ]);
  });
});

describe('an outbox over a store', () => {
  it('keeps one completion per lesson, the latest visit per course, and every quiz answer', async () => {
    const box = memoryOutbox();
    await box.write(progressRoutes.complete, { courseId: 'c' }, { contentId: 'l1' }, 1);
    expect(await box.write(progressRoutes.complete, { courseId: 'c' }, { contentId: 'l1' }, 2)).toBeUndefined();
    await box.write(progressRoutes.complete, { courseId: 'd' }, { contentId: 'l1' }, 3);
    await box.write(progressRoutes.visit, { courseId: 'c' }, { contentId: 'l1' }, 4);
    await box.write(progressRoutes.visit, { courseId: 'c' }, { contentId: 'l2' }, 6);
    // An older visit arriving late changes nothing.
    expect(await box.write(progressRoutes.visit, { courseId: 'c' }, { contentId: 'l0' }, 5)).toBeUndefined();
    await box.write(progressRoutes.quiz, { courseId: 'c' }, { blockId: 'b', answer: 0 }, 7);
    await box.write(progressRoutes.quiz, { courseId: 'c' }, { blockId: 'b', answer: 1 }, 8);
    expect(box.queue().map((q) => q.payload)).toEqual(['w1', 'w3', 'w5', 'w7', 'w8']);
    expect(new Set(box.queue().map((q) => q.key)).size).toBe(5);
    // Another learner's writes are theirs.
    await box.write(progressRoutes.complete, { courseId: 'c' }, { contentId: 'l1' }, 9, 'u2');
    expect(box.queue()).toHaveLength(6);
  });

  it('forgets a queued visit once one is recorded online', async () => {
    const box = memoryOutbox();
    await box.write(progressRoutes.visit, { courseId: 'c' }, { contentId: 'l1' }, 1);
    await box.write(progressRoutes.visit, { courseId: 'd' }, { contentId: 'l1' }, 2);
    await box.outbox.forget(progressRoutes.visit, 'u1', { courseId: 'c' }, { contentId: 'l9' }, '/x');
    expect(box.queue().map((q) => q.payload)).toEqual(['w2']);
  });

  it('refuses a route that is not queued', async () => {
    const box = memoryOutbox();
    await expect(box.write(progressRoutes.get as RouteContract, { courseId: 'c' }, undefined, 1)).rejects.toThrow('is not queued offline');
  });

  it('holds, for any writes, one per entity for once and latest, that one the first or the newest', async () => {
    const write = fc.record({ kind: fc.constantFrom('visit', 'complete'), course: fc.constantFrom('a', 'b'), lesson: fc.constantFrom('l1', 'l2'), at: fc.integer({ min: 0, max: 50 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 25 }), async (writes) => {
        const box = memoryOutbox();
        for (const w of writes) await box.write(w.kind === 'visit' ? progressRoutes.visit : progressRoutes.complete, { courseId: w.course }, { contentId: w.lesson }, w.at);
        for (const course of ['a', 'b']) {
          const visits = box.queue().filter((q) => q.route === routeKey(progressRoutes.visit) && q.entity === JSON.stringify([course]));
          const made = writes.filter((w) => w.kind === 'visit' && w.course === course);
          expect(visits).toHaveLength(made.length === 0 ? 0 : 1);
          if (made.length > 0) expect(visits[0]!.at).toBe(Math.max(...made.map((w) => w.at)));
          for (const lesson of ['l1', 'l2']) {
            const done = box.queue().filter((q) => q.route === routeKey(progressRoutes.complete) && q.entity === JSON.stringify([course, lesson]));
            const first = writes.find((w) => w.kind === 'complete' && w.course === course && w.lesson === lesson);
            expect(done.map((q) => q.at)).toEqual(first ? [first.at] : []);
          }
        }
      }),
    );
  });
});
