import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFormats } from '../../core/format';
import { isUnreachable, useOffline } from '../offline/use-offline';
import type { LiveDocument } from './use-live-document';
import { useRestoreVersion, useSaveVersion, useVersions, useVersionsFollow } from './use-workspace-projects';
import { useServerText } from '../../core/i18n';
import { useWorkspaceTexts } from './workspace-texts';

/**
 * Named versions of a shared project: save one, see who saved which and when, restore one. A
 * restore is a new edit everyone receives; the version it saves first is its undo. The list follows
 * the live document, so another member's save or restore shows at once.
 */
export function VersionsPanel({ projectId, online, live }: { projectId: string; online: boolean; live: LiveDocument | null }) {
  const t = useWorkspaceTexts();
  const serverText = useServerText();
  const formats = useFormats();
  const versions = useVersions(projectId);
  const save = useSaveVersion(projectId);
  const restore = useRestoreVersion(projectId);
  const offline = useOffline();
  useVersionsFollow(projectId, live?.doc);
  const [name, setName] = useState('');
  return (
    <Stack gap={4} component="section" aria-labelledby="workspace-versions">
      <Text fw={600} mt="md" id="workspace-versions">
        {t('versions')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) save.mutate(name.trim(), { onSuccess: () => setName('') });
        }}
      >
        <Group gap={4} wrap="nowrap" align="start">
          <TextInput size="xs" aria-label={t('versionName')} placeholder={t('versionName')} value={name} maxLength={80} onChange={(e) => setName(e.currentTarget.value)} error={save.error ? serverText(save.error) : undefined} style={{ flex: 1 }} />
          <Button size="xs" type="submit" loading={save.isPending} disabled={!online}>
            {t('saveVersion')}
          </Button>
        </Group>
      </form>
      {!online && (
        <Text size="xs" c="dimmed">
          {t('versionsOnline')}
        </Text>
      )}
      {versions.isPending && !offline && <Loader size="xs" aria-label={t('loadingVersions')} />}
      {versions.isError && !offline && !isUnreachable(versions.error) && (
        <Alert color="red" p="xs" title={t('versionsFailed')}>
          <Button size="xs" variant="light" onClick={() => void versions.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {versions.data?.length === 0 && <Text size="sm">{t('noVersions')}</Text>}
      {restore.error && (
        <Alert color="red" p="xs" role="alert">
          {serverText(restore.error)}
        </Alert>
      )}
      {restore.data && (
        <Text size="xs" role="status">
          {t('restored', { name: restore.data.before.name })}
        </Text>
      )}
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('versions')}>
        {versions.data?.map((version) => (
          <Group key={version.id} component="li" gap={4} wrap="nowrap" justify="space-between">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" truncate="end">
                {version.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {t('savedBy', { name: version.createdBy, when: formats.dateTime(version.createdAt) })}
              </Text>
            </Stack>
            <Button
              size="compact-xs"
              variant="light"
              aria-label={t('restoreVersion', { name: version.name })}
              disabled={!online}
              style={{ flexShrink: 0 }}
              loading={restore.isPending && restore.variables === version.id}
              onClick={() => restore.mutate(version.id)}
            >
              {t('restore')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
