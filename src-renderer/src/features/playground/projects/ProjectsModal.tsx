import { ActionIcon, Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { Project, ProjectSummary } from '@shared/api/playground';
import { IconCheck, IconFolderOpen, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteProject, useOpenProject, useProjects, useRenameProject } from './use-projects';

interface ProjectsModalProps {
  opened: boolean;
  currentId: string | null;
  onClose: () => void;
  onOpened: (project: Project) => void;
  onRenamed: (project: Project) => void;
  onDeleted: (id: string) => void;
}

function ProjectRow({ project, current, onOpen, onRenamed, onDeleted }: { project: ProjectSummary; current: boolean; onOpen: () => void; onRenamed: (p: Project) => void; onDeleted: () => void }) {
  const rename = useRenameProject();
  const remove = useDeleteProject();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(project.name);
  const error = rename.error?.message ?? remove.error?.message;
  const submitRename = () => {
    // product.md §1.5: an empty or unchanged name cancels.
    if (!name.trim() || name.trim() === project.name) return setEditing(false);
    rename.mutate({ id: project.id, name }, { onSuccess: (p) => (setEditing(false), onRenamed(p)) });
  };
  return (
    <Stack gap={2} py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="nowrap">
        {editing ? (
          <TextInput size="xs" aria-label={`New name for ${project.name}`} value={name} onChange={(e) => setName(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && submitRename()} autoFocus style={{ flex: 1 }} />
        ) : (
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {project.name} {current && <Text span fz="xs" c="teal">(open)</Text>}
            </Text>
            <Text fz="xs" c="dimmed">
              {project.fileCount} files · saved {new Date(project.updatedAt).toLocaleString()}
            </Text>
          </Stack>
        )}
        <Group gap={4} wrap="nowrap">
          {editing ? (
            <>
              <ActionIcon aria-label="Keep the new name" variant="subtle" onClick={submitRename} loading={rename.isPending}>
                <IconCheck size={16} />
              </ActionIcon>
              <ActionIcon aria-label="Cancel renaming" variant="subtle" color="gray" onClick={() => setEditing(false)}>
                <IconX size={16} />
              </ActionIcon>
            </>
          ) : (
            <>
              <Button size="compact-sm" variant="light" leftSection={<IconFolderOpen size={14} />} onClick={onOpen} aria-label={`Open ${project.name}`}>
                Open
              </Button>
              <Tooltip label="Rename">
                <ActionIcon aria-label={`Rename ${project.name}`} variant="subtle" color="gray" onClick={() => setEditing(true)}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete">
                <ActionIcon
                  aria-label={`Delete ${project.name}`}
                  variant="subtle"
                  color="red"
                  loading={remove.isPending}
                  onClick={() => window.confirm(`Delete the project "${project.name}"? This cannot be undone.`) && remove.mutate(project.id, { onSuccess: onDeleted })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </>
          )}
        </Group>
      </Group>
      {error && (
        <Text fz="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The learner's projects on our server: open, rename, delete. */
export function ProjectsModal({ opened, currentId, onClose, onOpened, onRenamed, onDeleted }: ProjectsModalProps) {
  const projects = useProjects(opened);
  const open = useOpenProject();
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>Your projects</Text>} size="lg">
      {projects.isPending ? (
        <Loader size="sm" aria-label="Loading projects" />
      ) : projects.isError ? (
        <Alert color="red">{projects.error.message}</Alert>
      ) : projects.data.length === 0 ? (
        <Text c="dimmed">No saved projects yet. Press Save (Ctrl+S) to keep the files you are working on.</Text>
      ) : (
        <ScrollArea.Autosize mah={420}>
          {projects.data.map((p) => (
            <ProjectRow
              key={p.id}
              project={p}
              current={p.id === currentId}
              onOpen={() => open.mutate(p.id, { onSuccess: (full) => (onOpened(full), onClose()) })}
              onRenamed={onRenamed}
              onDeleted={() => onDeleted(p.id)}
            />
          ))}
        </ScrollArea.Autosize>
      )}
      {open.isError && (
        <Alert mt="sm" color="red">
          {open.error.message}
        </Alert>
      )}
    </Modal>
  );
}
