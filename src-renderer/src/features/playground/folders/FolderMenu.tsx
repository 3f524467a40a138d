import { Button, Menu } from '@mantine/core';
import { IconDeviceFloppy, IconExternalLink, IconFolder, IconFolderOpen, IconFolderPlus, IconFolderX } from '@tabler/icons-react';
import { useState } from 'react';
import { usePlaygroundTexts } from '../playground-texts';
import { DiskProjectModal } from './DiskProjectModal';
import type { FolderProjectControls } from './use-folder-project';

/** The desktop app's folder actions, beside the playground's own (a browser never shows it). */
export function FolderMenu({ controls, projectName }: { controls: FolderProjectControls; projectName: string }) {
  const t = usePlaygroundTexts();
  const [asking, setAsking] = useState<'new' | 'copy' | null>(null);
  if (!controls.available) return null;
  const { folder, busy } = controls;
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="default" size="xs" leftSection={<IconFolder size={14} />} loading={busy === 'open' || busy === 'save'} aria-label={t('folderMenuLabel')}>
            {t('folderMenu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFolderOpen size={14} />} onClick={controls.open}>
            {t('openFolder')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFolderPlus size={14} />} onClick={() => setAsking('new')}>
            {t('newOnDisk')}
          </Menu.Item>
          {folder ? (
            <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={controls.save}>
              {t('saveToDisk')}
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={() => setAsking('copy')}>
              {t('saveCopyToDisk')}
            </Menu.Item>
          )}
          {folder && (
            <>
              <Menu.Item leftSection={<IconExternalLink size={14} />} onClick={controls.reveal}>
                {t('revealFolder')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item leftSection={<IconFolderX size={14} />} onClick={controls.close}>
                {t('closeFolder')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <DiskProjectModal
        what={asking}
        initialName={projectName}
        creating={busy === 'create'}
        onClose={() => setAsking(null)}
        onCreate={(name) => controls.create(name, asking ?? 'new')}
      />
    </>
  );
}
