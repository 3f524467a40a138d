import { emptyResume, type Resume } from '@shared/resume/resume';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ResumeOutbox } from './resume-outbox';
import { resumeOutboxKey } from './resume-outbox-keys';
import { localResumeKey, readLocalCopy, writeLocalCopy } from './resume-storage';
import { ResumeSync, syncMessages, type SaveOutcome, type SyncDeps } from './resume-sync';
import { MemoryStorage } from '../../core/testing/memory-storage';

const named = (firstName: string, extra: Partial<Resume> = {}): Resume => ({ ...emptyResume(), firstName, ...extra });

function setup(overrides: { load?: Mock<SyncDeps['load']>; save?: Mock<SyncDeps['save']>; retryMs?: number } = {}) {
  const storage = new MemoryStorage();
  const deps = {
    userId: 'u1',
    storage,
    load: overrides.load ?? vi.fn<SyncDeps['load']>().mockResolvedValue(null),
    save: overrides.save ?? vi.fn<SyncDeps['save']>().mockResolvedValue({ kind: 'saved', updatedAt: 't1' }),
    saveOnExit: vi.fn<SyncDeps['saveOnExit']>(),
    notify: vi.fn<SyncDeps['notify']>(),
    onConflict: vi.fn<SyncDeps['onConflict']>(),
    onStatus: vi.fn<SyncDeps['onStatus']>(),
    retryMs: overrides.retryMs,
  };
  return { deps, storage, sync: new ResumeSync(deps) };
}

const messages = (notify: Mock<SyncDeps['notify']>) => notify.mock.calls.map((call) => call[1]);

