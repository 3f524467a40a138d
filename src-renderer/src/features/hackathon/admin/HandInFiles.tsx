import { Alert, Button, Code, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useFormats } from '../../../core/format';
import { isUnreachable, useOffline } from '../../offline/use-offline';
import { useHandInTexts } from './hand-in-texts';
import { useAdminSubmissionSnapshot } from './use-admin-queries';

/**
 * product.md §3.2.6: the team workspace's files as a submission kept them, read-only: the file
 * names to pick from and the chosen file in monospace, scrolling inside its box on a phone.
 */
export function HandInFiles({ submissionId }: { submissionId: string }) {
  const t = useHandInTexts();
  const formats = useFormats();
  const offline = useOffline();
  const snapshot = useAdminSubmissionSnapshot(submissionId, true);
  const [chosen, setChosen] = useState<string | null>(null);

  if (snapshot.isError && !snapshot.data) {
    return offline || isUnreachable(snapshot.error) ? (
      <Alert color="yellow" role="status">
        {t('offline')}
      </Alert>
    ) : (
      <Alert color="red" role="alert" title={t('failed')}>
        <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void snapshot.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!snapshot.data) return <Loader size="sm" aria-label={t('loading')} />;

  const { files, taken_at: takenAt } = snapshot.data;
  const open = files.find((file) => file.name === chosen) ?? files[0];
  return (
    <Stack gap="xs" data-testid="admin-hand-in-files">
      <Text fz="xs" c="dimmed">
        {t('takenAt', { when: formats.dateTime(takenAt) })}
      </Text>
      {files.length === 0 || !open ? (
        <Text fz="sm">{t('empty')}</Text>
      ) : (
        <>
          <Group gap={4} role="group" aria-label={t('files')}>
            {files.map((file) => (
              <Button
                key={file.name}
                size="compact-xs"
                tt="none"
                variant={file.name === open.name ? 'filled' : 'default'}
                aria-pressed={file.name === open.name}
                onClick={() => setChosen(file.name)}
                maw="100%"
              >
                {file.name}
              </Button>
            ))}
          </Group>
          <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars tabIndex={0} aria-label={t('fileContent', { name: open.name })}>
            <Code block fz="xs" style={{ whiteSpace: 'pre', minWidth: 'max-content' }}>
              {open.content === '' ? t('emptyFile') : open.content}
            </Code>
          </ScrollArea.Autosize>
        </>
      )}
    </Stack>
  );
}
