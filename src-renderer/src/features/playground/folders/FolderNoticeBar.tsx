import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconFolder, IconInfoCircle } from '@tabler/icons-react';
import { usePlaygroundTexts } from '../playground-texts';
import type { FolderProjectControls } from './use-folder-project';

/** Under the toolbar: which folder is open, and what just happened to it (an error stays until dismissed). */
export function FolderNoticeBar({ controls, entry }: { controls: FolderProjectControls; entry: string | undefined }) {
  const t = usePlaygroundTexts();
  const { folder, notice } = controls;
  if (!folder && !notice) return null;
  const color = notice?.kind === 'error' ? 'red' : notice?.kind === 'conflict' ? 'yellow' : 'blue';
  return (
    <>
      {folder && (
        <Group gap="xs" wrap="wrap" data-testid="folder-bar">
          <Badge variant="light" color="grape" leftSection={<IconFolder size={12} />}>
            {t('onDisk')}
          </Badge>
          {entry && (
            <Text fz="xs" c="dimmed">
              {t('runsEntry', { name: entry })}
            </Text>
          )}
        </Group>
      )}
      {notice && (
        <Alert
          color={color}
          variant="light"
          icon={notice.kind === 'info' ? <IconInfoCircle size={16} /> : <IconAlertTriangle size={16} />}
          title={notice.kind === 'error' ? t('folderFailed') : undefined}
          withCloseButton
          closeButtonLabel={t('dismissNotice')}
          onClose={controls.dismiss}
          role={notice.kind === 'info' ? 'status' : 'alert'}
          py={6}
          data-testid="folder-notice"
        >
          {notice.text}
        </Alert>
      )}
    </>
  );
}
