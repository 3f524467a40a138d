import type { WorkspaceCopy } from '@shared/bridge';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageRef } from '@shared/i18n/messages';
import { bridgeErrorMessage } from '../../platform/bridge-error';
import { desktopBridge } from '../../platform/platform';
import { documentFiles, type FolderCopy, type FolderCopyState, keepInFolder } from './folder-copy';
import type { LiveDocument } from './use-live-document';

export type FolderCopyView =
  | { phase: 'unavailable' }
  | { phase: 'loading' }
  | { phase: 'none'; linking: boolean; error: MessageRef | null }
  | { phase: 'linked'; where: string | null; folderId: string | null; state: FolderCopyState | null };

/** How long the copy waits for the server's state of the document before it goes with this device's. */
const serverWaitMs = 5000;

/**
 * Resolves once the document holds what the server has (or the device is offline, or the server
 * has not answered for a while): a copy started from a stale or empty copy on this device would
 * write a folder the team's document is about to change again.
 */
function documentReady({ provider }: LiveDocument): Promise<void> {
  return new Promise((resolve) => {
    if (provider.synced || !navigator.onLine) return resolve();
    const timer = setTimeout(done, serverWaitMs);
    function done() {
      clearTimeout(timer);
      provider.off('sync', synced);
      window.removeEventListener('offline', done);
      resolve();
    }
    function synced(isSynced: boolean) {
      if (isSynced) done();
    }
    provider.on('sync', synced);
    window.addEventListener('offline', done);
  });
}

const memoryKey = (projectId: string) => `kodeshala-folder-copy-${projectId}`;

/** What this device last wrote to the project's folder, as fingerprints (kept in local storage). */
function remembered(projectId: string): Record<string, string> | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(memoryKey(projectId)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return undefined;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return undefined;
  }
}

/**
 * The shared project's copy in a folder on this computer (desktop only): whether there is one,
 * where, and how its writing goes; link and unlink. The folder is also read again when the window
 * comes back into focus, as another editor was in front meanwhile.
 */
export function useFolderCopy(projectId: string, live: LiveDocument | null) {
  const bridge = desktopBridge();
  const [view, setView] = useState<FolderCopyView>(() => (bridge ? { phase: 'loading' } : { phase: 'unavailable' }));
  const engine = useRef<{ copy: FolderCopy; folderId: string } | null>(null);

  const start = useCallback(
    (copy: WorkspaceCopy) => {
      if (!bridge || !live) return;
      const key = memoryKey(projectId);
      setView({ phase: 'linked', where: copy.where, folderId: copy.project.id, state: null });
      engine.current = {
        folderId: copy.project.id,
        copy: keepInFolder({
          doc: live.doc,
          files: live.files,
          folders: bridge.folders,
          copy: copy.project,
          written: remembered(projectId),
          remember: (written) => localStorage.setItem(key, JSON.stringify(written)),
          onState: (state) => setView((current) => (current.phase === 'linked' ? { ...current, state } : current)),
          errorMessage: bridgeErrorMessage,
        }),
      };
    },
    [bridge, live, projectId],
  );

  const stop = useCallback(() => {
    const running = engine.current;
    engine.current = null;
    if (running && bridge) void running.copy.stop().finally(() => void bridge.folders.close(running.folderId).catch(() => undefined));
  }, [bridge]);

  useEffect(() => {
    if (!bridge || !live) return;
    let cancelled = false;
    void documentReady(live)
      .then(() => bridge.workspaceCopies.open(projectId))
      .then(
      (copy) => {
        if (cancelled) {
          if (copy) void bridge.folders.close(copy.project.id).catch(() => undefined);
        } else if (copy) {
          start(copy);
        } else {
          setView({ phase: 'none', linking: false, error: null });
        }
      },
      (error: unknown) => {
        if (!cancelled) setView({ phase: 'linked', where: null, folderId: null, state: { status: 'error', message: bridgeErrorMessage(error) } });
      },
    );
    const focus = () => void engine.current?.copy.sync();
    window.addEventListener('focus', focus);
    return () => {
      cancelled = true;
      window.removeEventListener('focus', focus);
      stop();
    };
  }, [bridge, live, projectId, start, stop]);

  const link = useCallback(async () => {
    if (!bridge || !live) return;
    setView({ phase: 'none', linking: true, error: null });
    try {
      const copy = await bridge.workspaceCopies.link(projectId, documentFiles(live.files));
      if (copy) start(copy);
      else setView({ phase: 'none', linking: false, error: null });
    } catch (error) {
      setView({ phase: 'none', linking: false, error: bridgeErrorMessage(error) });
    }
  }, [bridge, live, projectId, start]);

  const unlink = useCallback(async () => {
    if (!bridge) return;
    const folderId = engine.current?.folderId ?? null;
    const running = engine.current;
    engine.current = null;
    await running?.copy.stop();
    try {
      await bridge.workspaceCopies.unlink(projectId, folderId);
      localStorage.removeItem(memoryKey(projectId));
      setView({ phase: 'none', linking: false, error: null });
    } catch (error) {
      setView({ phase: 'none', linking: false, error: bridgeErrorMessage(error) });
    }
  }, [bridge, projectId]);

  const reveal = useCallback(() => {
    if (bridge && view.phase === 'linked' && view.folderId) void bridge.folders.reveal(view.folderId).catch(() => undefined);
  }, [bridge, view]);

  return { view, link, unlink, reveal };
}
