import { Alert, Anchor, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ProjectCard } from '@shared/api/projects';
import { useServerText } from '../../core/i18n';
import { useProjectsTexts } from './projects-texts';
import { shareLink, useUnshareProject } from './use-projects';

/** The public read-only link of a shared project: copy it, open it, or stop sharing. */
export function ShareModal({ project, onClose }: { project: ProjectCard | undefined; onClose: () => void }) {
  const t = useProjectsTexts();
  const server = useServerText();
  const unshare = useUnshareProject();
  const link = project?.shareId ? shareLink(project.shareId) : '';
  return (
    <Modal opened={project !== undefined} onClose={onClose} title={project ? t('shareNamed', { name: project.name }) : ''}>
      {project?.shareId ? (
        <Stack gap="sm">
          <Text fz="sm">{t('shareText')}</Text>
          <TextInput label={t('shareLink')} value={link} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
          <Group justify="space-between">
            <Button
              variant="subtle"
              color="red"
              loading={unshare.isPending}
              onClick={() => unshare.mutate(project.id, { onSuccess: onClose })}
            >
              {t('stopSharing')}
            </Button>
            <Group gap="xs">
              <Anchor href={link} target="_blank" rel="noreferrer" fz="sm">
                {t('open')}
              </Anchor>
              <CopyButton value={link}>{({ copied, copy }) => <Button onClick={copy}>{copied ? t('copied') : t('copyLink')}</Button>}</CopyButton>
            </Group>
          </Group>
          {unshare.isError && <Alert color="red">{server(unshare.error.message)}</Alert>}
        </Stack>
      ) : (
        <Text fz="sm">{t('notShared')}</Text>
      )}
    </Modal>
  );
}