describe('ResumeSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps every change locally under the learner’s own key at once', async () => {
    const { sync, storage } = setup();
    await sync.load();
    sync.change(named('Asha'));
    expect(readLocalCopy(storage, 'u1')?.resume.firstName).toBe('Asha');
    expect(storage.getItem(localResumeKey('u2'))).toBeNull();
    expect(localResumeKey('u1')).not.toBe(localResumeKey('u2'));
  });

  it('saves to the server 10 s after the last change, not before', async () => {
    const { sync, deps } = setup();
    await sync.load();
    sync.change(named('Asha'));
    await vi.advanceTimersByTimeAsync(9_000);
    sync.change(named('Asha', { lastName: 'Rao' }));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(deps.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.save).toHaveBeenCalledTimes(1);
    expect(deps.save.mock.calls[0]?.[0].lastName).toBe('Rao');
    expect(deps.save.mock.calls[0]?.[1]).toBeNull();
  });

  it('never autosaves a resume without a first name, or one the server would refuse', async () => {
    const { sync, deps } = setup();
    await sync.load();
    sync.change(named(''));
    await vi.advanceTimersByTimeAsync(20_000);
    sync.change(named('Asha', { email: 'asha@' }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(deps.save).not.toHaveBeenCalled();
    expect(deps.onStatus).toHaveBeenLastCalledWith('local-only');
  });

  it('the next save starts from the updatedAt the last one answered', async () => {
    const { sync, deps } = setup();
    deps.save.mockResolvedValueOnce({ kind: 'saved', updatedAt: 't1' }).mockResolvedValueOnce({ kind: 'saved', updatedAt: 't2' });
    await sync.load();
    sync.change(named('Asha'));
    await vi.advanceTimersByTimeAsync(10_000);
    sync.change(named('Asha', { summary: 'More' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.save.mock.calls[1]?.[1]).toBe('t1');
    expect(readLocalCopy(deps.storage, 'u1')).toMatchObject({ baseUpdatedAt: 't2', unsynced: false });
  });

  it('with the server unreachable it says so once, keeps working locally, and reaches the server when back online', async () => {
    const save = vi.fn<SyncDeps['save']>().mockResolvedValue({ kind: 'offline' });
    const { sync, deps, storage } = setup({ save });
    await sync.load();
    sync.change(named('Asha'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(messages(deps.notify)).toContain(syncMessages.savedLocally);
    sync.change(named('Asha', { lastName: 'Rao' }));
    sync.change(named('Asha', { lastName: 'Rao', summary: 'Still typing' }));
    expect(readLocalCopy(storage, 'u1')).toMatchObject({ unsynced: true, resume: { summary: 'Still typing' } });
    expect(messages(deps.notify).filter((m) => m === syncMessages.savedLocally)).toHaveLength(1);

    save.mockResolvedValue({ kind: 'saved', updatedAt: 't9' });
    sync.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ summary: 'Still typing' }), null, expect.any(String));
    expect(readLocalCopy(storage, 'u1')).toMatchObject({ unsynced: false, baseUpdatedAt: 't9' });
    expect(deps.onStatus).toHaveBeenLastCalledWith('saved');
  });

  it('sends a save again unchanged under its own Idempotency-Key, and a changed copy under a new one in its place', async () => {
    const save = vi.fn<SyncDeps['save']>().mockResolvedValueOnce({ kind: 'offline' }).mockResolvedValueOnce({ kind: 'offline' }).mockResolvedValue({ kind: 'saved', updatedAt: 't4' });
    const { sync, storage } = setup({ save, retryMs: 30_000 });
    await sync.load();
    sync.change(named('Asha'));
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(30_000);
    const keys = () => save.mock.calls.map((call) => call[2]);
    expect(keys()[1]).toBe(keys()[0]);
    sync.change(named('Asha', { lastName: 'Rao' }));
    sync.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(keys()).toHaveLength(3);
    expect(keys()[2]).not.toBe(keys()[0]);
    expect(storage.getItem(resumeOutboxKey('u1'))).toBeNull();
  });

  it('retries on its own while offline, without the online event', async () => {
    const save = vi.fn<SyncDeps['save']>().mockResolvedValueOnce({ kind: 'offline' }).mockResolvedValueOnce({ kind: 'offline' }).mockResolvedValue({ kind: 'saved', updatedAt: 't3' });
    const { sync } = setup({ save, retryMs: 30_000 });
    await sync.load();
    sync.change(named('Asha'));
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(save).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('a 409 asks the learner; keeping this copy saves it over the server’s updatedAt', async () => {
    const theirs = named('Asha', { summary: 'From the laptop', updatedAt: 't5' });
    const save = vi.fn<SyncDeps['save']>().mockResolvedValueOnce({ kind: 'conflict', current: theirs }).mockResolvedValue({ kind: 'saved', updatedAt: 't6' });
    const { sync, deps } = setup({ save });
    await sync.load();
    sync.change(named('Asha', { summary: 'From the phone' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.onConflict).toHaveBeenCalledWith(theirs);
    expect(deps.onStatus).toHaveBeenLastCalledWith('conflict');
    // No more autosaves while the question is open.
    sync.change(named('Asha', { summary: 'From the phone!' }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(save).toHaveBeenCalledTimes(1);
    await sync.keepMine(theirs);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ summary: 'From the phone!' }), 't5', expect.any(String));
    expect(messages(deps.notify)).toContain(syncMessages.saved);
  });

  it('a 409 whose stored copy already holds these very words asks nothing and carries on from it', async () => {
    const same = named('Asha', { summary: 'Saved as the page went away', updatedAt: 't7' });
    const save = vi.fn<SyncDeps['save']>().mockResolvedValueOnce({ kind: 'conflict', current: same }).mockResolvedValue({ kind: 'saved', updatedAt: 't8' });
    const { sync, deps, storage } = setup({ save });
    await sync.load();
    sync.change(named('Asha', { summary: 'Saved as the page went away' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.onConflict).not.toHaveBeenCalled();
    expect(deps.onStatus).toHaveBeenLastCalledWith('saved');
    expect(readLocalCopy(storage, 'u1')).toMatchObject({ baseUpdatedAt: 't7', unsynced: false });
    sync.change(named('Asha', { summary: 'And one more line' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ summary: 'And one more line' }), 't7', expect.any(String));
  });

  it('a 409 answered with the server’s copy replaces this device’s, locally too', async () => {
    const theirs = named('Asha', { summary: 'From the laptop', updatedAt: 't5' });
    const { sync, deps, storage } = setup({ save: vi.fn<SyncDeps['save']>().mockResolvedValue({ kind: 'conflict', current: theirs } satisfies SaveOutcome) });
    await sync.load();
    sync.change(named('Asha', { summary: 'From the phone' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sync.keepTheirs(theirs).summary).toBe('From the laptop');
    expect(readLocalCopy(storage, 'u1')).toMatchObject({ baseUpdatedAt: 't5', unsynced: false, resume: { summary: 'From the laptop' } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(deps.save).toHaveBeenCalledTimes(1);
  });

  describe('load order', () => {
    it('the server’s copy first', async () => {
      const { sync, deps } = setup({ load: vi.fn<SyncDeps['load']>().mockResolvedValue(named('Asha', { updatedAt: 't1' })) });
      expect((await sync.load()).firstName).toBe('Asha');
      expect(messages(deps.notify)).toEqual([syncMessages.loaded]);
    });

    it('the local copy when the server cannot be reached, then it syncs when the server answers', async () => {
      const { sync, deps, storage } = setup({ load: vi.fn<SyncDeps['load']>().mockRejectedValue(new Error('Failed to fetch')) });
      writeLocalCopy(storage, 'u1', { resume: named('Ravi'), baseUpdatedAt: null, unsynced: true });
      expect((await sync.load()).firstName).toBe('Ravi');
      expect(messages(deps.notify)).toEqual([syncMessages.loadedLocal]);
      sync.online();
      await vi.advanceTimersByTimeAsync(0);
      expect(deps.save).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Ravi' }), null, expect.any(String));
    });

    it('the local copy when the server has none, and it goes up', async () => {
      const { sync, deps, storage } = setup();
      writeLocalCopy(storage, 'u1', { resume: named('Ravi'), baseUpdatedAt: null, unsynced: false });
      expect((await sync.load()).firstName).toBe('Ravi');
      expect(messages(deps.notify)).toEqual([syncMessages.loadedLocal]);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(deps.save).toHaveBeenCalledTimes(1);
    });

    it('says so when there is nothing anywhere', async () => {
      const { sync, deps } = setup();
      expect((await sync.load()).firstName).toBe('');
      expect(messages(deps.notify)).toEqual([syncMessages.nothingSaved]);
    });

    it('unsynced local edits on top of the server copy win over it', async () => {
      const { sync, storage } = setup({ load: vi.fn<SyncDeps['load']>().mockResolvedValue(named('Asha', { updatedAt: 't1' })) });
      writeLocalCopy(storage, 'u1', { resume: named('Asha', { summary: 'typed offline' }), baseUpdatedAt: 't1', unsynced: true });
      expect((await sync.load()).summary).toBe('typed offline');
    });

    it('unsynced local edits and a server copy that moved on ask the learner', async () => {
      const server = named('Asha', { summary: 'laptop', updatedAt: 't2' });
      const { sync, deps, storage } = setup({ load: vi.fn<SyncDeps['load']>().mockResolvedValue(server) });
      writeLocalCopy(storage, 'u1', { resume: named('Asha', { summary: 'phone' }), baseUpdatedAt: 't1', unsynced: true });
      expect((await sync.load()).summary).toBe('phone');
      expect(deps.onConflict).toHaveBeenCalledWith(server);
    });
  });

  it('the Save button during an autosave still saves and says so', async () => {
    let finish: (outcome: SaveOutcome) => void = () => undefined;
    const save = vi
      .fn<SyncDeps['save']>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValue({ kind: 'saved', updatedAt: 't2' });
    const { sync, deps } = setup({ save });
    await sync.load();
    sync.change(named('Asha'));
    await vi.advanceTimersByTimeAsync(10_000);
    const saving = sync.save();
    finish({ kind: 'saved', updatedAt: 't1' });
    await saving;
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[1]).toBe('t1');
    expect(messages(deps.notify)).toContain(syncMessages.saved);
  });

  it('on leaving the page the unsynced copy is handed to the keepalive save with its outbox key', async () => {
    const { sync, deps, storage } = setup();
    await sync.load();
    sync.change(named('Asha'));
    sync.flushOnExit();
    await vi.advanceTimersByTimeAsync(0);
    const [waiting] = new ResumeOutbox(storage, 'u1').read();
    expect(waiting?.key).toMatch(/^[\w-]{8,100}$/);
    expect(deps.saveOnExit).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Asha' }), null, waiting?.key);
  });

  it('a save still on its way as the page goes away is sent again under its own key', async () => {
    const save = vi.fn<SyncDeps['save']>().mockReturnValue(new Promise<SaveOutcome>(() => undefined));
    const { sync, deps } = setup({ save });
    await sync.load();
    sync.change(named('Asha'));
    // The tab is hidden first, then the page goes away before the save is answered.
    sync.flushHidden();
    await vi.advanceTimersByTimeAsync(0);
    sync.flushOnExit();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    expect(deps.saveOnExit).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Asha' }), null, save.mock.calls[0]?.[2]);
  });

  it('the next visit sends the exit save again under the same key, so it is stored once', async () => {
    const first = setup();
    await first.sync.load();
    first.sync.change(named('Asha'));
    first.sync.flushOnExit();
    await vi.advanceTimersByTimeAsync(0);
    const key = first.deps.saveOnExit.mock.calls[0]?.[2];
    // Back with the server out of reach at first: the copy of this browser goes up when it answers.
    const load = vi.fn<SyncDeps['load']>().mockRejectedValue(new Error('offline'));
    const save = vi.fn<SyncDeps['save']>().mockResolvedValue({ kind: 'saved', updatedAt: 't1' });
    const again = new ResumeSync({ ...first.deps, load, save, retryMs: 1_000 });
    await again.load();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Asha' }), null, key);
  });

  it('a hidden tab saves at once', async () => {
    const { sync, deps } = setup();
    await sync.load();
    sync.change(named('Asha'));
    sync.flushHidden();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.save).toHaveBeenCalledTimes(1);
  });
});
