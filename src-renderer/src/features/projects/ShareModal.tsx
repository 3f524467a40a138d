import { Alert, Anchor, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ProjectCard } from '@shared/api/projects';
import { shareLink, useUnshareProject } from './use-projects';

/** The public read-only link of a shared project: copy it, open it, or stop sharing. */
export function ShareModal({ project, onClose }: { project: ProjectCard | undefined; onClose: () => void }) {
  const unshare = useUnshareProject();
  const link = project?.shareId ? shareLink(project.shareId) : '';
  return (
    <Modal opened={project !== undefined} onClose={onClose} title={project ? `Share ${project.name}` : ''}>
      {project?.shareId ? (
        <Stack gap="sm">
          <Text fz="sm">Anyone with this link can see the files and run the page, without signing in. They cannot change it.</Text>
          <TextInput label="Share link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
          <Group justify="space-between">
            <Button
              variant="subtle"
              color="red"
              loading={unshare.isPending}
              onClick={() => unshare.mutate(project.id, { onSuccess: onClose })}
            >
              Stop sharing
            </Button>
            <Group gap="xs">
              <Anchor href={link} target="_blank" rel="noreferrer" fz="sm">
                Open
              </Anchor>
              <CopyButton value={link}>{({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>}</CopyButton>
            </Group>
          </Group>
          {unshare.isError && <Alert color="red">{unshare.error.message}</Alert>}
        </Stack>
      ) : (
        <Text fz="sm">This project is no longer shared.</Text>
      )}
    </Modal>
  );
}
