import { emptyResume, type Resume } from '@shared/resume/resume';
import { describe, expect, it } from 'vitest';
import { ResumeOutbox } from './resume-outbox';
import { forgetResumeOutboxes, resumeOutboxKey } from './resume-outbox-keys';
import { readLocalCopy, writeLocalCopy } from './resume-storage';
import { MemoryStorage } from '../../core/testing/memory-storage';

const named = (summary: string): Resume => ({ ...emptyResume(), firstName: 'Asha', summary });
const summaries = (outbox: ResumeOutbox) => outbox.read().map((queued) => queued.payload.resume.summary);

describe('ResumeOutbox', () => {
  it('keeps only the latest save waiting, and the same save for the same copy', async () => {
    const outbox = new ResumeOutbox(new MemoryStorage(), 'u1');
    const first = await outbox.queue({ resume: named('one'), baseUpdatedAt: null }, 1);
    expect((await outbox.queue({ resume: named('one'), baseUpdatedAt: null }, 2)).key).toBe(first.key);
    const second = await outbox.queue({ resume: named('two'), baseUpdatedAt: null }, 3);
    expect(second.key).not.toBe(first.key);
    expect(summaries(outbox)).toEqual(['two']);
    // The same words from another base are another save.
    expect((await outbox.queue({ resume: named('two'), baseUpdatedAt: 't1' }, 4)).key).not.toBe(second.key);
    expect(outbox.read()).toHaveLength(1);
  });

  it('never replaces the save on its way: a newer one waits behind it', async () => {
    const storage = new MemoryStorage();
    const outbox = new ResumeOutbox(storage, 'u1');
    const sent = await outbox.queue({ resume: named('on its way'), baseUpdatedAt: null }, 1);
    outbox.sending(sent);
    const next = await outbox.queue({ resume: named('typed meanwhile'), baseUpdatedAt: 't1' }, 2);
    expect(next.key).not.toBe(sent.key);
    expect(summaries(outbox)).toEqual(['on its way', 'typed meanwhile']);
    outbox.answered(sent, true);
    expect(summaries(new ResumeOutbox(storage, 'u1'))).toEqual(['typed meanwhile']);
  });

  it('keeps a save that met no answer to go again, and forgets what waits when the server’s copy is taken', async () => {
    const outbox = new ResumeOutbox(new MemoryStorage(), 'u1');
    const tried = await outbox.queue({ resume: named('no answer'), baseUpdatedAt: null }, 1);
    outbox.sending(tried);
    outbox.answered(tried, false);
    expect((await outbox.queue({ resume: named('no answer'), baseUpdatedAt: null }, 2)).key).toBe(tried.key);
    await outbox.forget();
    expect(outbox.read()).toEqual([]);
  });

  it('keeps each learner’s saves apart, and reads a damaged entry as none', async () => {
    const storage = new MemoryStorage();
    await new ResumeOutbox(storage, 'u1').queue({ resume: named('mine'), baseUpdatedAt: null }, 1);
    expect(new ResumeOutbox(storage, 'u2').read()).toEqual([]);
    storage.setItem('kodeshala:resume-outbox:u3', '{not json');
    expect(new ResumeOutbox(storage, 'u3').read()).toEqual([]);
  });

  it('forgets every learner’s waiting saves at sign-out, and keeps the learner’s own copy and other entries', async () => {
    const storage = new MemoryStorage();
    await new ResumeOutbox(storage, 'u1').queue({ resume: named('first learner'), baseUpdatedAt: null }, 1);
    await new ResumeOutbox(storage, 'u2').queue({ resume: named('second learner'), baseUpdatedAt: 't1' }, 2);
    writeLocalCopy(storage, 'u1', { resume: named('first learner'), baseUpdatedAt: null, unsynced: true });
    storage.setItem('kodeshala:paper-size', 'a4');
    forgetResumeOutboxes(storage);
    expect(storage.getItem(resumeOutboxKey('u1'))).toBeNull();
    expect(storage.getItem(resumeOutboxKey('u2'))).toBeNull();
    expect(new ResumeOutbox(storage, 'u1').read()).toEqual([]);
    expect(readLocalCopy(storage, 'u1')).toMatchObject({ unsynced: true });
    expect(storage.getItem('kodeshala:paper-size')).toBe('a4');
  });
});
