import { Badge, Tabs } from '@mantine/core';
import type { PlaygroundFile } from '@shared/api/playground';
import { IconAlertTriangle, IconBrandGithub, IconEye, IconKeyboard, IconPrompt, IconTerminal2 } from '@tabler/icons-react';
import { desktopBridge } from '../../platform/platform';
import { GithubPanel } from './github/GithubPanel';
import { InputPanel } from './panels/InputPanel';
import { PreviewPanel } from './panels/PreviewPanel';
import { ShellPanel } from './panels/ShellPanel';
import { ProblemsPanel, type Problem } from './panels/ProblemsPanel';
import { TerminalPanel } from './panels/TerminalPanel';
import { usePlaygroundTexts } from './playground-texts';
import type { TerminalBridge } from './run/terminal-bridge';
import type { RunStatus } from './run/use-runner';

// 'shell' is the desktop app's own: a real shell on the learner's computer.
export const panelTabs = ['preview', 'terminal', 'problems', 'input', 'github', 'shell'] as const;
export type PanelTab = (typeof panelTabs)[number];

interface RightPanelProps {
  tab: PanelTab;
  onTab: (tab: PanelTab) => void;
  height: number;
  fontSize: number;
  previewHtml: string | undefined;
  bridge: TerminalBridge;
  status: RunStatus;
  onStop: () => void;
  problems: Problem[];
  onJump: (problem: Problem) => void;
  stdin: string;
  onStdin: (value: string) => void;
  projectName: string;
  files: PlaygroundFile[];
  onGithubLoaded: (project: { name: string; files: PlaygroundFile[]; source: string }) => void;
  /** The desktop app's open folder project, where the shell starts. */
  folderId: string | null;
}

/** product.md §1.2: the right panel's tabs preview, terminal, problems, input and github. */
export function RightPanel(props: RightPanelProps) {
  const { tab, height } = props;
  const t = usePlaygroundTexts();
  // The tab list is 40 px tall; each panel fills the rest exactly, so focusing the terminal never scrolls the layout.
  const body = height - 40;
  const errors = props.problems.filter((p) => p.severity === 'error').length;
  const shell = desktopBridge()?.terminal;
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && props.onTab(value as PanelTab)}
      keepMounted={false}
      h={height}
      styles={{ root: { overflow: 'clip' }, list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'none', height: 40 }, tab: { paddingInline: 10, flex: 'none' } }}
    >
      <Tabs.List>
        <Tabs.Tab value="preview" leftSection={<IconEye size={14} />}>
          {t('tabPreview')}
        </Tabs.Tab>
        <Tabs.Tab value="terminal" leftSection={<IconTerminal2 size={14} />}>
          {t('tabTerminal')}
        </Tabs.Tab>
        <Tabs.Tab
          value="problems"
          leftSection={<IconAlertTriangle size={14} />}
          rightSection={props.problems.length > 0 ? <Badge size="xs" color={errors ? 'red' : 'yellow'} circle>{props.problems.length}</Badge> : null}
        >
          {t('tabProblems')}
        </Tabs.Tab>
        <Tabs.Tab value="input" leftSection={<IconKeyboard size={14} />}>
          {t('tabInput')}
        </Tabs.Tab>
        <Tabs.Tab value="github" leftSection={<IconBrandGithub size={14} />}>
          {t('tabGithub')}
        </Tabs.Tab>
        {shell && (
          <Tabs.Tab value="shell" leftSection={<IconPrompt size={14} />}>
            {t('tabShell')}
          </Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="preview">
        <PreviewPanel html={props.previewHtml} height={body} visible={tab === 'preview'} />
      </Tabs.Panel>
      {/* The terminal stays mounted so a running program's output is never lost while another tab is open. */}
      <div style={{ display: tab === 'terminal' ? 'block' : 'none' }} role="tabpanel" aria-label={t('tabTerminal')}>
        <TerminalPanel bridge={props.bridge} status={props.status} visible={tab === 'terminal'} height={body} fontSize={props.fontSize} onStop={props.onStop} />
      </div>
      <Tabs.Panel value="problems">
        <ProblemsPanel problems={props.problems} height={body} onJump={props.onJump} />
      </Tabs.Panel>
      <Tabs.Panel value="input">
        <InputPanel value={props.stdin} onChange={props.onStdin} height={body} />
      </Tabs.Panel>
      <Tabs.Panel value="github">
        <GithubPanel projectName={props.projectName} files={props.files} height={body} onLoaded={props.onGithubLoaded} />
      </Tabs.Panel>
      {/* Like the terminal, the shell outlives a switch of tab; it ends when the playground closes. */}
      {shell && (
        <div style={{ display: tab === 'shell' ? 'block' : 'none' }} role="tabpanel" aria-label={t('tabShell')}>
          <ShellPanel terminal={shell} folderId={props.folderId} visible={tab === 'shell'} height={body} fontSize={props.fontSize} />
        </div>
      )}
    </Tabs>
  );
}
