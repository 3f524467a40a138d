import { resumeNotices } from '@shared/resume/messages';
import { resumeSchema, type Resume } from '@shared/resume/resume';
import { draftFrom, sameContent } from './resume-draft';
import { ResumeOutbox } from './resume-outbox';
import { readLocalCopy, writeLocalCopy } from './resume-storage';

/** product.md §2.9: the server copy follows 10 s after the last change. */
export const autosaveDelayMs = 10_000;
/** Ours: while the server cannot be reached, try again this often (and at once when the browser is back online). */
export const offlineRetryMs = 30_000;

/** product.md §2.8 "Resume": the notifications of loading and saving. */
export const syncMessages = {
  loaded: resumeNotices.loaded,
  loadedLocal: resumeNotices.loadedLocal,
  nothingSaved: resumeNotices.nothingSaved,
  saved: resumeNotices.saved,
  savedLocally: resumeNotices.savedLocally,
} as const;

/** What a save to the server came to. */
export type SaveOutcome =
  | { kind: 'saved'; updatedAt: string }
  /** The stored copy moved on since `baseUpdatedAt` (another tab or device); `current` is that copy. */
  | { kind: 'conflict'; current: Resume | null }
  /** No answer, a timeout or a server error: worth trying again later. */
  | { kind: 'offline' }
  /** Refused for good (a rule, a lost session): trying again will not help. */
  | { kind: 'refused'; message: string };

export type SyncStatus = 'loading' | 'saved' | 'pending' | 'saving' | 'local-only' | 'offline' | 'conflict';

export interface SyncDeps {
  userId: string;
  storage: Storage;
  /** The server's copy; throws when the server cannot be asked. */
  load: () => Promise<Resume | null>;
  /** Sends a save with its Idempotency-Key, the same each time the same save goes again. */
  save: (resume: Resume, baseUpdatedAt: string | null, idempotencyKey: string) => Promise<SaveOutcome>;
  /** A last save as the page goes away, with its Idempotency-Key: fire and forget (a keepalive request). */
  saveOnExit: (resume: Resume, baseUpdatedAt: string | null, idempotencyKey: string) => void;
  notify: (kind: 'success' | 'info' | 'warning' | 'error', message: string) => void;
  /** Both copies changed: the learner chooses which to keep (`keepMine` or `keepTheirs`). */
  onConflict: (theirs: Resume | null) => void;
  onStatus: (status: SyncStatus) => void;
  autosaveMs?: number;
  retryMs?: number;
}

/** A copy the server would store: it has a first name (product.md §2.4) and passes every rule. */
export const canSaveToServer = (resume: Resume): boolean => resume.firstName.trim() !== '' && resumeSchema.safeParse(resume).success;

/**
 * Keeps a learner's resume in two places without losing a word (product.md §2.4, §2.10): the
 * browser's storage on every change, and the server 10 s after the last change, on leaving the
 * page and whenever it answers again after being unreachable. A save names the server copy it
 * started from, so edits from another device are never overwritten unseen: a 409 asks the learner.
 * What goes to the server waits in the one outbox (`ResumeOutbox`), folded by the route's rule.
 */
export class ResumeSync {
  private resume: Resume | null = null;
  private base: string | null = null;
  private unsynced = false;
  /** Counts changes, so a save that finishes after a newer change leaves that change unsynced. */
  private revision = 0;
  private autosaveTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private saveAgain = false;
  private offline = false;
  private conflicted = false;
  private disposed = false;
  private readonly autosaveMs: number;
  private readonly retryMs: number;
  private readonly outbox: ResumeOutbox;

  constructor(private readonly deps: SyncDeps) {
    this.autosaveMs = deps.autosaveMs ?? autosaveDelayMs;
    this.retryMs = deps.retryMs ?? offlineRetryMs;
    this.outbox = new ResumeOutbox(deps.storage, deps.userId);
  }

