import { Alert, Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useServerText } from '../../core/i18n';
import type { LiveDocument } from './use-live-document';
import { useFolderCopy } from './use-folder-copy';
import { useWorkspaceTexts } from './workspace-texts';

/**
 * The desktop's copy of a shared project in a folder (product.md §3.10 "A copy in a folder"):
 * link one, see where it is and how its writing goes, show it in the file manager, remove the
 * link. Nothing in a browser.
 */
export function FolderCopyPanel({ projectId, live }: { projectId: string; live: LiveDocument | null }) {
  const t = useWorkspaceTexts();
  const serverText = useServerText();
  const { view, link, unlink, reveal } = useFolderCopy(projectId, live);
  if (view.phase === 'unavailable') return null;
  const hasFiles = (live?.files.size ?? 0) > 0;
  return (
    <Stack gap={4} component="section" aria-labelledby="workspace-folder-copy">
      <Text fw={600} mt="md" id="workspace-folder-copy">
        {t('folderCopy')}
      </Text>
      {view.phase === 'loading' && <Loader size="xs" aria-label={t('folderCopyLoading')} />}
      {view.phase === 'none' && (
        <>
          <Text size="xs" c="dimmed">
            {t('folderCopyHint')}
          </Text>
          <Button size="xs" variant="light" onClick={() => void link()} loading={view.linking} disabled={!live || !hasFiles}>
            {t('folderCopyLink')}
          </Button>
          {live && !hasFiles && (
            <Text size="xs" c="dimmed">
              {t('folderCopyNoFiles')}
            </Text>
          )}
          {view.error && (
            <Alert color="red" p="xs" role="alert">
              <Text size="sm">{serverText(view.error)}</Text>
            </Alert>
          )}
        </>
      )}
      {view.phase === 'linked' && (
        <>
          {view.where && (
            <Text size="xs">
              {t('folderCopyWhere')} <Code style={{ wordBreak: 'break-all' }}>{view.where}</Code>
            </Text>
          )}
          <div role="status">
            {view.state?.status === 'writing' && (
              <Text size="xs" c="dimmed">
                {t('folderCopyWriting')}
              </Text>
            )}
            {view.state?.status === 'written' && (
              <Text size="xs" c="dimmed">
                {t('folderCopyWritten', { time: new Date(view.state.at).toLocaleTimeString() })}
              </Text>
            )}
          </div>
          {view.state?.status === 'error' && (
            <Alert color="red" p="xs" role="alert" title={t('folderCopyError')}>
              <Text size="sm">{serverText(view.state.message)}</Text>
            </Alert>
          )}
          <Group gap={4}>
            {view.folderId && (
              <Button size="xs" variant="default" onClick={reveal}>
                {t('folderCopyReveal')}
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red" onClick={() => void unlink()}>
              {t('folderCopyUnlink')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('folderCopyUnlinkHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
