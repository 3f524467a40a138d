import type { PlaygroundFile } from '@shared/api/playground';
import { createFile, deleteFile, renameFile, type FileChange } from '@shared/playground/files';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readStoredFiles, readStoredProject, storeFiles, storeProject } from './playground-storage';
import { starterFiles, untitledProject } from './starter-files';

export interface WorkspaceState {
  files: PlaygroundFile[];
  active: string;
  /** The server project these files belong to; null until first saved. */
  projectId: string | null;
  projectName: string;
  /** The files as last saved on the server (JSON), to tell unsaved changes. */
  savedJson: string | null;
}

/** product.md §1.9: editor changes reach storage 50 ms after typing. */
const storeDelayMs = 50;

function initialState(): WorkspaceState {
  const files = readStoredFiles() ?? starterFiles;
  const project = readStoredProject();
  const active = project?.active && files.some((f) => f.name === project.active) ? project.active : (files[0]?.name ?? '');
  return { files, active, projectId: project?.id ?? null, projectName: project?.name ?? untitledProject(), savedJson: project?.savedJson ?? null };
}

export type ChangeOutcome = { error?: string };

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

  useEffect(() => {
    const timer = window.setTimeout(() => {
      storeFiles(state.files);
      storeProject({ id: state.projectId, name: state.projectName, savedJson: state.savedJson, active: state.active });
    }, storeDelayMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  const setFiles = useCallback((files: PlaygroundFile[], active: string) => setState((s) => ({ ...s, files, active })), []);

  const actions = useMemo(
    () => ({
      select: (name: string) => setState((s) => (s.files.some((f) => f.name === name) ? { ...s, active: name } : s)),
      edit: (name: string, content: string) =>
        setState((s) => ({ ...s, files: s.files.map((f) => (f.name === name && f.content !== content ? { ...f, content } : f)) })),
      create: (name: string, content = ''): ChangeOutcome => outcome(createFile(state.files, name, content), setFiles),
      rename: (from: string, to: string): ChangeOutcome => outcome(renameFile(state.files, from, to), setFiles),
      remove: (name: string): ChangeOutcome => outcome(deleteFile(state.files, name), setFiles),
      /** Opens another set of files: a server project, a GitHub load or a new project. */
      replace: (next: { files: PlaygroundFile[]; projectId: string | null; projectName: string; saved: boolean }) =>
        setState({
          files: next.files,
          active: next.files[0]?.name ?? '',
          projectId: next.projectId,
          projectName: next.projectName,
          savedJson: next.saved ? JSON.stringify(next.files) : null,
        }),
      markSaved: (projectId: string, projectName: string, files: PlaygroundFile[]) =>
        setState((s) => ({ ...s, projectId, projectName, savedJson: JSON.stringify(files) })),
      setName: (projectName: string) => setState((s) => ({ ...s, projectName })),
    }),
    [state.files, setFiles],
  );

  const dirty = useMemo(() => state.savedJson !== JSON.stringify(state.files), [state.savedJson, state.files]);
  const activeFile = state.files.find((f) => f.name === state.active) ?? state.files[0];
  return { ...state, activeFile, dirty, ...actions };
}

export type Workspace = ReturnType<typeof useWorkspace>;
