import type { Resume } from '@shared/resume/resume';
import { useEffect, useRef, useState } from 'react';
import { notify, type NotificationType } from '../../core/notifications/notify';
import { loadServerResume, saveOnExit, saveServerResume } from './resume-api';
import { ResumeSync, type SyncStatus } from './resume-sync';
import { resumeMessage } from './resume-texts';
import { textsOf } from '../../core/i18n';

/** product.md §2.9: the builder's notifications last 3 s. */
export const resumeToastMs = 3_000;

export function resumeNotify(type: NotificationType, message: string): void {
  // The message is the id, so a notice asked for twice (React's development double effects) shows once.
  // Every notice of the builder passes here in English and is shown in the learner's language.
  notify({ type, title: textsOf<'notifyTitle'>('resume')('notifyTitle'), message: resumeMessage(message), duration: resumeToastMs, id: `resume-${message}` });
}

export interface ResumeSyncHandle {
  sync: ResumeSync;
  status: SyncStatus;
  loaded: boolean;
  /** The server's copy while a conflict waits for the learner's choice. */
  conflict: Resume | null | undefined;
  resolveConflict: (keep: 'mine' | 'theirs') => void;
}

/**
 * Runs the learner's ResumeSync for as long as the builder is open: loads on arrival (and when the
 * account changes), hands the loaded copy to `apply`, and sends what is unsynced when the tab is
 * hidden, the page unloads, the browser comes back online or the builder closes.
 */
export function useResumeSync(userId: string, apply: (resume: Resume) => void): ResumeSyncHandle {
  const [status, setStatus] = useState<SyncStatus>('loading');
  const [loaded, setLoaded] = useState(false);
  const [conflict, setConflict] = useState<Resume | null | undefined>(undefined);
  // One per builder: the page keys the builder by account, so a new learner gets a new one.
  const [sync] = useState(
    () =>
      new ResumeSync({
        userId,
        storage: window.localStorage,
        load: loadServerResume,
        save: saveServerResume,
        saveOnExit,
        notify: resumeNotify,
        onConflict: setConflict,
        onStatus: setStatus,
      }),
  );
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  }, [apply]);

  useEffect(() => {
    let live = true;
    void sync.load().then((resume) => {
      if (!live) return;
      applyRef.current(resume);
      setLoaded(true);
    });
    const hidden = () => {
      if (document.visibilityState === 'hidden') sync.flushHidden();
    };
    const exit = () => sync.flushOnExit();
    const online = () => sync.online();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', exit);
    window.addEventListener('online', online);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', exit);
      window.removeEventListener('online', online);
      sync.flushHidden();
      sync.dispose();
    };
  }, [sync]);

  const resolveConflict = (keep: 'mine' | 'theirs') => {
    if (conflict === undefined) return;
    const theirs = conflict;
    setConflict(undefined);
    if (keep === 'mine') void sync.keepMine(theirs);
    else applyRef.current(sync.keepTheirs(theirs));
  };

  return { sync, status, loaded, conflict, resolveConflict };
}
