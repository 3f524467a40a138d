import { ActionIcon, Box, Group, Menu, ScrollArea, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import type { PlaygroundFile } from '@shared/api/playground';
import { fileTreeRows, foldersOf } from '@shared/playground/file-tree';
import { IconChevronDown, IconChevronRight, IconDots, IconFile, IconFilePlus, IconFolder, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import type { MessageRef } from '@shared/i18n/messages';
import { useServerText } from '../../core/i18n';
import { usePlaygroundTexts } from './playground-texts';
import type { ChangeOutcome } from './use-workspace';

/** A file name's shape, the same in every language. */
const namePlaceholder = 'name.ext';

interface FileSidebarProps {
  files: PlaygroundFile[];
  active: string;
  height: number;
  onSelect: (name: string) => void;
  onCreate: (name: string) => ChangeOutcome;
  onRename: (from: string, to: string) => ChangeOutcome;
  onDelete: (name: string) => ChangeOutcome;
}

function NameForm({ initial, label, onSubmit, onCancel }: { initial: string; label: string; onSubmit: (name: string) => ChangeOutcome; onCancel: () => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<MessageRef>();
  const message = useServerText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = onSubmit(value);
    if (result.error) setError(result.error);
    else onCancel();
  };
  return (
    <form onSubmit={submit}>
      <TextInput
        size="xs"
        aria-label={label}
        placeholder={namePlaceholder}
        value={value}
        error={error && message(error)}
        autoFocus
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        onBlur={() => {
          if (!error) onCancel();
        }}
      />
    </form>
  );
}

/** Indentation of one folder level in the file list. */
const indent = 14;

/**
 * The project's files: open, create, rename and delete (product.md §1.5 rules). A folder project's
 * paths show as a tree whose folders open and close; the open file's folders are always open.
 */
export function FileSidebar({ files, active, height, onSelect, onCreate, onRename, onDelete }: FileSidebarProps) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  // A file opened from elsewhere (a problem's line, a new file) opens the folders that hold it.
  const [shownActive, setShownActive] = useState(active);
  if (shownActive !== active) {
    setShownActive(active);
    if (foldersOf(active).some((folder) => closed.has(folder))) setClosed(new Set([...closed].filter((folder) => !foldersOf(active).includes(folder))));
  }
  const rows = useMemo(() => fileTreeRows(files.map((f) => f.name), closed), [files, closed]);
  const toggle = (folder: string) =>
    setClosed((current) => (current.has(folder) ? new Set([...current].filter((f) => f !== folder)) : new Set([...current, folder])));
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<string>();
  const [deleteError, setDeleteError] = useState<MessageRef>();
  const t = usePlaygroundTexts();
  const message = useServerText();

  return (
    <Stack gap={0} h={height}>
      <Group justify="space-between" px="xs" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
          {t('files')}
        </Text>
        <Tooltip label={t('newFile')}>
          <ActionIcon variant="subtle" size="sm" aria-label={t('newFile')} onClick={() => setCreating(true)}>
            <IconFilePlus size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ScrollArea style={{ flex: 1 }}>
        <Stack gap={2} p={4} role="list" aria-label={t('projectFiles')}>
          {rows.map((row) => {
            if (row.kind === 'folder') {
              const open = !closed.has(row.path);
              return (
                <Box key={`folder:${row.path}`} role="listitem">
                  <UnstyledButton
                    onClick={() => toggle(row.path)}
                    aria-expanded={open}
                    aria-label={t('folderRow', { name: row.path })}
                    px={6}
                    py={3}
                    pl={6 + row.depth * indent}
                    w="100%"
                    style={{ borderRadius: 4 }}
                  >
                    <Group gap={4} wrap="nowrap">
                      {open ? <IconChevronDown size={12} style={{ flex: 'none' }} /> : <IconChevronRight size={12} style={{ flex: 'none' }} />}
                      <IconFolder size={14} style={{ flex: 'none' }} />
                      <Text fz="sm" truncate>
                        {row.name}
                      </Text>
                    </Group>
                  </UnstyledButton>
                </Box>
              );
            }
            const name = row.path;
            return renaming === name ? (
              <NameForm key={name} initial={name} label={t('newNameFor', { name })} onSubmit={(to) => onRename(name, to)} onCancel={() => setRenaming(undefined)} />
            ) : (
              <Group key={name} role="listitem" gap={0} wrap="nowrap" bg={name === active ? 'var(--mantine-primary-color-light)' : undefined} style={{ borderRadius: 4 }}>
                <UnstyledButton
                  onClick={() => onSelect(name)}
                  onDoubleClick={() => setRenaming(name)}
                  px={6}
                  py={4}
                  pl={6 + row.depth * indent}
                  style={{ flex: 1, minWidth: 0 }}
                  aria-label={name}
                  aria-current={name === active ? 'true' : undefined}
                >
                  <Group gap={6} wrap="nowrap">
                    <IconFile size={14} style={{ flex: 'none' }} />
                    <Text fz="sm" truncate>
                      {row.name}
                    </Text>
                  </Group>
                </UnstyledButton>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('actionsFor', { name })}>
                      <IconDots size={14} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setRenaming(name)}>
                      {t('rename')}
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => {
                        if (!window.confirm(t('deleteFileConfirm', { name }))) return;
                        setDeleteError(onDelete(name).error);
                      }}
                    >
                      {t('delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            );
          })}
          {creating && <NameForm initial="" label={t('newFileName')} onSubmit={(name) => onCreate(name)} onCancel={() => setCreating(false)} />}
        </Stack>
      </ScrollArea>
      {deleteError && (
        <Box px="xs" py={4}>
          <Text fz="xs" c="red" role="alert">
            {message(deleteError)}
          </Text>
        </Box>
      )}
    </Stack>
  );
}