  /** product.md §2.4's load order: the server first, the browser's copy when the server has none or cannot be reached. */
  async load(): Promise<Resume> {
    // A builder unmounted and mounted again (React's development double effects) starts over.
    this.disposed = false;
    this.status('loading');
    const local = readLocalCopy(this.deps.storage, this.deps.userId);
    let server: Resume | null;
    try {
      server = await this.deps.load();
    } catch {
      return this.startFrom(local, { offline: true });
    }
    if (server === null) return this.startFrom(local ? { ...local, unsynced: true } : null, { offline: false });
    if (local?.unsynced && !sameContent(local.resume, server)) {
      if (local.baseUpdatedAt === server.updatedAt) return this.startFrom(local, { offline: false });
      // Edits here that never reached the server, and the server moved on too: the learner picks.
      this.adopt(local.resume, local.baseUpdatedAt, true);
      this.openConflict(server);
      return local.resume;
    }
    this.adopt(server, server.updatedAt, false);
    void this.outbox.forget();
    this.deps.notify('success', syncMessages.loaded);
    this.status('saved');
    return server;
  }

  private startFrom(local: { resume: Resume; baseUpdatedAt: string | null; unsynced: boolean } | null, { offline }: { offline: boolean }): Resume {
    if (!local) {
      this.adopt(draftFrom(null), null, false);
      this.deps.notify('info', syncMessages.nothingSaved);
      this.status(offline ? 'offline' : 'saved');
      if (offline) this.goOffline(false);
      return this.resume ?? draftFrom(null);
    }
    this.adopt(local.resume, local.baseUpdatedAt, local.unsynced);
    this.deps.notify('info', syncMessages.loadedLocal);
    if (offline) this.goOffline(false);
    else if (local.unsynced) this.scheduleAutosave();
    else this.status('saved');
    return local.resume;
  }

  private adopt(resume: Resume, base: string | null, unsynced: boolean): void {
    this.resume = resume;
    this.base = base;
    this.unsynced = unsynced;
    this.keepLocally();
  }

  /** Every change: kept in the browser at once, sent to the server after a quiet spell. */
  change(resume: Resume): void {
    this.resume = resume;
    this.unsynced = true;
    this.revision++;
    this.keepLocally();
    if (this.conflicted) return;
    if (this.offline) {
      this.status('offline');
      return;
    }
    this.scheduleAutosave();
  }

  /** The Save button: at once, with a notification of how it went. */
  save(): Promise<void> {
    clearTimeout(this.autosaveTimer);
    return this.push(true);
  }

  /** The tab is hidden: the learner may not come back to it, so send what is unsynced now. */
  flushHidden(): void {
    this.keepLocally();
    if (this.unsynced && !this.conflicted && this.resume && canSaveToServer(this.resume)) {
      clearTimeout(this.autosaveTimer);
      void this.push(false);
    }
  }

  /**
   * The page is going away: keep locally, and hand the server a last copy that outlives the page,
   * as a save of the outbox, so it is stored once however often it arrives. The outbox's storage
   * answers at once, so the save leaves in this event's microtasks, while the page can still send it.
   */
  flushOnExit(): void {
    this.keepLocally();
    const resume = this.resume;
    if (!this.unsynced || this.conflicted || !resume || !canSaveToServer(resume)) return;
    void this.outbox
      .forExit({ resume, baseUpdatedAt: this.base }, Date.now())
      .then((write) => this.deps.saveOnExit(write.payload.resume, write.payload.baseUpdatedAt, write.key))
      .catch(() => undefined);
  }

  /** The browser says the network is back. */
  online(): void {
    if (this.offline && this.unsynced) void this.push(false);
  }

  /** Conflict answer: this device's copy wins, saved over the server's. */
  keepMine(theirs: Resume | null): Promise<void> {
    this.conflicted = false;
    this.base = theirs?.updatedAt ?? null;
    this.unsynced = true;
    this.keepLocally();
    return this.push(true);
  }

  /** Conflict answer: the server's copy wins and replaces this device's. */
  keepTheirs(theirs: Resume | null): Resume {
    this.conflicted = false;
    const resume = theirs ?? draftFrom(null);
    this.revision++;
    this.adopt(resume, theirs?.updatedAt ?? null, theirs === null);
    void this.outbox.forget();
    this.status('saved');
    return resume;
  }

