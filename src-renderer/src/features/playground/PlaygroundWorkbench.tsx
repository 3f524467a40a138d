import { Box, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { PlaygroundFile, Project } from '@shared/api/playground';
import { mapOutputProblems } from '@shared/playground/error-lines';
import { projectEntry } from '@shared/playground/entry-file';
import { extensionOf, freeFileName, modeForFile, projectProblem } from '@shared/playground/files';
import { buildPreviewDocument } from '@shared/playground/preview-document';
import type { editor } from 'monaco-editor';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../core/notifications/notify';
import { useServerText } from '../../core/i18n';
import { usePlaygroundTexts } from './playground-texts';
import { usePublishTutorContext } from '../tutor/tutor-context-store';
import { FileSidebar } from './FileSidebar';
import { FolderMenu } from './folders/FolderMenu';
import { FolderNoticeBar } from './folders/FolderNoticeBar';
import { useFolderProject } from './folders/use-folder-project';
import type { Problem } from './panels/ProblemsPanel';
import { DesktopToolchains } from './DesktopToolchains';
import { PlaygroundToolbar } from './PlaygroundToolbar';
import { ProjectsModal } from './projects/ProjectsModal';
import { ProjectConflictDialog } from './projects/ProjectConflictDialog';
import { staleSaveCurrent, useSaveProject } from './projects/use-projects';
import { ResizeHandle } from './ResizeHandle';
import { RightPanel, type PanelTab } from './RightPanel';
import { planRun } from './run/run-plan';
import { TerminalBridge } from './run/terminal-bridge';
import { useRunner, type RunResult } from './run/use-runner';
import { starterFiles, untitledProject } from './starter-files';
import { useEditorProblems } from './use-editor-problems';
import { useHandoff } from './use-handoff';
import { useOpenRequest } from './use-open-request';
import { usePresence } from './use-presence';
import { useShortcuts } from './use-shortcuts';
import { useWorkspace } from './use-workspace';

const PlaygroundEditor = lazy(() => import('./editor/PlaygroundEditor'));

/** product.md §1.9: editor height 200–800, sidebar width 200–400, preview 300 ms after typing stops. */
const heightRange = { min: 200, max: 800 };
const sidebarRange = { min: 200, max: 400 };
const previewDelayMs = 300;
const lastOutputLimit = 20_000;

export function PlaygroundWorkbench() {
  const t = usePlaygroundTexts();
  const server = useServerText();
  const workspace = useWorkspace();
  const presence = usePresence();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [fontSize, setFontSize] = useState(14);
  const [height, setHeight] = useState(480);
  const [sidebar, setSidebar] = useState(220);
  const [tab, setTab] = useState<PanelTab>('preview');
  const [stdin, setStdin] = useState('');
  const [projectsOpen, setProjectsOpen] = useState(false);
  const [lastRun, setLastRun] = useState<RunResult>();
  // The stored project a save was refused over, while the learner chooses which copy to keep.
  const [stale, setStale] = useState<Project>();
  const bridge = useMemo(() => new TerminalBridge(), []);
  const editorRef = useRef<editor.IStandaloneCodeEditor | null>(null);
  const pendingJump = useRef<Problem | null>(null);
  const editorProblems = useEditorProblems();
  const save = useSaveProject();
  const folder = useFolderProject(workspace);
  // A folder project runs from its entry file (package.json's main, main.py, ...), whichever file is open.
  const entry = workspace.folder ? projectEntry(workspace.files) : undefined;

  const runner = useRunner(bridge, (result) => {
    setLastRun(result);
    if (mapOutputProblems(result.output, result.fileNames).length > 0) setTab('problems');
  });

  const [debouncedFiles] = useDebouncedValue(workspace.files, previewDelayMs);
  // The preview shows the page last opened in the editor, so a second page (about.html) can be seen too.
  const [page, setPage] = useState<string>();
  if (/\.html?$/i.test(workspace.active) && page !== workspace.active) setPage(workspace.active);
  const previewHtml = useMemo(() => buildPreviewDocument(debouncedFiles, page), [debouncedFiles, page]);

  const problems = useMemo<Problem[]>(() => {
    const names = new Set(workspace.files.map((f) => f.name));
    const fromRun = lastRun ? mapOutputProblems(lastRun.output, lastRun.fileNames).map((p) => ({ ...p, source: 'run' as const })) : [];
    return [...fromRun, ...editorProblems.problems.filter((p) => names.has(p.file))];
  }, [lastRun, editorProblems.problems, workspace.files]);

  const revealPending = useCallback(() => {
    const target = pendingJump.current;
    const instance = editorRef.current;
    const model = instance?.getModel();
    if (!target || !instance || !model || model.uri.path.replace(/^\//, '') !== target.file) return;
    pendingJump.current = null;
    const line = Math.min(target.line, model.getLineCount());
    instance.revealLineInCenter(line);
    instance.setPosition({ lineNumber: line, column: target.column ?? 1 });
    instance.focus();
  }, []);

  const jump = (problem: Problem) => {
    pendingJump.current = problem;
    workspace.select(problem.file);
    requestAnimationFrame(revealPending);
  };
  useEffect(() => {
    const frame = requestAnimationFrame(revealPending);
    return () => cancelAnimationFrame(frame);
  }, [workspace.active, revealPending]);

  const run = () => {
    const plan = planRun(workspace.currentFiles(), entry ?? workspace.active, runner.runtimes);
    if (plan.kind === 'preview') return setTab('preview');
    if (plan.kind === 'refuse') {
      notify({ type: 'error', title: t('run'), message: server(plan.message) });
      return;
    }
    setTab('terminal');
    void runner.run(plan, stdin);
  };

  /** Writes the browser project over the stored version `baseUpdatedAt` names (the one it started from). */
  const saveOver = (baseUpdatedAt: string | null) => {
    const files = workspace.currentFiles();
    const problem = projectProblem(files);
    if (problem) return notify({ type: 'error', title: t('save'), message: server(problem) });
    save.mutate(
      { id: workspace.projectId, name: workspace.projectName, files, baseUpdatedAt },
      {
        onSuccess: (saved) => {
          workspace.markSaved(saved, files);
          notify({ type: 'success', title: t('saved'), message: t('savedMessage', { name: saved.name }), duration: 2500 });
        },
        onError: (error) => {
          const current = staleSaveCurrent(error);
          if (current) return setStale(current);
          notify({ type: 'error', title: t('save'), message: t('saveFailed', { message: server(error) }) });
        },
      },
    );
  };
  const saveProject = () => (workspace.folder ? folder.save() : saveOver(workspace.baseUpdatedAt));

  useShortcuts({ run, save: saveProject });
  /**
   * A lesson sample opens as its own project (**ours**): a beginner expects to see that sample run, not
   * their own index.html. Only unsaved work of the current project makes us ask; declining adds the
   * sample as a file instead, which the editor and preview then show.
   */
  const untouched = workspace.projectId === null && JSON.stringify(workspace.files) === JSON.stringify(starterFiles);
  useHandoff(({ name, code }) => {
    if (!workspace.dirty || untouched || window.confirm(t('openSampleConfirm'))) {
      workspace.replace({ files: [{ name, mode: modeForFile(name), content: code }], projectId: null, projectName: t('sampleProject'), saved: false });
      notify({ type: 'info', title: t('playground'), message: t('sampleOpenedProject') });
      return;
    }
    const ext = extensionOf(name);
    const fileName = freeFileName(name.slice(0, -(ext.length + 1)), ext, workspace.files.map((f) => f.name));
    workspace.create(fileName, code);
    notify({ type: 'info', title: t('playground'), message: t('sampleOpenedFile', { name: fileName }) });
  });

  const open = (project: Project, saved = true) =>
    workspace.replace({ files: project.files, projectId: saved ? project.id : null, projectName: project.name, saved, updatedAt: project.updatedAt });
  const keepMine = () => {
    if (!stale) return;
    setStale(undefined);
    // Over the stored project the learner has now seen.
    saveOver(stale.updatedAt);
  };
  const keepTheirs = () => {
    if (!stale) return;
    setStale(undefined);
    open(stale);
  };
  const newProject = () => {
    if (workspace.dirty && !window.confirm(t('newProjectConfirm'))) return;
    workspace.replace({ files: starterFiles, projectId: null, projectName: untitledProject(), saved: false });
  };
  useOpenRequest(newProject, open);
  const githubLoaded = ({ name, files }: { name: string; files: PlaygroundFile[] }) =>
    workspace.replace({ files, projectId: null, projectName: name, saved: false });

  const tutorContext = useMemo(
    () => ({
      kind: 'playground' as const,
      files: workspace.files.slice(0, 20).map((f) => ({ name: f.name, content: f.content.slice(0, 100_000) })),
      activeFile: workspace.active,
      language: workspace.activeFile?.mode,
      lastOutput: lastRun?.output.slice(-lastOutputLimit),
    }),
    [workspace.files, workspace.active, workspace.activeFile?.mode, lastRun],
  );
  usePublishTutorContext(tutorContext);

  const file = workspace.activeFile;
  const panelHeight = height;
  return (
    <Container fluid py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={1} fz="h2">
            {t('pageTitle')}
          </Title>
          <Text fz="sm" c="dimmed" data-testid="presence">
            {presence === undefined ? '' : t(presence === 1 ? 'presenceOne' : 'presenceMany', { count: presence })}
          </Text>
        </Group>
        <PlaygroundToolbar
          projectName={workspace.projectName}
          dirty={workspace.dirty}
          saving={save.isPending || folder.busy === 'save'}
          status={runner.status}
          fontSize={fontSize}
          onFontSize={setFontSize}
          onRun={run}
          onSave={saveProject}
          onProjects={() => setProjectsOpen(true)}
          onNew={newProject}
          folderMenu={<FolderMenu controls={folder} projectName={workspace.projectName} />}
          runs={entry}
        />
        <FolderNoticeBar controls={folder} entry={entry} />
        <DesktopToolchains />
        <Box style={{ display: 'flex', flexDirection: wide ? 'row' : 'column', border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, overflow: 'clip' }}>
          <Box w={wide ? sidebar : '100%'} style={{ flex: 'none' }}>
            <FileSidebar
              files={workspace.files}
              active={workspace.active}
              height={wide ? height : 180}
              onSelect={workspace.select}
              onCreate={workspace.create}
              onRename={workspace.rename}
              onDelete={workspace.remove}
            />
          </Box>
          {wide && <ResizeHandle direction="horizontal" label={t('sidebarWidth')} value={sidebar} min={sidebarRange.min} max={sidebarRange.max} onChange={setSidebar} />}
          <Box style={{ flex: 1, minWidth: 0 }} data-testid="editor-area">
            {file && (
              <Suspense
                fallback={
                  <Center h={height}>
                    <Loader size="sm" aria-label={t('loadingEditor')} />
                  </Center>
                }
              >
                <PlaygroundEditor
                  file={file}
                  fileNames={workspace.files.map((f) => f.name)}
                  fontSize={fontSize}
                  height={height}
                  onChange={workspace.edit}
                  onReady={(instance, api) => {
                    editorRef.current = instance;
                    editorProblems.attach(api);
                  }}
                />
              </Suspense>
            )}
          </Box>
          <Box w={wide ? '42%' : '100%'} style={{ flex: 'none', borderLeft: wide ? '1px solid var(--mantine-color-default-border)' : undefined }}>
            <RightPanel
              tab={tab}
              onTab={setTab}
              height={panelHeight}
              fontSize={fontSize}
              previewHtml={previewHtml}
              bridge={bridge}
              status={runner.status}
              onStop={runner.stop}
              problems={problems}
              onJump={jump}
              stdin={stdin}
              onStdin={setStdin}
              projectName={workspace.projectName}
              files={workspace.files}
              onGithubLoaded={githubLoaded}
              folderId={workspace.folder?.id ?? null}
            />
          </Box>
        </Box>
        <ResizeHandle direction="vertical" label={t('editorHeight')} value={height} min={heightRange.min} max={heightRange.max} onChange={setHeight} />
      </Stack>
      <ProjectConflictDialog theirs={stale} onKeepMine={keepMine} onKeepTheirs={keepTheirs} />
      <ProjectsModal
        opened={projectsOpen}
        currentId={workspace.projectId}
        onClose={() => setProjectsOpen(false)}
        onOpened={(p) => open(p)}
        onRenamed={(p) => p.id === workspace.projectId && workspace.renamed(p)}
        onDeleted={(id) => id === workspace.projectId && workspace.replace({ files: workspace.files, projectId: null, projectName: workspace.projectName, saved: false })}
      />
    </Container>
  );
}
