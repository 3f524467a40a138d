import { Badge, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconFilePlus, IconFolders, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePlaygroundTexts } from './playground-texts';
import type { RunStatus } from './run/use-runner';

/** product.md §1.9: font sizes 12, 14, 16, 18, 20. */
export const fontSizes = [12, 14, 16, 18, 20] as const;

/** Key names, printed on keyboards in English whatever the interface's language. */
const keys = { save: 'Ctrl+S', run: 'Ctrl+Enter' };

interface PlaygroundToolbarProps {
  projectName: string;
  dirty: boolean;
  saving: boolean;
  status: RunStatus;
  fontSize: number;
  onFontSize: (size: number) => void;
  onRun: () => void;
  onSave: () => void;
  onProjects: () => void;
  onNew: () => void;
  /** The desktop app's folder actions; nothing in a browser. */
  folderMenu?: ReactNode;
  /** What Run starts, when that is not the open file (a folder project's entry file). */
  runs?: string;
}

export function PlaygroundToolbar({ projectName, dirty, saving, status, fontSize, onFontSize, onRun, onSave, onProjects, onNew, folderMenu, runs }: PlaygroundToolbarProps) {
  const t = usePlaygroundTexts();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={600} truncate data-testid="project-name">
          {projectName}
        </Text>
        <Badge variant="light" color={dirty ? 'yellow' : 'teal'} data-testid="save-state">
          {dirty ? t('unsaved') : t('saved')}
        </Badge>
      </Group>
      <Group gap="xs">
        {folderMenu}
        <Button variant="default" size="xs" leftSection={<IconFilePlus size={14} />} onClick={onNew}>
          {t('newButton')}
        </Button>
        <Button variant="default" size="xs" leftSection={<IconFolders size={14} />} onClick={onProjects}>
          {t('projectsButton')}
        </Button>
        <Select
          size="xs"
          w={80}
          aria-label={t('fontSize')}
          data={fontSizes.map((s) => ({ value: String(s), label: `${s}px` }))}
          value={String(fontSize)}
          onChange={(value) => value && onFontSize(Number(value))}
          allowDeselect={false}
        />
        <Tooltip label={keys.save}>
          <Button variant="light" size="xs" leftSection={<IconDeviceFloppy size={14} />} onClick={onSave} loading={saving}>
            {t('save')}
          </Button>
        </Tooltip>
        <Tooltip label={runs ? `${keys.run} · ${t('runsEntry', { name: runs })}` : keys.run}>
          <Button size="xs" color="green" leftSection={<IconPlayerPlay size={14} />} onClick={onRun} loading={status === 'executing'}>
            {t('run')}
          </Button>
        </Tooltip>
      </Group>
    </Group>
  );
}