  /** Reset: a blank resume, kept and synced like any other change. */
  replace(resume: Resume): void {
    this.change(resume);
  }

  /** The builder closed: no more timers; what is unsynced is in the browser's copy for next time. */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.autosaveTimer);
    clearTimeout(this.retryTimer);
  }

  private keepLocally(): void {
    if (this.resume) writeLocalCopy(this.deps.storage, this.deps.userId, { resume: this.resume, baseUpdatedAt: this.base, unsynced: this.unsynced });
  }

  private scheduleAutosave(): void {
    clearTimeout(this.autosaveTimer);
    this.status(this.resume && canSaveToServer(this.resume) ? 'pending' : 'local-only');
    this.autosaveTimer = setTimeout(() => void this.push(false), this.autosaveMs);
  }

  /** One save at a time; a save asked for meanwhile runs once the first is done. */
  private async push(manual: boolean): Promise<void> {
    if (this.inFlight) {
      // The Save button during an autosave: wait for it, then save and say how it went.
      if (manual) return this.inFlight.then(() => this.push(true));
      this.saveAgain = true;
      return this.inFlight;
    }
    this.inFlight = this.send(manual).finally(() => {
      this.inFlight = null;
    });
    await this.inFlight;
    if (this.saveAgain && !this.disposed) {
      this.saveAgain = false;
      if (this.unsynced && !this.offline && !this.conflicted) await this.push(false);
    }
  }

  private async send(manual: boolean): Promise<void> {
    const resume = this.resume;
    if (!resume || this.disposed) return;
    if (!canSaveToServer(resume)) {
      if (manual) this.deps.notify('error', firstProblem(resume));
      this.status('local-only');
      return;
    }
    if (!this.unsynced && !manual) return;
    const revision = this.revision;
    this.status('saving');
    const write = await this.outbox.queue({ resume, baseUpdatedAt: this.base }, Date.now());
    this.outbox.sending(write);
    const outcome = await this.deps.save(write.payload.resume, write.payload.baseUpdatedAt, write.key);
    this.outbox.answered(write, outcome.kind !== 'offline');
    if (this.disposed) return;
    switch (outcome.kind) {
      case 'saved':
        this.stored(outcome.updatedAt, revision, manual);
        return;
      case 'conflict':
        // The server already holds exactly these words (a save as the page went away got through
        // unseen, or another tab saved the same): nothing to choose, so carry on from its copy.
        if (outcome.current?.updatedAt && sameContent(resume, outcome.current)) {
          this.stored(outcome.current.updatedAt, revision, manual);
          return;
        }
        this.openConflict(outcome.current);
        return;
      case 'offline':
        this.goOffline(manual || !this.offline);
        return;
      case 'refused':
        this.deps.notify('error', outcome.message);
        this.status('local-only');
        return;
    }
  }

  /** The server holds the copy of `revision` as `updatedAt`; later changes stay to be saved. */
  private stored(updatedAt: string, revision: number, manual: boolean): void {
    this.offline = false;
    clearTimeout(this.retryTimer);
    this.base = updatedAt;
    if (revision === this.revision) this.unsynced = false;
    this.keepLocally();
    if (manual) this.deps.notify('success', syncMessages.saved);
    this.status(this.unsynced ? 'pending' : 'saved');
  }

  private openConflict(theirs: Resume | null): void {
    this.conflicted = true;
    clearTimeout(this.autosaveTimer);
    this.status('conflict');
    this.deps.onConflict(theirs);
  }

  private goOffline(tell: boolean): void {
    this.offline = true;
    if (tell) this.deps.notify('warning', syncMessages.savedLocally);
    this.status('offline');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.unsynced) void this.push(false);
      else this.goOffline(false);
    }, this.retryMs);
  }

  private status(status: SyncStatus): void {
    if (!this.disposed) this.deps.onStatus(status);
  }
}

function firstProblem(resume: Resume): string {
  const parsed = resumeSchema.safeParse(resume);
  return parsed.success ? '' : (parsed.error.issues[0]?.message ?? resumeNotices.checkFields);
}
