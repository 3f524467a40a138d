import { describe, expect, it } from 'vitest';
import { localDraftKey, readLocalDraft, removeLocalDraft, writeLocalDraft } from './local-draft';
import { MemoryStorage } from '../../../core/testing/memory-storage';

const asTitle = (values: unknown) => (typeof values === 'object' && values !== null && typeof (values as { title?: unknown }).title === 'string' ? (values as { title: string }) : null);

describe('the local copy of an unsaved admin form', () => {
  it('comes back as it was kept, with when', () => {
    const storage = new MemoryStorage();
    const key = localDraftKey('u1', 'lesson:intro');
    writeLocalDraft(storage, key, { title: 'Intro' }, new Date('2026-11-27T03:00:00Z'));
    expect(readLocalDraft(storage, key, asTitle)).toEqual({ values: { title: 'Intro' }, savedAt: '2026-11-27T03:00:00.000Z' });
    removeLocalDraft(storage, key);
    expect(readLocalDraft(storage, key, asTitle)).toBeNull();
  });
  it('is ignored when it does not parse, and is kept per account', () => {
    const storage = new MemoryStorage();
    storage.setItem(localDraftKey('u1', 'x'), '{not json');
    storage.setItem(localDraftKey('u1', 'y'), JSON.stringify({ values: { title: 3 }, savedAt: 'x' }));
    expect(readLocalDraft(storage, localDraftKey('u1', 'x'), asTitle)).toBeNull();
    expect(readLocalDraft(storage, localDraftKey('u1', 'y'), asTitle)).toBeNull();
    expect(localDraftKey('u1', 'x')).not.toBe(localDraftKey('u2', 'x'));
  });
});
