import type { PlaygroundFile } from '@shared/api/playground';
import type { FolderProject } from '@shared/bridge';
import { folderProjectProblem } from '@shared/playground/folder-files';
import { sameFiles } from '@shared/playground/folder-merge';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../core/notifications/notify';
import { useServerText } from '../../../core/i18n';
import { bridgeErrorMessage } from '../../../platform/bridge-error';
import { desktopBridge } from '../../../platform/platform';
import { type PlaygroundTranslate, usePlaygroundTexts } from '../playground-texts';
import { starterFiles } from '../starter-files';
import type { Workspace } from '../use-workspace';

/** What the folder bar says under the toolbar, where the learner is looking after pressing a folder action. */
export type FolderNotice = { kind: 'error'; text: string } | { kind: 'conflict'; text: string } | { kind: 'info'; text: string };

export type FolderBusy = 'open' | 'create' | 'save' | null;

/** What a merge of the disk's files says: the files both sides changed by name, else that the disk's were loaded. */
const mergeNotice = (t: PlaygroundTranslate, conflicts: string[]): FolderNotice =>
  conflicts.length > 0 ? { kind: 'conflict', text: t('folderConflicts', { names: conflicts.join(', ') }) } : { kind: 'info', text: t('folderChanged') };

/**
 * The desktop app's folder projects in the playground: open a folder, make a new one on disk, save
 * to it, show it in the file manager, and take in what other editors change there. `available` is
 * false in a browser, where none of this shows.
 */
export function useFolderProject(workspace: Workspace) {
  const folders = desktopBridge()?.folders;
  const t = usePlaygroundTexts();
  const server = useServerText();
  const [busy, setBusy] = useState<FolderBusy>(null);
  const [notice, setNotice] = useState<FolderNotice | null>(null);
  // The change listener lives as long as the folder; it must merge into the files as they are then.
  const latest = useRef(workspace);
  useEffect(() => {
    latest.current = workspace;
  });

  const fail = (error: unknown) => setNotice({ kind: 'error', text: server(bridgeErrorMessage(error)) });

  const folderId = workspace.folder?.id;
  useEffect(() => {
    if (!folders || !folderId) return;
    return folders.onChanged((project) => {
      if (project.id !== folderId) return;
      setNotice(mergeNotice(t, latest.current.mergeFromDisk(project.files)));
    });
  }, [folders, folderId, t]);

  // Back on the playground with a folder still open: what changed on disk while this screen was
  // closed reached no listener, and a Save would write over it. Read the folder again and merge it
  // as a change heard live. Only once per visit: a folder opened here is read as it opens.
  useEffect(() => {
    const folder = latest.current.folder;
    if (!folders || !folder) return;
    let current = true;
    folders.read(folder.id).then(
      (project) => {
        const workspaceNow = latest.current;
        if (!current || workspaceNow.folder?.id !== project.id) return;
        const lastRead = workspaceNow.savedJson === null ? [] : (JSON.parse(workspaceNow.savedJson) as PlaygroundFile[]);
        if (sameFiles(lastRead, project.files)) return;
        setNotice(mergeNotice(t, workspaceNow.mergeFromDisk(project.files)));
      },
      (error: unknown) => {
        if (current) setNotice({ kind: 'error', text: server(bridgeErrorMessage(error)) });
      },
    );
    return () => {
      current = false;
    };
    // Once per mount of the screen, whatever the workspace does next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const opened = (project: FolderProject) => {
    workspace.replace({ files: project.files, projectId: null, projectName: project.name, saved: true, folder: { id: project.id, name: project.name } });
    const leftOut = project.leftOut === 0 ? '' : ` ${project.leftOut === 1 ? t('folderLeftOutOne') : t('folderLeftOut', { count: project.leftOut })}`;
    setNotice({ kind: 'info', text: `${t('folderOpened', { name: project.name })}${leftOut}` });
  };

  const run = async (kind: Exclude<FolderBusy, null>, work: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const open = () => {
    // A browser project stays in local storage while a folder is open; only a folder's unsaved edits can be lost.
    if (!folders || (workspace.folder && workspace.dirty && !window.confirm(t('openFolderConfirm')))) return;
    void run('open', async () => {
      const project = await folders.open();
      if (project) opened(project);
    });
  };

  /**
   * A new folder holding a fresh project ('new') or the files open now ('copy'). The dialog that
   * asked for the name shows a refusal beside it; `done` is false when the learner cancels the picker.
   */
  const create = async (name: string, what: 'new' | 'copy'): Promise<{ done: boolean; error?: string }> => {
    if (!folders || busy) return { done: false };
    if (workspace.folder && workspace.dirty && !window.confirm(t('openFolderConfirm'))) return { done: false };
    const files: PlaygroundFile[] = what === 'new' ? starterFiles : workspace.files;
    const problem = folderProjectProblem(files);
    if (problem) return { done: false, error: server(problem) };
    setBusy('create');
    try {
      const project = await folders.create(name, files);
      if (project) opened(project);
      return { done: project !== null };
    } catch (error) {
      return { done: false, error: server(bridgeErrorMessage(error)) };
    } finally {
      setBusy(null);
    }
  };

  const save = () => {
    const folder = workspace.folder;
    if (!folders || !folder) return;
    const files = workspace.currentFiles();
    const problem = folderProjectProblem(files);
    if (problem) return setNotice({ kind: 'error', text: server(problem) });
    void run('save', async () => {
      await folders.save(folder.id, files);
      workspace.markWritten(files);
      notify({ type: 'success', title: t('saved'), message: t('savedToDisk', { name: folder.name }), duration: 2500 });
    });
  };

  const reveal = () => {
    const folder = workspace.folder;
    if (folders && folder) folders.reveal(folder.id).catch(fail);
  };

  const close = () => {
    if (!workspace.folder || (workspace.dirty && !window.confirm(t('closeFolderConfirm')))) return;
    setNotice(null);
    workspace.leaveFolder();
  };

  return { available: folders !== undefined, folder: workspace.folder, busy, notice, dismiss: () => setNotice(null), open, create, save, reveal, close };
}

export type FolderProjectControls = ReturnType<typeof useFolderProject>;
