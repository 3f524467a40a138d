import { getResumeReply, saveResumeReply } from '@shared/api/resume';
import { syncConflictsReply, syncStatusReply } from '@shared/api/sync';
import { emptyResume } from '@shared/resume/resume';
import { afterAll, describe, expect, it } from 'vitest';
import { offlinePairs, startOfflinePair, waitFor } from './support/offline-pair';

/**
 * The resume through the desktop's offline-first sync, as offline-sync.test.ts works: a real
 * platform process behind a cuttable loopback proxy, and the desktop's embedded server as a second
 * process. Only the latest save waits, from the platform's stamp the first unsent one started
 * from; a save made while the one before is on its way waits behind it.
 */

const password = 'sync-test-password';
const { work, started, stop } = offlinePairs('kodeshala-sync-resume-');

afterAll(stop);

const resume = (summary: string) => ({ ...emptyResume(), firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', summary });

describe('the resume through the offline-first sync', () => {
  it('sends only the latest of saves made offline, and a save made while one is on its way after it, neither meeting a conflict', async () => {
    const { proxy, call, direct } = await startOfflinePair(work, password, started);
    const pending = async () => syncStatusReply.parse((await call('GET', '/api/sync/status')).json).pending;
    const onPlatform = async () => getResumeReply.parse((await direct('GET', '/api/resume')).json).resume?.summary;
    const conflicts = async () => syncConflictsReply.parse((await call('GET', '/api/sync/conflicts')).json).conflicts;
    expect(getResumeReply.parse((await call('GET', '/api/resume')).json).resume).toBeNull();

    proxy.cut();
    const save = async (summary: string, baseUpdatedAt: string | null) => {
      const saved = await call('PUT', '/api/resume', { resume: resume(summary), baseUpdatedAt });
      expect(saved.headers.get('x-kodeshala-queued')).toBe('1');
      return saveResumeReply.parse(saved.json).updatedAt;
    };
    // The first save was tried as the network went, so it may have arrived: it stays. Of the two
    // after it, only the later waits, from the stamp the earlier one started from.
    const first = await save('Begun on the train.', null);
    const second = await save('Edited on the train.', first);
    const third = await save('Finished on the train.', second);
    expect(await pending()).toBe(2);

    // The platform applies each save it is sent, and its answer is kept back: the save is on its way.
    proxy.holdAnswers(2);
    proxy.restore();
    await waitFor(async () => (proxy!.held === 1 ? true : undefined), 'the first save to reach the platform');
    expect(await onPlatform()).toBe('Begun on the train.');
    proxy.release();
    await waitFor(async () => (proxy!.held === 1 && (await onPlatform()) === 'Finished on the train.' ? true : undefined), 'the last save to reach the platform');
    const fourth = call('PUT', '/api/resume', { resume: resume('Changed while it was sent.'), baseUpdatedAt: third });
    await waitFor(async () => ((await pending()) === 2 ? true : undefined), 'the new save to wait behind the one on its way');
    proxy.release();
    expect((await fourth).status).toBe(200);
    await waitFor(async () => ((await pending()) === 0 ? true : undefined), 'the outbox to drain');

    expect(await onPlatform()).toBe('Changed while it was sent.');
    expect(await conflicts()).toEqual([]);
    expect(getResumeReply.parse((await call('GET', '/api/resume')).json).resume?.summary).toBe('Changed while it was sent.');
  }, 300_000);
});
