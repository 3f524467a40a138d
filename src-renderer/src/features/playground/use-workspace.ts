import type { PlaygroundFile } from '@shared/api/playground';
import type { MessageRef } from '@shared/i18n/messages';
import { browserFileRules, createFile, deleteFile, renameFile, type FileChange } from '@shared/playground/files';
import { folderFileRules } from '@shared/playground/folder-files';
import { mergeExternal } from '@shared/playground/folder-merge';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { desktopBridge } from '../../platform/platform';
import { readStoredFiles, readStoredProject, storeFiles, storeProject } from './playground-storage';
import { starterFiles, untitledProject } from './starter-files';

export interface WorkspaceState {
  files: PlaygroundFile[];
  active: string;
  /** The server project these files belong to; null until first saved. */
  projectId: string | null;
  projectName: string;
  /** The server project's `updatedAt` these files started from, sent with a save so a stale one is refused. */
  baseUpdatedAt: string | null;
  /** The files as last saved on the server, or read from or written to the folder (JSON), to tell unsaved changes. */
  savedJson: string | null;
  /** The desktop app's folder project these files are (the page holds its id, never its path); null for a browser project. */
  folder: OpenFolder | null;
}

export interface OpenFolder {
  id: string;
  name: string;
}

/** product.md §1.9: editor changes reach storage 50 ms after typing. */
const storeDelayMs = 50;

/**
 * The open folder project, kept in memory while the app runs: leaving the playground for a lesson
 * and coming back finds it as it was, unsaved edits included (main keeps the folder open for the
 * window). A reload starts from the browser project again.
 */
let folderSession: WorkspaceState | null = null;

function initialState(): WorkspaceState {
  if (folderSession) return folderSession;
  return storedState();
}

function storedState(): WorkspaceState {
  const files = readStoredFiles() ?? starterFiles;
  const project = readStoredProject();
  const active = project?.active && files.some((f) => f.name === project.active) ? project.active : (files[0]?.name ?? '');
  return {
    files,
    active,
    projectId: project?.id ?? null,
    projectName: project?.name ?? untitledProject(),
    baseUpdatedAt: project?.updatedAt ?? null,
    savedJson: project?.savedJson ?? null,
    folder: null,
  };
}

export type ChangeOutcome = { error?: MessageRef };

const outcome = (change: FileChange<PlaygroundFile>, apply: (files: PlaygroundFile[], active: string) => void): ChangeOutcome => {
  if (change.ok) {
    apply(change.files, change.active);
    return {};
  }
  return 'error' in change ? { error: change.error } : {};
};

/**
 * The files being edited, kept in local storage as they change (product.md §1.3 playground_files) so
 * nothing typed is lost offline or on reload, with the spec's create, rename and delete rules.
 */
export function useWorkspace() {
  const [state, setState] = useState<WorkspaceState>(initialState);
  // A shortcut pressed right after typing can run before React renders the keystroke; reading
  // this instead of the rendered state saves what the editor holds, not the text a moment before.
  const live = useRef(state);
  const update = useCallback((change: WorkspaceState | ((s: WorkspaceState) => WorkspaceState)) => {
    live.current = typeof change === 'function' ? change(live.current) : change;
    setState(live.current);
  }, []);

  useEffect(() => {
    // A folder project's files are kept by the folder (a repository would not fit local storage);
    // the browser project stays stored, and is what a reload brings back.
    folderSession = state.folder ? state : null;
    if (state.folder) return;
    const timer = window.setTimeout(() => {
      storeFiles(state.files);
      storeProject({ id: state.projectId, name: state.projectName, savedJson: state.savedJson, active: state.active, updatedAt: state.baseUpdatedAt });
    }, storeDelayMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  const rules = state.folder ? folderFileRules : browserFileRules;
  const setFiles = useCallback((files: PlaygroundFile[], active: string) => update((s) => ({ ...s, files, active })), [update]);

  const actions = useMemo(
    () => ({
      select: (name: string) => update((s) => (s.files.some((f) => f.name === name) ? { ...s, active: name } : s)),
      edit: (name: string, content: string) =>
        update((s) => ({ ...s, files: s.files.map((f) => (f.name === name && f.content !== content ? { ...f, content } : f)) })),
      create: (name: string, content = ''): ChangeOutcome => outcome(createFile(live.current.files, name, content, rules), setFiles),
      rename: (from: string, to: string): ChangeOutcome => outcome(renameFile(live.current.files, from, to, rules), setFiles),
      remove: (name: string): ChangeOutcome => outcome(deleteFile(live.current.files, name), setFiles),
      /** Opens another set of files: a server project, a GitHub load or a new project. */
      replace: (next: { files: PlaygroundFile[]; projectId: string | null; projectName: string; saved: boolean; updatedAt?: string; folder?: OpenFolder }) => {
        // Whatever replaces a folder project ends it: main stops watching the folder.
        if (state.folder && state.folder.id !== next.folder?.id) void desktopBridge()?.folders.close(state.folder.id).catch(() => undefined);
        update({
          files: next.files,
          active: next.files[0]?.name ?? '',
          projectId: next.projectId,
          projectName: next.projectName,
          baseUpdatedAt: next.projectId === null ? null : (next.updatedAt ?? null),
          savedJson: next.saved ? JSON.stringify(next.files) : null,
          folder: next.folder ?? null,
        });
      },
      /** Closes the folder project and brings back the browser project kept in local storage. */
      leaveFolder: () => {
        if (state.folder) void desktopBridge()?.folders.close(state.folder.id).catch(() => undefined);
        folderSession = null;
        update(storedState());
      },
      /** The folder now holds exactly these files. */
      markWritten: (files: PlaygroundFile[]) => update((s) => ({ ...s, savedJson: JSON.stringify(files) })),
      /**
       * The folder changed on disk: what the learner has not touched takes the disk's version; what
       * both changed keeps the learner's, and its names are returned.
       */
      mergeFromDisk: (disk: PlaygroundFile[]): string[] => {
        const base = live.current.savedJson === null ? [] : (JSON.parse(live.current.savedJson) as PlaygroundFile[]);
        const merged = mergeExternal(base, live.current.files, disk);
        const active = merged.files.some((f) => f.name === live.current.active) ? live.current.active : (merged.files[0]?.name ?? '');
        update((s) => ({ ...s, files: merged.files, active, savedJson: JSON.stringify(disk) }));
        return merged.conflicts;
      },
      markSaved: (saved: { id: string; name: string; updatedAt: string }, files: PlaygroundFile[]) =>
        update((s) => ({ ...s, projectId: saved.id, projectName: saved.name, baseUpdatedAt: saved.updatedAt, savedJson: JSON.stringify(files) })),
      /** Renamed on the server: the new name, and the version the next save builds on. */
      renamed: (renamed: { name: string; updatedAt: string }) => update((s) => ({ ...s, projectName: renamed.name, baseUpdatedAt: renamed.updatedAt })),
      /** The files as the editor holds them now, rendered or not. */
      currentFiles: () => live.current.files,
    }),
    [state.folder, rules, setFiles, update],
  );

  const dirty = useMemo(() => state.savedJson !== JSON.stringify(state.files), [state.savedJson, state.files]);
  const activeFile = state.files.find((f) => f.name === state.active) ?? state.files[0];
  return { ...state, activeFile, dirty, ...actions };
}

export type Workspace = ReturnType<typeof useWorkspace>;
