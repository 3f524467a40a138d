import { ActionIcon, Alert, Box, Button, Group, Loader, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { Project, ProjectSummary } from '@shared/api/playground';
import { IconCheck, IconFolderOpen, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormats } from '../../../core/format';
import { useServerText } from '../../../core/i18n';
import { usePlaygroundTexts } from '../playground-texts';
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
  const t = usePlaygroundTexts();
  const server = useServerText();
  const formats = useFormats();
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
          <TextInput size="xs" aria-label={t('newNameFor', { name: project.name })} value={name} onChange={(e) => setName(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && submitRename()} autoFocus style={{ flex: 1 }} />
        ) : (
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {project.name} {current && <Text span fz="xs" c="teal">{t('openMark')}</Text>}
            </Text>
            <Text fz="xs" c="dimmed">
              {t(project.fileCount === 1 ? 'projectMetaOne' : 'projectMeta', { count: project.fileCount, when: formats.dateTime(project.updatedAt) })}
            </Text>
          </Stack>
        )}
        <Group gap={4} wrap="nowrap">
          {editing ? (
            <>
              <ActionIcon aria-label={t('keepNewName')} variant="subtle" onClick={submitRename} loading={rename.isPending}>
                <IconCheck size={16} />
              </ActionIcon>
              <ActionIcon aria-label={t('cancelRename')} variant="subtle" color="gray" onClick={() => setEditing(false)}>
                <IconX size={16} />
              </ActionIcon>
            </>
          ) : (
            <>
              <Button size="compact-sm" variant="light" leftSection={<IconFolderOpen size={14} />} onClick={onOpen} aria-label={t('openNamed', { name: project.name })}>
                {t('open')}
              </Button>
              <Tooltip label={t('rename')}>
                <ActionIcon aria-label={t('renameNamed', { name: project.name })} variant="subtle" color="gray" onClick={() => setEditing(true)}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('delete')}>
                <ActionIcon
                  aria-label={t('deleteNamed', { name: project.name })}
                  variant="subtle"
                  color="red"
                  loading={remove.isPending}
                  onClick={() => window.confirm(t('deleteProjectConfirm', { name: project.name })) && remove.mutate(project.id, { onSuccess: onDeleted })}
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
          {server(error)}
        </Text>
      )}
    </Stack>
  );
}

/** The learner's projects on our server: open, rename, delete. */
export function ProjectsModal({ opened, currentId, onClose, onOpened, onRenamed, onDeleted }: ProjectsModalProps) {
  const t = usePlaygroundTexts();
  const server = useServerText();
  const projects = useProjects(opened);
  const open = useOpenProject();
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t('yourProjects')}</Text>} size="lg">
      {projects.isPending ? (
        <Loader size="sm" aria-label={t('loadingProjects')} />
      ) : projects.isError ? (
        <Alert color="red">{server(projects.error.message)}</Alert>
      ) : projects.data.length === 0 ? (
        <Text c="dimmed">{t('noProjects')}</Text>
      ) : (
        // A plain scrolling box: Mantine's autosized ScrollArea widens its content to the longest
        // uncut name, which pushed a row's buttons out of a phone's dialog.
        <Box mah={420} style={{ overflowY: 'auto' }}>
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
        </Box>
      )}
      {open.isError && (
        <Alert mt="sm" color="red">
          {server(open.error.message)}
        </Alert>
      )}
    </Modal>
  );
}
