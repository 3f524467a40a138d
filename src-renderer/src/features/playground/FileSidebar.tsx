import { ActionIcon, Box, Group, Menu, ScrollArea, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import type { PlaygroundFile } from '@shared/api/playground';
import { IconDots, IconFile, IconFilePlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { ChangeOutcome } from './use-workspace';

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
  const [error, setError] = useState<string>();
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
        placeholder="name.ext"
        value={value}
        error={error}
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

/** The project's files: open, create, rename and delete (product.md §1.5 rules). */
export function FileSidebar({ files, active, height, onSelect, onCreate, onRename, onDelete }: FileSidebarProps) {
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<string>();
  const [deleteError, setDeleteError] = useState<string>();

  return (
    <Stack gap={0} h={height}>
      <Group justify="space-between" px="xs" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
          Files
        </Text>
        <Tooltip label="New file">
          <ActionIcon variant="subtle" size="sm" aria-label="New file" onClick={() => setCreating(true)}>
            <IconFilePlus size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ScrollArea style={{ flex: 1 }}>
        <Stack gap={2} p={4} role="list" aria-label="Project files">
          {files.map((file) =>
            renaming === file.name ? (
              <NameForm key={file.name} initial={file.name} label={`New name for ${file.name}`} onSubmit={(to) => onRename(file.name, to)} onCancel={() => setRenaming(undefined)} />
            ) : (
              <Group
                key={file.name}
                role="listitem"
                gap={0}
                wrap="nowrap"
                bg={file.name === active ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ borderRadius: 4 }}
              >
                <UnstyledButton
                  onClick={() => onSelect(file.name)}
                  onDoubleClick={() => setRenaming(file.name)}
                  px={6}
                  py={4}
                  style={{ flex: 1, minWidth: 0 }}
                  aria-current={file.name === active ? 'true' : undefined}
                >
                  <Group gap={6} wrap="nowrap">
                    <IconFile size={14} style={{ flex: 'none' }} />
                    <Text fz="sm" truncate>
                      {file.name}
                    </Text>
                  </Group>
                </UnstyledButton>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${file.name}`}>
                      <IconDots size={14} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setRenaming(file.name)}>
                      Rename
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => {
                        if (!window.confirm(`Delete ${file.name}? This cannot be undone.`)) return;
                        setDeleteError(onDelete(file.name).error);
                      }}
                    >
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            ),
          )}
          {creating && <NameForm initial="" label="New file name" onSubmit={(name) => onCreate(name)} onCancel={() => setCreating(false)} />}
        </Stack>
      </ScrollArea>
      {deleteError && (
        <Box px="xs" py={4}>
          <Text fz="xs" c="red" role="alert">
            {deleteError}
          </Text>
        </Box>
      )}
    </Stack>
  );
}
